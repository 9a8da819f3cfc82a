import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FoodPortion } from '@ketoflow/contracts';
import { round2 } from '@ketoflow/domain';
import { portionLabel } from './fdc-import.rows.js';
import { at, checkFdcId, columns, csv, type MalformedRow } from './fdc-import.rows.js';

export { portionLabel } from './fdc-import.rows.js';
export type { MalformedRow } from './fdc-import.rows.js';

/** FoodData Central nutrient ids (decision 006). Amounts in food_nutrient.csv are per 100 g. */
export const N = {
  energy: 1008,
  energyAtwaterGeneral: 2047,
  energyAtwaterSpecific: 2048,
  protein: 1003,
  fat: 1004,
  carbByDifference: 1005,
  carbBySummation: 1050,
  fiber: 1079,
  sugars: 2000,
  sugarAlcohols: 1086,
  sodium: 1093,
  saturatedFat: 1258,
} as const;
/**
 * Each used nutrient's slot in a food's amounts: one small array per food instead of a map
 * (a full download has hundreds of thousands of foods; the maps were most of the reading's
 * garbage collection).
 */
const SLOT = new Map<number, number>(Object.values(N).map((id, slot) => [id, slot]));

/** A food's amounts before its first row: all missing (a plain array of doubles copies fastest). */
const NO_AMOUNTS: number[] = Array.from(SLOT.keys(), () => Number.NaN);

/** A food's amount of a nutrient per 100 g, undefined when the download has none. */
export function amountOf(amounts: number[] | undefined, nutrient: number): number | undefined {
  const value = amounts?.[SLOT.get(nutrient) ?? -1];
  return value === undefined || Number.isNaN(value) ? undefined : value;
}

export type FoodInfo = {
  dataType: string;
  /** branded_food.csv's brand name, else its brand owner; null for generic foods. */
  brand: string | null;
  description: string;
  categoryId: string;
  published: string;
};

/** What the reading stage kept of a download: only the chosen foods and what they need. */
export type FdcDownload = {
  foodsInFile: number;
  skippedOtherTypes: number;
  /** Per data type not imported, how many foods food.csv has of it. */
  otherTypes: Record<string, number>;
  /** Every malformed row (reported, skipped). */
  malformed: MalformedRow[];
  foods: Map<number, FoodInfo>;
  /** Per food, the amounts per 100 g of the nutrients in N (read with amountOf). */
  amounts: Map<number, number[]>;
  portions: Map<number, { seq: number; portion: FoodPortion }[]>;
  /** Curated foods ("usda-ndb-01123") and the FDC food each is. */
  ndbLinks: { id: string; fdc_id: number }[];
};

/** How many malformed rows are logged one by one; the rest are counted. */
const LOGGED_MALFORMED = 20;

/**
 * The reading stage: streams every CSV file of the download once, keeping only the foods of
 * the wanted data types (`wanted` null: all) with their nutrients, portions and NDB links.
 */
export async function readFdcDownload(
  folder: string,
  wanted: ReadonlySet<string> | null,
  log: (line: string) => void,
): Promise<FdcDownload> {
  for (const file of ['food.csv', 'nutrient.csv', 'food_nutrient.csv']) {
    if (!existsSync(path.join(folder, file)))
      throw new Error(`${file} is missing in ${folder}: point to an unzipped FDC CSV download.`);
  }
  let foodsInFile = 0;
  let skippedOtherTypes = 0;
  const otherTypes: Record<string, number> = {};
  const malformed: MalformedRow[] = [];
  const report = (row: MalformedRow) => {
    malformed.push(row);
    if (malformed.length <= LOGGED_MALFORMED)
      log(`${row.file} line ${row.line}: ${row.reason}; skipped`);
    else if (malformed.length === LOGGED_MALFORMED + 1)
      log('more malformed rows: only counted from here on');
  };
  const progress = (file: string, rows: number) => {
    if (rows % 1_000_000 === 0) log(`${file}: ${rows / 1_000_000} million rows read`);
  };

  // 1. Which foods: food.csv (a few hundred thousand rows in the full download).
  const foods = new Map<number, FoodInfo>();
  for await (const { rows, col } of csv(folder, 'food.csv', report, checkFdcId)) {
    const c = columns(col, [
      'fdc_id',
      'data_type',
      'description',
      'food_category_id',
      'publication_date',
    ] as const);
    for (const row of rows) {
      foodsInFile += 1;
      progress('food.csv', foodsInFile);
      const fdcId = Number(at(row, c.fdc_id));
      const dataType = at(row, c.data_type);
      if (fdcId <= 0) continue;
      if (wanted && !wanted.has(dataType)) {
        skippedOtherTypes += 1;
        otherTypes[dataType] = (otherTypes[dataType] ?? 0) + 1;
        continue;
      }
      foods.set(fdcId, {
        dataType,
        brand: null,
        description: at(row, c.description).trim(),
        categoryId: at(row, c.food_category_id),
        published: at(row, c.publication_date),
      });
    }
  }
  log(`food.csv: ${foodsInFile} foods, ${foods.size} selected`);

  // 2. Nutrient ids. Some exports (FNDDS) put the legacy nutrient *number* in
  // food_nutrient.nutrient_id; map those numbers to ids too.
  const nutrientIdOf = new Map<string, number>();
  for await (const { rows, col } of csv(folder, 'nutrient.csv', report)) {
    const c = columns(col, ['id', 'nutrient_nbr'] as const);
    for (const row of rows) {
      const id = Number(at(row, c.id));
      if (!Number.isInteger(id)) continue;
      nutrientIdOf.set(String(id), id);
      const nbr = at(row, c.nutrient_nbr).trim();
      if (nbr && !nutrientIdOf.has(nbr)) nutrientIdOf.set(nbr, id);
    }
  }

  // 3. Amounts per 100 g of the nutrients we use, for the selected foods only.
  const amounts = new Map<number, number[]>();
  let nutrientRows = 0;
  const checkAmount = (row: string[], col: (name: string) => number) => {
    const amount = at(row, col('amount'));
    return (
      checkFdcId(row, col) ??
      (amount === '' || Number.isFinite(Number(amount))
        ? null
        : `amount "${amount}" is not a number`)
    );
  };
  for await (const { rows, col } of csv(folder, 'food_nutrient.csv', report, checkAmount)) {
    const c = columns(col, ['fdc_id', 'nutrient_id', 'amount'] as const);
    for (const row of rows) {
      progress('food_nutrient.csv', (nutrientRows += 1));
      const fdcId = Number(at(row, c.fdc_id));
      if (!foods.has(fdcId)) continue;
      const raw = at(row, c.nutrient_id).trim();
      const nutrient = nutrientIdOf.get(raw) ?? Number(raw);
      const slot = SLOT.get(nutrient);
      if (slot === undefined) continue;
      const value = Number(at(row, c.amount));
      if (at(row, c.amount) === '' || !Number.isFinite(value)) continue;
      let slots = amounts.get(fdcId);
      if (!slots) amounts.set(fdcId, (slots = NO_AMOUNTS.slice()));
      slots[slot] = Math.max(0, value);
    }
  }

  // 4. Household portions (optional files).
  const unitNames = new Map<string, string>();
  if (existsSync(path.join(folder, 'measure_unit.csv'))) {
    for await (const { rows, col } of csv(folder, 'measure_unit.csv', report)) {
      const c = columns(col, ['id', 'name'] as const);
      for (const row of rows) unitNames.set(at(row, c.id), at(row, c.name));
    }
  }
  const portions = new Map<number, { seq: number; portion: FoodPortion }[]>();
  if (existsSync(path.join(folder, 'food_portion.csv'))) {
    for await (const { rows, col } of csv(folder, 'food_portion.csv', report)) {
      const c = columns(col, [
        'fdc_id',
        'gram_weight',
        'amount',
        'measure_unit_id',
        'portion_description',
        'modifier',
        'seq_num',
      ] as const);
      for (const row of rows) {
        const fdcId = Number(at(row, c.fdc_id));
        if (!foods.has(fdcId)) continue;
        const grams = Number(at(row, c.gram_weight));
        if (!(grams > 0 && grams <= 5000)) continue;
        const label = portionLabel({
          amount: at(row, c.amount),
          unitName: unitNames.get(at(row, c.measure_unit_id)),
          description: at(row, c.portion_description),
          modifier: at(row, c.modifier),
        }).slice(0, 80);
        if (!label) continue;
        let list = portions.get(fdcId);
        if (!list) portions.set(fdcId, (list = []));
        if (list.some((p) => p.portion.label === label)) continue;
        list.push({
          seq: Number(at(row, c.seq_num)) || list.length + 1,
          portion: { label, grams: round2(grams) },
        });
      }
    }
  }

  // 5. SR Legacy ids → NDB numbers (optional): links curated foods ("usda-ndb-01123").
  const ndbLinks: { id: string; fdc_id: number }[] = [];
  if (existsSync(path.join(folder, 'sr_legacy_food.csv'))) {
    for await (const { rows, col } of csv(folder, 'sr_legacy_food.csv', report)) {
      const c = columns(col, ['fdc_id', 'NDB_number', 'ndb_number'] as const);
      for (const row of rows) {
        const fdcId = Number(at(row, c.fdc_id));
        const ndb = (at(row, c.NDB_number) || at(row, c.ndb_number)).trim();
        if (foods.has(fdcId) && /^\d+$/.test(ndb))
          ndbLinks.push({ id: `usda-ndb-${ndb.padStart(5, '0')}`, fdc_id: fdcId });
      }
    }
  }

  // 6. Brands of branded foods (optional: the Branded Foods download has it).
  if (existsSync(path.join(folder, 'branded_food.csv'))) {
    for await (const { rows, col } of csv(folder, 'branded_food.csv', report)) {
      const c = columns(col, ['fdc_id', 'brand_name', 'brand_owner'] as const);
      for (const row of rows) {
        const info = foods.get(Number(at(row, c.fdc_id)));
        if (!info) continue;
        const brand = at(row, c.brand_name).trim() || at(row, c.brand_owner).trim();
        if (brand) info.brand = brand.slice(0, 120);
      }
    }
  }

  return {
    foodsInFile,
    skippedOtherTypes,
    otherTypes,
    malformed,
    foods,
    amounts,
    portions,
    ndbLinks,
  };
}
