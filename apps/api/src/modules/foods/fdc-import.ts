import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FoodCategory, FoodPortion } from '@ketoflow/contracts';
import { atwaterEnergy, buildSearchText, round2 } from '@ketoflow/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { readCsvObjects } from './csv.js';

/**
 * Imports a USDA FoodData Central CSV download (facts file §5.1) into `foods`, streaming
 * every file, so the multi-gigabyte full download never sits in memory: only the chosen
 * foods' nutrients and portions are kept.
 *
 * Idempotent: rows are upserted by fdc_id (id `usda-<fdcId>`) and only rewritten when a
 * value differs. A food that already has a row for its fdc_id — a curated food linked to
 * FDC, or an earlier import — keeps its name, aliases and category; its numbers, portions
 * and description follow the download.
 */

/** The data types imported unless told otherwise: the lab-analysed reference sets. */
export const DEFAULT_DATA_TYPES = ['sr_legacy_food', 'foundation_food'] as const;

/** FDC nutrient ids (facts §5.1). Amounts in food_nutrient.csv are per 100 g. */
const N = {
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

/**
 * FDC's food_category ids follow the SR food groups (1 = Dairy and Egg Products … 25 =
 * Snacks). Our categories are coarser; anything unmapped is "other".
 */
function categoryOf(categoryId: string, description: string): FoodCategory {
  const d = description.toLowerCase();
  switch (Number(categoryId)) {
    case 1:
      if (d.startsWith('egg')) return 'eggs';
      if (d.startsWith('cheese')) return 'cheese';
      return 'dairy';
    case 2:
    case 6:
      return 'condiments_sauces';
    case 4:
      return 'fats_oils';
    case 5:
      return 'poultry';
    case 7:
    case 10:
    case 13:
    case 17:
      return 'meat';
    case 8:
    case 18:
    case 19:
    case 20:
    case 25:
      return 'high_carb';
    case 9:
      return 'fruits';
    case 11:
      return 'vegetables';
    case 12:
      return 'nuts_seeds';
    case 14:
      return 'drinks';
    case 15:
      return 'fish_seafood';
    default:
      return 'other';
  }
}

const DATA_TYPE_LABELS: Record<string, string> = {
  sr_legacy_food: 'SR Legacy',
  foundation_food: 'Foundation Foods',
  survey_fndds_food: 'FNDDS (survey)',
  branded_food: 'Branded Foods',
  sample_food: 'sample',
  experimental_food: 'Experimental Foods',
};

export type ImportOptions = {
  /** FDC data_type values to import; default DEFAULT_DATA_TYPES. */
  dataTypes?: readonly string[];
  /** Import every data type in food.csv. */
  allDataTypes?: boolean;
  /** Rows per upsert statement. */
  batchSize?: number;
  log?: (line: string) => void;
};

export type ImportSummary = {
  foodsInFile: number;
  selected: number;
  skippedOtherTypes: number;
  skippedNoNutrients: number;
  inserted: number;
  updated: number;
  unchanged: number;
  linkedCurated: number;
  portions: number;
  energyFrom: Record<'1008' | '2047' | '2048' | 'computed', number>;
  byDataType: Record<string, number>;
  ms: number;
};

type FoodInfo = { dataType: string; description: string; categoryId: string; published: string };

function csv(folder: string, file: string) {
  return readCsvObjects(createReadStream(path.join(folder, file)));
}

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

export async function importFdcFolder(
  db: Db,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const wantedTypes = new Set(options.dataTypes ?? DEFAULT_DATA_TYPES);
  for (const file of ['food.csv', 'nutrient.csv', 'food_nutrient.csv']) {
    if (!existsSync(path.join(folder, file)))
      throw new Error(`${file} is missing in ${folder}: point to an unzipped FDC CSV download.`);
  }
  const summary: ImportSummary = {
    foodsInFile: 0,
    selected: 0,
    skippedOtherTypes: 0,
    skippedNoNutrients: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    linkedCurated: 0,
    portions: 0,
    energyFrom: { '1008': 0, '2047': 0, '2048': 0, computed: 0 },
    byDataType: {},
    ms: 0,
  };

  // 1. Which foods: food.csv (a few hundred thousand rows in the full download).
  const foods = new Map<number, FoodInfo>();
  for await (const row of csv(folder, 'food.csv')) {
    summary.foodsInFile += 1;
    const fdcId = Number(row.fdc_id);
    const dataType = row.data_type ?? '';
    if (!Number.isInteger(fdcId) || fdcId <= 0) continue;
    if (!options.allDataTypes && !wantedTypes.has(dataType)) {
      summary.skippedOtherTypes += 1;
      continue;
    }
    foods.set(fdcId, {
      dataType,
      description: (row.description ?? '').trim(),
      categoryId: row.food_category_id ?? '',
      published: row.publication_date ?? '',
    });
  }
  log(`food.csv: ${summary.foodsInFile} foods, ${foods.size} selected`);

  // 2. Nutrient ids. Some exports (FNDDS) put the legacy nutrient *number* in
  // food_nutrient.nutrient_id; map those numbers to ids too.
  const nutrientIdOf = new Map<string, number>();
  for await (const row of csv(folder, 'nutrient.csv')) {
    const id = Number(row.id);
    if (!Number.isInteger(id)) continue;
    nutrientIdOf.set(String(id), id);
    const nbr = (row.nutrient_nbr ?? '').trim();
    if (nbr && !nutrientIdOf.has(nbr)) nutrientIdOf.set(nbr, id);
  }

  // 3. Amounts per 100 g of the nutrients we use, for the selected foods only.
  const amounts = new Map<number, Map<number, number>>();
  for await (const row of csv(folder, 'food_nutrient.csv')) {
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
    for await (const row of csv(folder, 'measure_unit.csv'))
      unitNames.set(row.id ?? '', row.name ?? '');
  }
  const portions = new Map<number, { seq: number; portion: FoodPortion }[]>();
  if (existsSync(path.join(folder, 'food_portion.csv'))) {
    for await (const row of csv(folder, 'food_portion.csv')) {
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
    for await (const row of csv(folder, 'sr_legacy_food.csv')) {
      const fdcId = Number(row.fdc_id);
      const ndb = (row.NDB_number ?? row.ndb_number ?? '').trim();
      if (foods.has(fdcId) && /^\d+$/.test(ndb))
        ndbLinks.push({ id: `usda-ndb-${ndb.padStart(5, '0')}`, fdc_id: fdcId });
    }
  }

  // 6. Rows.
  const records = [];
  for (const [fdcId, info] of foods) {
    const n = amounts.get(fdcId) ?? new Map<number, number>();
    const protein = n.get(N.protein);
    const fat = n.get(N.fat);
    const carbs = n.get(N.carbByDifference) ?? n.get(N.carbBySummation);
    if (protein === undefined && fat === undefined && carbs === undefined) {
      summary.skippedNoNutrients += 1;
      continue;
    }
    const facts = {
      proteinG: round2(protein ?? 0),
      fatG: round2(fat ?? 0),
      saturatedFatG: round2(n.get(N.saturatedFat) ?? 0),
      carbohydrateG: round2(carbs ?? 0),
      fiberG: round2(n.get(N.fiber) ?? 0),
      sugarsG: round2(n.get(N.sugars) ?? 0),
      sugarAlcoholsG: round2(n.get(N.sugarAlcohols) ?? 0),
      sodiumMg: round2(n.get(N.sodium) ?? 0),
    };
    // Energy: 1008, else Atwater general (2047), else specific (2048), else from the macros.
    let energy = n.get(N.energy);
    if (energy !== undefined) summary.energyFrom['1008'] += 1;
    else if ((energy = n.get(N.energyAtwaterGeneral)) !== undefined)
      summary.energyFrom['2047'] += 1;
    else if ((energy = n.get(N.energyAtwaterSpecific)) !== undefined)
      summary.energyFrom['2048'] += 1;
    else {
      energy = atwaterEnergy(facts);
      summary.energyFrom.computed += 1;
    }
    const foodPortions = (portions.get(fdcId) ?? [])
      .sort((a, b) => a.seq - b.seq)
      .map((p) => p.portion);
    summary.portions += foodPortions.length;
    summary.byDataType[info.dataType] = (summary.byDataType[info.dataType] ?? 0) + 1;
    const name = info.description || `FDC food ${fdcId}`;
    records.push({
      id: `usda-${fdcId}`,
      fdc_id: fdcId,
      source_label: `USDA FoodData Central, ${DATA_TYPE_LABELS[info.dataType] ?? info.dataType}${
        info.published ? ` (${info.published.slice(0, 10)})` : ''
      }`,
      data_type: info.dataType,
      name,
      description: info.description || null,
      category: categoryOf(info.categoryId, info.description),
      search_text: buildSearchText({ name, description: info.description }),
      energy_kcal: round2(energy),
      ...Object.fromEntries(
        Object.entries(facts).map(([k, v]) => [
          k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
          v,
        ]),
      ),
      portions: foodPortions,
    });
  }
  summary.selected = records.length;

  // 7. Write: link curated foods first, then upsert in batches.
  if (ndbLinks.length > 0) {
    const links = JSON.stringify(ndbLinks);
    summary.linkedCurated = await db.transaction(async (tx) => {
      // An earlier import of the same FDC food steps aside: the curated food takes its fdc_id
      // (the earlier row stays, since the diary may point at it).
      await tx.execute(sql`
        UPDATE foods f SET fdc_id = NULL, updated_at = now()
        FROM jsonb_to_recordset(${links}::jsonb) AS l(id text, fdc_id int)
        JOIN foods c ON c.id = l.id AND c.fdc_id IS NULL
        WHERE f.fdc_id = l.fdc_id AND f.id <> l.id`);
      const linked = await queryRows<{ id: string }>(
        tx,
        sql`
        UPDATE foods c SET fdc_id = l.fdc_id, updated_at = now()
        FROM jsonb_to_recordset(${links}::jsonb) AS l(id text, fdc_id int)
        WHERE c.id = l.id AND c.fdc_id IS NULL
        RETURNING c.id`,
      );
      return linked.length;
    });
  }

  const batchSize = options.batchSize ?? 500;
  for (let i = 0; i < records.length; i += batchSize) {
    const batch = JSON.stringify(records.slice(i, i + batchSize));
    const rows = await queryRows<{ inserted: boolean }>(
      db,
      sql`
      INSERT INTO foods (id, owner_id, source, source_label, fdc_id, data_type, name, description,
        category, aliases, search_text, energy_kcal, protein_g, fat_g, saturated_fat_g,
        carbohydrate_g, fiber_g, sugars_g, sugar_alcohols_g, sodium_mg, portions)
      SELECT r.id, NULL, 'usda', r.source_label, r.fdc_id, r.data_type, r.name, r.description,
        r.category, '{}', r.search_text, r.energy_kcal, r.protein_g, r.fat_g, r.saturated_fat_g,
        r.carbohydrate_g, r.fiber_g, r.sugars_g, r.sugar_alcohols_g, r.sodium_mg, r.portions
      FROM jsonb_to_recordset(${batch}::jsonb) AS r(id text, source_label text, fdc_id int,
        data_type text, name text, description text, category text, search_text text,
        energy_kcal float8, protein_g float8, fat_g float8, saturated_fat_g float8,
        carbohydrate_g float8, fiber_g float8, sugars_g float8, sugar_alcohols_g float8,
        sodium_mg float8, portions jsonb)
      ON CONFLICT (fdc_id) WHERE fdc_id IS NOT NULL DO UPDATE SET
        source_label = excluded.source_label, data_type = excluded.data_type,
        description = excluded.description, energy_kcal = excluded.energy_kcal,
        protein_g = excluded.protein_g, fat_g = excluded.fat_g,
        saturated_fat_g = excluded.saturated_fat_g, carbohydrate_g = excluded.carbohydrate_g,
        fiber_g = excluded.fiber_g, sugars_g = excluded.sugars_g,
        sugar_alcohols_g = excluded.sugar_alcohols_g, sodium_mg = excluded.sodium_mg,
        portions = excluded.portions, updated_at = now()
      WHERE (foods.source_label, foods.data_type, foods.description, foods.energy_kcal,
          foods.protein_g, foods.fat_g, foods.saturated_fat_g, foods.carbohydrate_g,
          foods.fiber_g, foods.sugars_g, foods.sugar_alcohols_g, foods.sodium_mg, foods.portions)
        IS DISTINCT FROM (excluded.source_label, excluded.data_type, excluded.description,
          excluded.energy_kcal, excluded.protein_g, excluded.fat_g, excluded.saturated_fat_g,
          excluded.carbohydrate_g, excluded.fiber_g, excluded.sugars_g,
          excluded.sugar_alcohols_g, excluded.sodium_mg, excluded.portions)
      RETURNING (xmax = 0) AS inserted`,
    );
    const inserted = rows.filter((r) => r.inserted).length;
    summary.inserted += inserted;
    summary.updated += rows.length - inserted;
    summary.unchanged += Math.min(batchSize, records.length - i) - rows.length;
    log(`upserted ${Math.min(i + batchSize, records.length)} / ${records.length}`);
  }
  // Fresh statistics: an import can grow the table a hundredfold (trigram index vs scan).
  if (summary.inserted + summary.updated > 0) await db.execute(sql`ANALYZE foods`);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
