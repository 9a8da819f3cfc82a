import type {
  AiProvenance,
  Food,
  FoodScan,
  FoodScanItem,
  FoodScanMacros,
  FoodScanMethod,
  MacroRange,
  Nutrients,
  NutrientFacts,
} from '@ketoflow/contracts';
import { uploadUrl } from '@ketoflow/contracts';
import { addUpAsShown, ketoScoreBand, nutrientsForGrams, roundNutrients } from '@ketoflow/domain';
import { z } from 'zod';
import type { FoodScanRow } from './food-scans.repository.js';

/** An item as stored in food_scans.items (the wire item plus the barcode it came from). */
const StoredItemSchema = z.object({
  label: z.string(),
  foodId: z.string().nullable(),
  foodName: z.string().nullable(),
  grams: z.number(),
  gramsLow: z.number(),
  gramsHigh: z.number(),
  nutrients: z.record(z.string(), z.number()).nullable(),
  barcode: z.string().nullable().optional(),
});
export type StoredItem = FoodScanItem & { barcode?: string | null };

function range(value: number, low: number, high: number, digits = 1): MacroRange {
  const f = 10 ** digits;
  const r = (v: number) => Math.round(v * f) / f;
  return { value: r(value), low: r(Math.min(low, value)), high: r(Math.max(high, value)) };
}

export function perHundred(food: Food): NutrientFacts {
  const { netCarbsG: _derived, ...facts } = food.per100g;
  return facts;
}

/** Sums the matched items at their middle, low and high grams. */
export function macrosOf(
  items: { per100g: NutrientFacts; grams: number; low: number; high: number }[],
) {
  const at = (pick: 'grams' | 'low' | 'high'): Nutrients =>
    addUpAsShown(items.map((i) => roundNutrients(nutrientsForGrams(i.per100g, i[pick]))));
  const [mid, low, high] = [at('grams'), at('low'), at('high')];
  const macros: FoodScanMacros = {
    netCarbsG: range(mid.netCarbsG, low.netCarbsG, high.netCarbsG),
    carbohydrateG: range(mid.carbohydrateG, low.carbohydrateG, high.carbohydrateG),
    fiberG: range(mid.fiberG, low.fiberG, high.fiberG),
    proteinG: range(mid.proteinG, low.proteinG, high.proteinG),
    fatG: range(mid.fatG, low.fatG, high.fatG),
    energyKcal: range(mid.energyKcal, low.energyKcal, high.energyKcal, 0),
  };
  return macros;
}

/** A matched food with its grams (and range) on the plate. */
export type Portion = { label: string; food: Food; grams: number; low: number; high: number };

/** The one place a scan row becomes what clients see. */
export function toScan(row: FoodScanRow): FoodScan {
  const items = z.array(StoredItemSchema).parse(row.items) as StoredItem[];
  const barcode = items.find((i) => i.barcode)?.barcode ?? null;
  return {
    id: row.id,
    method: row.method as FoodScanMethod,
    foodType: row.foodType,
    ketoScore: row.ketoScore,
    verdict: row.verdict,
    band: ketoScoreBand(row.ketoScore),
    analysis: row.analysis,
    recommendation: row.recommendation,
    macros: row.macros as FoodScanMacros,
    items: items.map(({ barcode: _b, ...item }) => item),
    unmatched: items.filter((i) => i.foodId === null).map((i) => i.label),
    barcode,
    provenance: { engine: row.engine as AiProvenance['engine'], model: row.model },
    photoUrl: row.photoId ? uploadUrl(row.photoId) : null,
    createdAt: row.createdAt.toISOString(),
    mealId: row.mealId,
  };
}
