// A FoodData Central CSV download made up for the food-scale benchmark: the shipped curated
// foods' names combined with preparations (generic, survey-style foods) and with brands and
// sizes (branded foods), each with the curated food's facts per 100 g slightly varied. Written
// in FDC's own format (food.csv, nutrient.csv, food_nutrient.csv, branded_food.csv) so the
// benchmark loads it through the real importer (`npm run foods:import`).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { rng } from './food-queries.mjs';

const PREPARATIONS = [
  'boiled',
  'baked',
  'grilled',
  'fried',
  'roasted',
  'steamed',
  'sauteed',
  'frozen',
  'canned',
  'dried',
  'smoked',
  'pickled',
  'mashed',
  'pureed',
  'stewed',
  'braised',
  'microwaved',
  'with salt',
  'without salt',
  'organic',
];

const BRANDS = [
  'Kerrygold',
  'Trader Joe’s',
  'Great Value',
  'Kirkland Signature',
  'Whole Foods Market',
  '365 Everyday Value',
  'Kroger',
  'Aldi Simply Nature',
  'Lidl Deluxe',
  'Tesco Finest',
  'Sainsbury’s',
  'Waitrose Essential',
  'Organic Valley',
  'Horizon Organic',
  'Tillamook',
  'Cabot',
  'Land O’Lakes',
  'Président',
  'Arla',
  'Danone',
  'Fage',
  'Chobani',
  'Oikos',
  'Siggi’s',
  'Tyson',
  'Perdue',
  'Oscar Mayer',
  'Hormel',
  'Applegate',
  'Boar’s Head',
  'Wild Planet',
  'StarKist',
  'Bumble Bee',
  'Birds Eye',
  'Green Giant',
  'Del Monte',
  'Dole',
  'Driscoll’s',
  'Blue Diamond',
  'Planters',
  'Wonderful',
  'Justin’s',
  'Kraft',
  'Heinz',
  'Hellmann’s',
  'Primal Kitchen',
  'Sir Kensington’s',
  'Bertolli',
  'California Olive Ranch',
  'Nutiva',
  'Califia Farms',
  'Silk',
  'Lindt',
  'Ghirardelli',
  'Lily’s',
  'Atkins',
  'Quest',
  'Nature’s Own',
  'Barilla',
  'Uncle Ben’s',
];

const SIZES = [
  '100 g',
  '150 g',
  '200 g',
  '250 g',
  '300 g',
  '400 g',
  '500 g',
  '1 kg',
  '8 oz',
  '12 oz',
  '16 oz',
  'family pack',
];

/** FDC food_category ids for our categories, so the importer maps them back. */
const CATEGORY_IDS = {
  dairy: 1,
  eggs: 1,
  cheese: 1,
  condiments_sauces: 2,
  fats_oils: 4,
  poultry: 5,
  meat: 10,
  high_carb: 18,
  fruits: 9,
  vegetables: 11,
  nuts_seeds: 12,
  drinks: 14,
  fish_seafood: 15,
};

const NUTRIENTS = [
  [1003, 'Protein', 'G', '203', 'proteinG'],
  [1004, 'Total lipid (fat)', 'G', '204', 'fatG'],
  [1005, 'Carbohydrate, by difference', 'G', '205', 'carbohydrateG'],
  [1008, 'Energy', 'KCAL', '208', 'energyKcal'],
  [1079, 'Fiber, total dietary', 'G', '291', 'fiberG'],
  [2000, 'Total Sugars', 'G', '269', 'sugarsG'],
  [1093, 'Sodium, Na', 'MG', '307', 'sodiumMg'],
  [1258, 'Fatty acids, total saturated', 'G', '606', 'saturatedFatG'],
  // Not used by the importer: read and skipped, as in a real download.
  [1062, 'Energy', 'kJ', '268', null],
  [1087, 'Calcium, Ca', 'MG', '301', null],
];

const q = (value) => `"${String(value).replace(/"/g, '""')}"`;

/** A buffered CSV writer: one write call per few thousand lines. */
function csvWriter(folder, file, columns) {
  const stream = createWriteStream(path.join(folder, file));
  let buffer = `${columns.map(q).join(',')}\n`;
  return {
    async row(values) {
      buffer += `${values.map(q).join(',')}\n`;
      if (buffer.length > 1 << 20) {
        if (!stream.write(buffer)) await once(stream, 'drain');
        buffer = '';
      }
    },
    async end() {
      stream.end(buffer);
      await once(stream, 'finish');
    },
  };
}

/**
 * Writes the download for `total` foods (including the curated ones already in the
 * database, which it does not repeat) and returns what it holds.
 */
export async function writeFdcCatalogue(folder, curated, total) {
  const r = rng(4_000_000);
  const base = curated.map((food) => ({
    name: food.name.replace(/, raw$/i, ''),
    categoryId: CATEGORY_IDS[food.category] ?? 25,
    per100g: food.per100g,
  }));
  const food = csvWriter(folder, 'food.csv', [
    'fdc_id',
    'data_type',
    'description',
    'food_category_id',
    'publication_date',
  ]);
  const nutrients = csvWriter(folder, 'food_nutrient.csv', [
    'id',
    'fdc_id',
    'nutrient_id',
    'amount',
  ]);
  const branded = csvWriter(folder, 'branded_food.csv', [
    'fdc_id',
    'brand_owner',
    'brand_name',
    'gtin_upc',
    'serving_size',
    'serving_size_unit',
  ]);
  const nutrientFile = csvWriter(folder, 'nutrient.csv', [
    'id',
    'name',
    'unit_name',
    'nutrient_nbr',
    'rank',
  ]);
  for (const [id, name, unit, nbr] of NUTRIENTS) await nutrientFile.row([id, name, unit, nbr, 1]);
  await nutrientFile.end();

  let fdcId = 7_000_000;
  let nutrientRowId = 1;
  const addFood = async (dataType, description, item) => {
    fdcId += 1;
    await food.row([fdcId, dataType, description, item.categoryId, '2024-04-18']);
    const jitter = 0.9 + r() * 0.2;
    for (const [id, , , , key] of NUTRIENTS) {
      const value = key ? (item.per100g[key] ?? 0) * (key === 'energyKcal' ? 1 : jitter) : 10;
      await nutrients.row([nutrientRowId++, fdcId, id, Math.round(value * 100) / 100]);
    }
    return fdcId;
  };

  const remaining = total - curated.length;
  // Generic foods: every curated food in every preparation (as FNDDS describes them).
  let generic = 0;
  for (const prep of PREPARATIONS) {
    for (const item of base) {
      if (generic >= remaining / 20) break;
      await addFood('survey_fndds_food', `${item.name}, ${prep}`, item);
      generic += 1;
    }
  }
  // Branded foods: curated food × brand × size, some with a preparation.
  const brandedCount = remaining - generic;
  const n = base.length;
  for (let k = 0; k < brandedCount; k += 1) {
    const item = base[k % n];
    const brand = BRANDS[Math.floor(k / n) % BRANDS.length];
    const size = SIZES[Math.floor(k / (n * BRANDS.length)) % SIZES.length];
    const prep = k % 3 === 0 ? `, ${PREPARATIONS[(k * 7) % PREPARATIONS.length]}` : '';
    const id = await addFood('branded_food', `${item.name}${prep}, ${size}`, item);
    const gtin = String(10_000_000_000 + id).padStart(13, '0');
    await branded.row([id, `${brand} Foods Inc.`, brand, gtin, 100, 'g']);
  }
  await Promise.all([food.end(), nutrients.end(), branded.end()]);
  return { generic, branded: brandedCount, foods: generic + brandedCount };
}
