#!/usr/bin/env node
// Builds apps/api/data/foods/foods.json from committed USDA SR28 extracts.
// Usage: node scripts/foods/build-curated.mjs [--extract <psv>] [--out <json>]
// Inputs (see scripts/foods/README.md for provenance):
//   scripts/foods/raw/sr28-abbrev-extract.psv  rows copied from USDA SR28 ABBREV.txt (field subset)
//   scripts/foods/raw/long-desc-sr21.tsv       NDB -> USDA Long_Desc (only where SR21 short desc == SR28 short desc)
//   scripts/foods/selection.json               hand-curated display names, categories, aliases
//   scripts/foods/raw/sr28-weight-extract.txt  rows copied verbatim from USDA SR28 WEIGHT.txt (all household measures)
//   scripts/foods/raw/sr28-abbrev-micros.psv   micronutrient fields copied verbatim from the same ABBREV.txt rows
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MICROS_FILE, micronutrientsOf, readMicros } from './micros.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const arg = (k, d) => {
  const i = process.argv.indexOf(k);
  return i > 0 ? process.argv[i + 1] : d;
};
const extractPath = arg('--extract', path.join(here, 'raw/sr28-abbrev-extract.psv'));
const outPath = arg('--out', path.join(root, 'apps/api/data/foods/foods.json'));
const microsPath = arg('--micros', MICROS_FILE);

// Extract columns (subset of ABBREV.txt, same order as USDA field numbers noted):
// 0 NDB_No(1) 1 Shrt_Desc(2) 2 Water_g(3) 3 Energ_Kcal(4) 4 Protein_g(5) 5 Lipid_Tot_g(6) 6 Ash_g(7)
// 7 Carbohydrt_g(8) 8 Fiber_TD_g(9) 9 Sugar_Tot_g(10) 10 Sodium_mg(16) 11 FA_Sat_g(45)
// 12 GmWt_1(49) 13 GmWt_Desc1(50) 14 GmWt_2(51) 15 GmWt_Desc2(52) 16 Refuse_Pct(53)
const COLS = 17;
const num = (s) => (s === '' || s === undefined ? null : Number(s));
const r2 = (x) => Math.round(x * 100) / 100;

const extract = new Map();
for (const line of fs.readFileSync(extractPath, 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const f = line.split('|');
  if (f.length !== COLS) throw new Error(`bad field count ${f.length} in: ${line}`);
  if (extract.has(f[0])) throw new Error(`duplicate NDB ${f[0]}`);
  extract.set(f[0], f);
}
// The micronutrient file must cover exactly the extract's foods: a missing row would silently
// drop a food's micronutrients, an extra one means the two files were edited apart.
const micros = readMicros(microsPath);
const noMicros = [...extract.keys()].filter((ndb) => !micros.has(ndb));
const extraMicros = [...micros.keys()].filter((ndb) => !extract.has(ndb));
if (noMicros.length || extraMicros.length)
  throw new Error(
    `${microsPath} must have one row per NDB of the extract: ` +
      `missing ${noMicros.join(', ') || 'none'}; not in the extract ${extraMicros.join(', ') || 'none'}`,
  );
// USDA SR28 WEIGHT.txt rows (verbatim, ~ text ~ and ^ delimited):
// ~NDB_No~^Seq^Amount^~Msre_Desc~^Gm_Wgt^Num_Data_Pts^Std_Dev
const weightPath = arg('--weights', path.join(here, 'raw/sr28-weight-extract.txt'));
const weights = new Map();
for (const line of fs.readFileSync(weightPath, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const m = line.match(/^~(\d{5})~\^(\d+)\^([\d.]+)\^~([^~]*)~\^([\d.]+)\^(\d*)\^([\d.]*)\r?$/);
  if (!m) throw new Error(`bad WEIGHT row: ${line}`);
  const [, ndb, seq, amount, desc, gm] = m;
  if (!weights.has(ndb)) weights.set(ndb, []);
  weights.get(ndb).push({ seq: Number(seq), amount, desc, grams: Number(gm) });
}
for (const rows of weights.values()) rows.sort((a, b) => a.seq - b.seq);
// Labels that differ only in commas, whitespace or a stray backslash are the same measure
// (ABBREV writes "1 pat,  (1\" sq...)", WEIGHT writes "1 pat (1\" sq...)").
const portionKey = (label) => label.toLowerCase().replace(/[,\s\\]/g, '');
const PORTION_MAX_G = 20000; // packages/contracts nutrition.ts portion grams limit
const PORTION_MAX_LABEL = 80; // contract label limit
const skippedPortions = [];
let addedPortions = 0;

const longDesc = new Map(
  fs
    .readFileSync(path.join(here, 'raw/long-desc-sr21.tsv'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t')),
);
const selection = JSON.parse(fs.readFileSync(path.join(here, 'selection.json'), 'utf8'));

// Nutrients a food "plainly has none of" (animal foods / pure fats) may default to 0; otherwise missing -> null + note.
const zeroFiberCats = new Set(['meat', 'poultry', 'fish_seafood', 'eggs', 'fats_oils']);

const foods = [];
for (const s of selection) {
  const f = extract.get(s.ndbNumber);
  if (!f) throw new Error(`selection NDB ${s.ndbNumber} not in extract`);
  const notes = [];
  const fiber = num(f[8]);
  const sugar = num(f[9]);
  const sat = num(f[11]);
  let fiberG = fiber;
  if (fiberG === null) {
    if (zeroFiberCats.has(s.category)) fiberG = 0;
    else {
      fiberG = 0;
      notes.push('fiber not reported by USDA (treated as 0)');
    }
  }
  let sugarsG = sugar;
  if (sugarsG === null) {
    if (num(f[7]) === 0) sugarsG = 0;
    else {
      sugarsG = null;
      notes.push('sugars not reported by USDA');
    }
  }
  let satG = sat;
  if (satG === null) {
    if (num(f[5]) === 0) satG = 0;
    else {
      satG = null;
      notes.push('saturated fat not reported by USDA');
    }
  }
  const portions = [];
  for (const [g, d] of [
    [f[12], f[13]],
    [f[14], f[15]],
  ]) {
    if (g !== '' && d !== '')
      portions.push({ label: d.replace(/\s+/g, ' ').trim(), grams: r2(Number(g)) });
  }
  for (const p of s.extraPortions || []) portions.push(p);
  // Every USDA household measure from WEIGHT.txt, after the ABBREV ones, label = Amount + ' ' + Msre_Desc.
  const seen = new Set(portions.map((p) => portionKey(p.label)));
  for (const w of weights.get(s.ndbNumber) || []) {
    const label = `${w.amount} ${w.desc}`.replace(/\s+/g, ' ').trim();
    const key = portionKey(label);
    if (seen.has(key)) continue;
    if (label.length > PORTION_MAX_LABEL || !(w.grams > 0) || w.grams > PORTION_MAX_G) {
      skippedPortions.push(`${s.ndbNumber} "${label}" ${w.grams} g`);
      continue;
    }
    seen.add(key);
    portions.push({ label, grams: r2(w.grams) });
    addedPortions++;
  }
  const desc = longDesc.get(s.ndbNumber);
  const food = {
    id: `usda-ndb-${s.ndbNumber}`,
    fdcId: null,
    ndbNumber: s.ndbNumber,
    source:
      'USDA National Nutrient Database for Standard Reference, Release 28 (SR28, 2016) - basis of FoodData Central SR Legacy',
    dataType: 'sr_legacy_food',
    description: desc ?? f[1],
    descriptionType: desc ? 'long' : 'sr28_abbreviated',
    name: s.name,
    category: s.category,
    aliases: s.aliases,
    per100g: {
      energyKcal: r2(Number(f[3])),
      proteinG: r2(Number(f[4])),
      fatG: r2(Number(f[5])),
      saturatedFatG: satG === null ? null : r2(satG),
      carbohydrateG: r2(Number(f[7])),
      fiberG: r2(fiberG),
      sugarsG: sugarsG === null ? null : r2(sugarsG),
      sugarAlcoholsG: 0,
      sodiumMg: num(f[10]) === null ? null : r2(Number(f[10])),
      waterG: num(f[2]) === null ? null : r2(Number(f[2])),
    },
    // Per 100 g as USDA writes it; null where USDA reports no value.
    micronutrients: micronutrientsOf(micros.get(s.ndbNumber)),
    portions,
  };
  if (num(f[16])) food.refusePct = Number(f[16]);
  if (notes.length) food.notes = notes;
  foods.push(food);
}
fs.mkdirSync(path.dirname(outPath), { recursive: true });
fs.writeFileSync(outPath, JSON.stringify(foods, null, 2) + '\n');
console.log(`wrote ${foods.length} foods to ${path.relative(root, outPath)}`);
console.log(`added ${addedPortions} USDA WEIGHT.txt household measures`);
if (skippedPortions.length) {
  console.log(
    `skipped ${skippedPortions.length} WEIGHT.txt measures outside the contract (label > ${PORTION_MAX_LABEL} chars or grams > ${PORTION_MAX_G}):`,
  );
  for (const x of skippedPortions) console.log(`  ${x}`);
}
