import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FoodPortion } from '@ketoflow/contracts';
import { round2 } from '@ketoflow/domain';
import { readCsvBatches } from './csv.js';

/** FDC nutrient ids (facts §5.1). Amounts in food_nutrient.csv are per 100 g. */
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
const WANTED = new Set<number>(Object.values(N));

export type FoodInfo = {
  dataType: string;
  /** branded_food.csv's brand name, else its brand owner; null for generic foods. */
  brand: string | null;
  description: string;
  categoryId: string;
  published: string;
};

/** A row the importer could not read: where it is and why; the row is skipped. */
export type MalformedRow = { file: string; line: number; reason: string };

/** What the reading stage kept of a download: only the chosen foods and what they need. */
export type FdcDownload = {
  foodsInFile: number;
  skippedOtherTypes: number;
  /** Per data type not imported, how many foods food.csv has of it. */
  otherTypes: Record<string, number>;
  /** Every malformed row (reported, skipped). */
  malformed: MalformedRow[];
  foods: Map<number, FoodInfo>;
  /** Per food, nutrient id → amount per 100 g. */
  amounts: Map<number, Map<number, number>>;
  portions: Map<number, { seq: number; portion: FoodPortion }[]>;
  /** Curated foods ("usda-ndb-01123") and the FDC food each is. */
  ndbLinks: { id: string; fdc_id: number }[];
};

/** How many malformed rows are logged one by one; the rest are counted. */
const LOGGED_MALFORMED = 20;

/**
 * The rows of one file as objects keyed by its header. A row with another number of fields
 * than the header (a stray quote or comma shifts every value after it) is malformed: it is
 * reported with its line number and skipped. `check` may reject a row for a bad value.
 */
async function* csv(
  folder: string,
  file: string,
  report: (row: MalformedRow) => void,
  check?: (row: Record<string, string>) => string | null,
): AsyncGenerator<Record<string, string>[]> {
  let header: string[] | null = null;
  for await (const batch of readCsvBatches(
    createReadStream(path.join(folder, file), { highWaterMark: 1 << 20 }),
  )) {
    const rows: Record<string, string>[] = [];
    for (let r = 0; r < batch.records.length; r += 1) {
      const record = batch.records[r] as string[];
      const line = batch.lines[r] as number;
      if (!header) {
        header = record.map((h) => h.trim());
        continue;
      }
      if (record.length !== header.length) {
        report({
          file,
          line,
          reason: `${record.length} fields where the header has ${header.length}`,
        });
        continue;
      }
      const row: Record<string, string> = {};
      for (let i = 0; i < header.length; i += 1) row[header[i] as string] = record[i] as string;
      const problem = check?.(row);
      if (problem) {
        report({ file, line, reason: problem });
        continue;
      }
      rows.push(row);
    }
    yield rows;
  }
}

const isId = (value: string | undefined) => /^\s*\d+\s*$/.test(value ?? '');
const checkFdcId = (row: Record<string, string>) =>
  isId(row.fdc_id) ? null : `fdc_id "${row.fdc_id ?? ''}" is not a number`;

/** "1", "0.5", "2.25" — amounts as a cook writes them. */
function formatAmount(amount: number): string {
  return String(round2(amount));
}

/**
 * A household portion's label: the description when FDC gives one ("1 tablespoon"),
 * else amount + unit + modifier ("1" + "cup" + "chopped"); SR Legacy stores its unit in
 * the modifier with the unit "undetermined" ("1 cup, cubes", "1 large").
 */
export function portionLabel(p: {
  amount: string;
  unitName: string | undefined;
  description: string;
  modifier: string;
}): string {
  const description = p.description.trim();
  const modifier = p.modifier.trim();
  if (description) {
    return modifier && !description.includes(modifier)
      ? `${description}, ${modifier}`
      : description;
  }
  const amount = Number(p.amount) > 0 ? formatAmount(Number(p.amount)) : '1';
  const unit = p.unitName && !/^undetermined$/i.test(p.unitName) ? p.unitName : '';
  return [amount, unit, modifier].filter(Boolean).join(' ');
}

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
  for await (const rows of csv(folder, 'food.csv', report, checkFdcId))
    for (const row of rows) {
      foodsInFile += 1;
      progress('food.csv', foodsInFile);
      const fdcId = Number(row.fdc_id);
      const dataType = row.data_type ?? '';
      if (fdcId <= 0) continue;
      if (wanted && !wanted.has(dataType)) {
        skippedOtherTypes += 1;
        otherTypes[dataType] = (otherTypes[dataType] ?? 0) + 1;
        continue;
      }
      foods.set(fdcId, {
        dataType,
        brand: null,
        description: (row.description ?? '').trim(),
        categoryId: row.food_category_id ?? '',
        published: row.publication_date ?? '',
      });
    }
  log(`food.csv: ${foodsInFile} foods, ${foods.size} selected`);

  // 2. Nutrient ids. Some exports (FNDDS) put the legacy nutrient *number* in
  // food_nutrient.nutrient_id; map those numbers to ids too.
  const nutrientIdOf = new Map<string, number>();
  for await (const rows of csv(folder, 'nutrient.csv', report))
    for (const row of rows) {
      const id = Number(row.id);
      if (!Number.isInteger(id)) continue;
      nutrientIdOf.set(String(id), id);
      const nbr = (row.nutrient_nbr ?? '').trim();
      if (nbr && !nutrientIdOf.has(nbr)) nutrientIdOf.set(nbr, id);
    }

  // 3. Amounts per 100 g of the nutrients we use, for the selected foods only.
  const amounts = new Map<number, Map<number, number>>();
  let nutrientRows = 0;
  const checkAmount = (row: Record<string, string>) =>
    checkFdcId(row) ??
    (row.amount === '' || Number.isFinite(Number(row.amount))
      ? null
      : `amount "${row.amount ?? ''}" is not a number`);
  for await (const rows of csv(folder, 'food_nutrient.csv', report, checkAmount))
    for (const row of rows) {
      progress('food_nutrient.csv', (nutrientRows += 1));
      const fdcId = Number(row.fdc_id);
      if (!foods.has(fdcId)) continue;
      const raw = (row.nutrient_id ?? '').trim();
      const nutrient = nutrientIdOf.get(raw) ?? Number(raw);
      if (!WANTED.has(nutrient)) continue;
      const value = Number(row.amount);
      if (row.amount === '' || !Number.isFinite(value)) continue;
      let map = amounts.get(fdcId);
      if (!map) amounts.set(fdcId, (map = new Map<number, number>()));
      map.set(nutrient, Math.max(0, value));
    }

  // 4. Household portions (optional files).
  const unitNames = new Map<string, string>();
  if (existsSync(path.join(folder, 'measure_unit.csv'))) {
    for await (const rows of csv(folder, 'measure_unit.csv', report))
      for (const row of rows) unitNames.set(row.id ?? '', row.name ?? '');
  }
  const portions = new Map<number, { seq: number; portion: FoodPortion }[]>();
  if (existsSync(path.join(folder, 'food_portion.csv'))) {
    for await (const rows of csv(folder, 'food_portion.csv', report))
      for (const row of rows) {
        const fdcId = Number(row.fdc_id);
        if (!foods.has(fdcId)) continue;
        const grams = Number(row.gram_weight);
        if (!(grams > 0 && grams <= 5000)) continue;
        const label = portionLabel({
          amount: row.amount ?? '',
          unitName: unitNames.get(row.measure_unit_id ?? ''),
          description: row.portion_description ?? '',
          modifier: row.modifier ?? '',
        }).slice(0, 80);
        if (!label) continue;
        let list = portions.get(fdcId);
        if (!list) portions.set(fdcId, (list = []));
        if (list.some((p) => p.portion.label === label)) continue;
        list.push({
          seq: Number(row.seq_num) || list.length + 1,
          portion: { label, grams: round2(grams) },
        });
      }
  }

  // 5. SR Legacy ids → NDB numbers (optional): links curated foods ("usda-ndb-01123").
  const ndbLinks: { id: string; fdc_id: number }[] = [];
  if (existsSync(path.join(folder, 'sr_legacy_food.csv'))) {
    for await (const rows of csv(folder, 'sr_legacy_food.csv', report))
      for (const row of rows) {
        const fdcId = Number(row.fdc_id);
        const ndb = (row.NDB_number ?? row.ndb_number ?? '').trim();
        if (foods.has(fdcId) && /^\d+$/.test(ndb))
          ndbLinks.push({ id: `usda-ndb-${ndb.padStart(5, '0')}`, fdc_id: fdcId });
      }
  }

  // 6. Brands of branded foods (optional: the Branded Foods download has it).
  if (existsSync(path.join(folder, 'branded_food.csv'))) {
    for await (const rows of csv(folder, 'branded_food.csv', report))
      for (const row of rows) {
        const info = foods.get(Number(row.fdc_id));
        if (!info) continue;
        const brand = (row.brand_name ?? '').trim() || (row.brand_owner ?? '').trim();
        if (brand) info.brand = brand.slice(0, 120);
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
