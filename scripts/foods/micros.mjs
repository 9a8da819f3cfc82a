// Micronutrients of the curated catalogue: the columns copied verbatim from USDA SR28 ABBREV.txt
// into raw/sr28-abbrev-micros.psv, how a row becomes a food's `micronutrients` object, and the
// quality-gate rules for them. Shared by build-curated.mjs (writes) and check.mjs (verifies), so
// both read the source file the same way; see README.md for provenance and the verification.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MICROS_FILE = path.join(here, 'raw/sr28-abbrev-micros.psv');

// key: the food's micronutrients key (per 100 g), in output order.
// column: the header name in the .psv; field: the 1-based ABBREV.txt field it was copied from.
// max: plausibility ceiling per 100 g, set above the highest value anywhere in SR28 (the food
// holding that maximum is named), so every real USDA food passes while a slipped decimal point or
// a unit mix-up (mg written as µg is x1000) in the curated file does not.
export const MICRONUTRIENTS = [
  { key: 'potassiumMg', column: 'Potassium_mg', field: 15, max: 20000 }, // 16,500 cream of tartar
  { key: 'magnesiumMg', column: 'Magnesium_mg', field: 13, max: 1000 }, // 781 rice bran
  { key: 'calciumMg', column: 'Calcium_mg', field: 11, max: 10000 }, // 7,364 baking powder
  { key: 'ironMg', column: 'Iron_mg', field: 12, max: 150 }, // 123.6 dried thyme
  { key: 'zincMg', column: 'Zinc_mg', field: 17, max: 100 }, // 90.95 canned eastern oysters
  { key: 'seleniumUg', column: 'Selenium_ug', field: 20, max: 2500 }, // 1,917 Brazil nuts
  { key: 'vitaminAUgRae', column: 'Vit_A_RAE_ug', field: 34, max: 35000 }, // 30,000 cod liver oil
  { key: 'vitaminCMg', column: 'Vit_C_mg', field: 21, max: 3000 }, // 2,732 a fortified baby food
  { key: 'vitaminDUg', column: 'Vit_D_ug', field: 42, max: 300 }, // 250 cod liver oil
  { key: 'vitaminEMg', column: 'Vit_E_mg', field: 41, max: 200 }, // 149.4 wheat germ oil
  { key: 'vitaminKUg', column: 'Vit_K_ug', field: 44, max: 2000 }, // 1,714.5 dried basil
  { key: 'vitaminB6Mg', column: 'Vit_B6_mg', field: 26, max: 15 }, // 12 a fortified cereal
  { key: 'vitaminB12Ug', column: 'Vit_B12_ug', field: 32, max: 120 }, // 98.89 cooked clams
  { key: 'folateUgDfe', column: 'Folate_DFE_ug', field: 30, max: 7000 }, // 5,881 yeast extract
  { key: 'cholesterolMg', column: 'Cholestrl_mg', field: 48, max: 3500 }, // 3,100 beef brain
  { key: 'monounsaturatedFatG', column: 'FA_Mono_g', field: 46, max: 100 }, // grams per 100 g
  { key: 'polyunsaturatedFatG', column: 'FA_Poly_g', field: 47, max: 100 },
];

/** The .psv columns after NDB_No, in ABBREV field order (as the file is written). */
export const FILE_COLUMNS = [...MICRONUTRIENTS].sort((a, b) => a.field - b.field);

/** Mono + poly + saturated fat may exceed total fat by this much (USDA rounding). */
export const FAT_SUM_TOLERANCE_G = 0.5;

/**
 * Foods whose USDA row itself has fatty acids summing above total fat by more than the
 * tolerance (values as USDA writes them; the fatty acids and the total were analysed apart).
 * Only 5 of the 8,115 SR28 rows with all four values do this; these two are in the catalogue.
 */
export const FAT_SUM_EXCEPTIONS = {
  '01049': 'half and half: USDA sat 7.032 + mono 3.320 + poly 0.554 = 10.906 g > fat 10.39 g',
  '07089':
    'Italian sausage, cooked: USDA sat 10.195 + mono 17.108 + poly 3.518 = 30.821 g > fat 27.31 g',
};

/**
 * Reads the micronutrient source: NDB -> { column: verbatim text }. Fails on a wrong header,
 * a wrong field count, a duplicate NDB or a value that is neither empty nor a plain number.
 */
export function readMicros(file = MICROS_FILE) {
  const header = `NDB_No|${FILE_COLUMNS.map((c) => c.column).join('|')}`;
  const rows = new Map();
  let sawHeader = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!sawHeader) {
      if (line !== header) throw new Error(`${file}: header must be\n  ${header}\nnot\n  ${line}`);
      sawHeader = true;
      continue;
    }
    const f = line.split('|');
    if (f.length !== FILE_COLUMNS.length + 1)
      throw new Error(`${file}: bad field count ${f.length} in: ${line}`);
    if (rows.has(f[0])) throw new Error(`${file}: duplicate NDB ${f[0]}`);
    const row = {};
    FILE_COLUMNS.forEach((c, i) => {
      const v = f[i + 1];
      if (v !== '' && !/^\d*\.?\d+$/.test(v))
        throw new Error(`${file}: ${f[0]} ${c.column} is not a number: "${v}"`);
      row[c.column] = v;
    });
    rows.set(f[0], row);
  }
  return rows;
}

/** USDA's number as written, or null where USDA reports no value (never 0 for unknown). */
const value = (text) => (text === '' ? null : Number(text));

/** A food's `micronutrients` object (per 100 g) from its source row. */
export function micronutrientsOf(row) {
  return Object.fromEntries(MICRONUTRIENTS.map((m) => [m.key, value(row[m.column])]));
}

/**
 * The gate's micronutrient rules for one food; returns problem messages (empty when fine):
 * every key present and a number >= 0 or null, no unknown keys, each value under its ceiling,
 * mono + poly + saturated fat within total fat + 0.5 g when all are known, and every value
 * equal to the source row (a hand edit of foods.json is caught here).
 */
export function micronutrientProblems(food, source) {
  const out = [];
  const m = food.micronutrients;
  if (!m || typeof m !== 'object') return ['no micronutrients object'];
  const known = new Set(MICRONUTRIENTS.map((x) => x.key));
  for (const k of Object.keys(m)) if (!known.has(k)) out.push(`micronutrients.${k} unknown key`);
  for (const { key, max } of MICRONUTRIENTS) {
    if (!(key in m)) out.push(`micronutrients.${key} missing`);
    const v = m[key];
    if (v === null || v === undefined) continue;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      out.push(`micronutrients.${key} must be a number >= 0 or null, is ${JSON.stringify(v)}`);
    else if (v > max) out.push(`micronutrients.${key} ${v} > plausible maximum ${max} per 100 g`);
  }
  const sat = food.per100g?.saturatedFatG;
  const { monounsaturatedFatG: mono, polyunsaturatedFatG: poly } = m;
  if (
    [sat, mono, poly].every((x) => typeof x === 'number') &&
    !FAT_SUM_EXCEPTIONS[food.ndbNumber]
  ) {
    const sum = sat + mono + poly;
    if (sum > food.per100g.fatG + FAT_SUM_TOLERANCE_G)
      out.push(`sat+mono+poly fat ${sum.toFixed(3)} g > total fat ${food.per100g.fatG} + 0.5 g`);
  }
  const row = source.get(food.ndbNumber);
  if (!row) {
    out.push(`no row for NDB ${food.ndbNumber} in raw/sr28-abbrev-micros.psv`);
    return out;
  }
  const expected = micronutrientsOf(row);
  for (const { key, column } of MICRONUTRIENTS) {
    if (m[key] !== expected[key])
      out.push(
        `micronutrients.${key} is ${m[key]} but the USDA source row says ${expected[key]} ` +
          `(raw/sr28-abbrev-micros.psv, ${column} = "${row[column]}")`,
      );
  }
  return out;
}
