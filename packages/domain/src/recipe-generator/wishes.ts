/** Meeting the macro wishes: grams per serving set within each place's limits, and the check. */
import type { RecipeNutrition, RecipeWishes, WishResult } from '@ketoflow/contracts';
import { netCarbs } from '../nutrition.js';
import type { Slot } from './patterns.js';
import type { GeneratorFood, IngredientRole } from './types.js';

/** A food placed in a pattern, with the grams per serving the solver moves. */
export type Placed = {
  food: GeneratorFood;
  role: IngredientRole;
  slot: Slot;
  sourceText: string | null;
  grams: number;
};

/** Net carbs, protein and kcal per gram. */
function perGram(food: GeneratorFood) {
  const f = food.per100g;
  return {
    netCarbs: netCarbs(f) / 100,
    protein: f.proteinG / 100,
    kcal: f.energyKcal / 100,
  };
}

function totals(placed: readonly Placed[]) {
  let netCarbsG = 0;
  let proteinG = 0;
  let kcal = 0;
  for (const p of placed) {
    const k = perGram(p.food);
    netCarbsG += k.netCarbs * p.grams;
    proteinG += k.protein * p.grams;
    kcal += k.kcal * p.grams;
  }
  return { netCarbsG, proteinG, kcal };
}

/**
 * Moves items (in the order given) towards their bounds until `metric` has changed by
 * `delta` (per serving); each item only as far as its [min, max] allows.
 */
function shift(
  items: readonly Placed[],
  metric: 'netCarbs' | 'protein' | 'kcal',
  delta: number,
  guard: (item: Placed, grams: number) => boolean = () => true,
): number {
  let remaining = delta;
  for (const item of items) {
    if (Math.abs(remaining) < 1e-6) break;
    const k = perGram(item.food)[metric];
    if (k <= 1e-6) continue;
    const wanted = item.grams + remaining / k;
    const next = Math.min(item.slot.max, Math.max(item.slot.min, wanted));
    if (!guard(item, next)) continue;
    remaining -= (next - item.grams) * k;
    item.grams = next;
  }
  return remaining;
}

/**
 * Sets grams per serving to meet the wishes within each slot's limits: net carbs under the
 * cap first (trimming the most carb-dense non-protein foods), then protein up, then energy
 * through fat, toppings and protein, then the carb cap once more. Deterministic, no search.
 */
export function solveGrams(placed: Placed[], wishes: RecipeWishes): void {
  const byDensity = (metric: 'netCarbs' | 'protein' | 'kcal', roles: IngredientRole[]) =>
    placed
      .filter((p) => roles.includes(p.role))
      .sort((a, b) => perGram(b.food)[metric] - perGram(a.food)[metric]);
  const capCarbs = () => {
    if (wishes.maxNetCarbsG === undefined) return;
    const over = totals(placed).netCarbsG - wishes.maxNetCarbsG;
    if (over > 0) {
      shift(
        byDensity('netCarbs', [
          'vegetable',
          'salad_leaf',
          'topping',
          'liquid',
          'flavour',
          'sweet_flavour',
          'sweet_base',
          'protein',
        ]),
        'netCarbs',
        -over,
      );
    }
  };
  const carbRoom = (item: Placed, grams: number) =>
    wishes.maxNetCarbsG === undefined ||
    totals(placed).netCarbsG + (grams - item.grams) * perGram(item.food).netCarbs <=
      wishes.maxNetCarbsG + 1e-6;

  capCarbs();
  if (wishes.minProteinG !== undefined) {
    const short = wishes.minProteinG - totals(placed).proteinG;
    if (short > 0)
      shift(byDensity('protein', ['protein', 'topping', 'sweet_base']), 'protein', short, carbRoom);
  }
  if (wishes.targetKcal !== undefined) {
    const gap = wishes.targetKcal - totals(placed).kcal;
    const proteinFloor = (item: Placed, grams: number) =>
      wishes.minProteinG === undefined ||
      item.role !== 'protein' ||
      totals(placed).proteinG + (grams - item.grams) * perGram(item.food).protein >=
        wishes.minProteinG - 1e-6;
    if (gap > 0) {
      shift(
        [
          ...byDensity('kcal', ['fat', 'liquid', 'sweet_base']),
          ...byDensity('kcal', ['topping']),
          ...byDensity('kcal', ['protein']),
        ],
        'kcal',
        gap,
        carbRoom,
      );
    } else if (gap < 0) {
      shift(
        [
          ...byDensity('kcal', ['fat', 'liquid', 'sweet_base']),
          ...byDensity('kcal', ['topping', 'sweet_flavour']),
          ...byDensity('kcal', ['protein']),
          ...byDensity('kcal', ['vegetable', 'salad_leaf']),
        ],
        'kcal',
        gap,
        proteinFloor,
      );
    }
  }
  capCarbs();
}

/** How a draft meets its wishes, per serving (shared by the builtin and model paths). */
export function recipeWishResults(
  wishes: RecipeWishes,
  perServing: RecipeNutrition['perServing'],
): WishResult[] {
  const out: WishResult[] = [];
  if (wishes.maxNetCarbsG !== undefined)
    out.push({
      wish: 'maxNetCarbsG',
      target: wishes.maxNetCarbsG,
      actual: perServing.netCarbsG,
      met: perServing.netCarbsG <= wishes.maxNetCarbsG + 0.05,
    });
  if (wishes.minProteinG !== undefined)
    out.push({
      wish: 'minProteinG',
      target: wishes.minProteinG,
      actual: perServing.proteinG,
      met: perServing.proteinG >= wishes.minProteinG - 0.5,
    });
  if (wishes.targetKcal !== undefined)
    out.push({
      wish: 'targetKcal',
      target: wishes.targetKcal,
      actual: perServing.energyKcal,
      // Within 10 %: kitchen rounding and slot limits make an exact hit rare.
      met: Math.abs(perServing.energyKcal - wishes.targetKcal) <= wishes.targetKcal * 0.1,
    });
  return out;
}
