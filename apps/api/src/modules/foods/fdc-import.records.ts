import type { FoodCategory, FoodPortion } from '@ketoflow/contracts';
import { atwaterEnergy, buildSearchText, round2 } from '@ketoflow/domain';
import { N, amountOf, type FdcDownload } from './fdc-import.read.js';

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

/** Where each food's energy came from: an FDC nutrient id, or computed from the macros. */
export type EnergySources = Record<'1008' | '2047' | '2048' | 'computed', number>;

/**
 * The rows of the download's foods, in the column names of `foods`: facts per 100 g,
 * energy from the best source FDC gives, portions in FDC's order, our category. A food
 * without protein, fat and carbohydrate is skipped.
 */
/** One food of the download as the importer writes it (column names of `foods`). */
export type FdcRecord = {
  id: string;
  source_label: string;
  fdc_id: number;
  data_type: string;
  name: string;
  description: string | null;
  brand: string | null;
  category: FoodCategory;
  search_text: string;
  energy_kcal: number;
  protein_g: number;
  fat_g: number;
  saturated_fat_g: number;
  carbohydrate_g: number;
  fiber_g: number;
  sugars_g: number;
  sugar_alcohols_g: number;
  sodium_mg: number;
  portions: FoodPortion[];
};

/** What building the records counted (complete once the records have all been taken). */
export type RecordStats = {
  records: number;
  skippedNoNutrients: number;
  portions: number;
  energyFrom: EnergySources;
  byDataType: Record<string, number>;
};

/**
 * The download's records one at a time, so that writing can start with the first (COPY
 * sends them while the rest are built), and the counts, complete after the last record.
 */
export function fdcRecords(download: FdcDownload): {
  records: Generator<FdcRecord>;
  stats: RecordStats;
} {
  const stats: RecordStats = {
    records: 0,
    skippedNoNutrients: 0,
    portions: 0,
    energyFrom: { '1008': 0, '2047': 0, '2048': 0, computed: 0 },
    byDataType: {},
  };
  return { records: generate(download, stats), stats };
}

function* generate(download: FdcDownload, stats: RecordStats): Generator<FdcRecord> {
  const { energyFrom, byDataType } = stats;
  for (const [fdcId, info] of download.foods) {
    const amounts = download.amounts.get(fdcId);
    const n = { get: (nutrient: number) => amountOf(amounts, nutrient) };
    const protein = n.get(N.protein);
    const fat = n.get(N.fat);
    const carbs = n.get(N.carbByDifference) ?? n.get(N.carbBySummation);
    if (protein === undefined && fat === undefined && carbs === undefined) {
      stats.skippedNoNutrients += 1;
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
    if (energy !== undefined) energyFrom['1008'] += 1;
    else if ((energy = n.get(N.energyAtwaterGeneral)) !== undefined) energyFrom['2047'] += 1;
    else if ((energy = n.get(N.energyAtwaterSpecific)) !== undefined) energyFrom['2048'] += 1;
    else {
      energy = atwaterEnergy(facts);
      energyFrom.computed += 1;
    }
    const foodPortions = (download.portions.get(fdcId) ?? [])
      .sort((a, b) => a.seq - b.seq)
      .map((p) => p.portion);
    stats.portions += foodPortions.length;
    byDataType[info.dataType] = (byDataType[info.dataType] ?? 0) + 1;
    const name = info.description || `FDC food ${fdcId}`;
    // A branded food always has a brand: search tells generic from branded by it.
    const brand = info.brand ?? (info.dataType === 'branded_food' ? 'Branded food' : null);
    stats.records += 1;
    yield {
      id: `usda-${fdcId}`,
      fdc_id: fdcId,
      source_label: `USDA FoodData Central, ${DATA_TYPE_LABELS[info.dataType] ?? info.dataType}${
        info.published ? ` (${info.published.slice(0, 10)})` : ''
      }`,
      data_type: info.dataType,
      name,
      description: info.description || null,
      brand,
      category: categoryOf(info.categoryId, info.description),
      // The description is the name for FDC foods: once is enough (half the trigrams).
      search_text: buildSearchText({ name, brand }),
      energy_kcal: round2(energy),
      protein_g: facts.proteinG,
      fat_g: facts.fatG,
      saturated_fat_g: facts.saturatedFatG,
      carbohydrate_g: facts.carbohydrateG,
      fiber_g: facts.fiberG,
      sugars_g: facts.sugarsG,
      sugar_alcohols_g: facts.sugarAlcoholsG,
      sodium_mg: facts.sodiumMg,
      portions: foodPortions,
    };
  }
}
