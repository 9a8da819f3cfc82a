#!/usr/bin/env node
// Quality gate for apps/api/data/foods/foods.json (plain Node, no deps).
// Usage: node scripts/foods/check.mjs [path/to/foods.json]
// Energy tolerance: |kcal - atwater| <= max(15 kcal, 15% of kcal), where
//   atwater = 4*protein + 9*fat + 4*(carb - fiber) + 2*fiber (+ 7*alcoholG if present).
// Foods that deviate because USDA used specific Atwater factors / non-Atwater components are listed
// explicitly in ENERGY_EXCEPTIONS with a reason (the tolerance itself is never loosened).
// Micronutrients (rules in micros.mjs): all keys present, >= 0 or null, under a per-100 g ceiling,
// mono+poly+sat fat within total fat + 0.5 g, and equal to raw/sr28-abbrev-micros.psv.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { micronutrientProblems, readMicros } from './micros.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? path.resolve(here, '../../apps/api/data/foods/foods.json');
const foods = JSON.parse(fs.readFileSync(file, 'utf8'));
const MIN_FOODS = 400;
const CATEGORIES = [
  'meat',
  'poultry',
  'fish_seafood',
  'eggs',
  'dairy',
  'cheese',
  'fats_oils',
  'nuts_seeds',
  'vegetables',
  'fruits',
  'keto_staples',
  'sweeteners',
  'condiments_sauces',
  'drinks',
  'high_carb',
];

const ENERGY_EXCEPTIONS = {
  '02050': 'vanilla extract: ~35% ethanol not carried as alcoholG; USDA energy includes alcohol',
  '02048': 'cider vinegar: energy from acetic acid (not protein/fat/carb)',
  '02053': 'distilled vinegar: energy from acetic acid',
  '02068': 'red wine vinegar: energy from acetic acid',
  '02031': 'cayenne: very high fibre; USDA specific factors for spices',
  // Alcoholic drinks: SR28 ABBREV.txt has no alcohol column, so alcoholG is not carried (never estimated);
  // USDA's energy includes ~7 kcal/g ethanol, which the Atwater sum above cannot see.
  14003: 'beer, regular: energy from alcohol, not carried',
  14006: 'beer, light: energy from alcohol, not carried',
  14013: 'beer, light, low carb: energy from alcohol, not carried',
  14037: 'spirits 80 proof: energy from alcohol, not carried',
  14532: 'spirits 94 proof: energy from alcohol, not carried',
  14084: 'table wine: energy from alcohol, not carried',
  14096: 'red wine: energy from alcohol, not carried',
  14106: 'white wine: energy from alcohol, not carried',
  14536: 'dessert wine, dry: energy from alcohol, not carried',
  19165:
    'cocoa powder: USDA specific Atwater factors for cocoa (protein 1.83, fat 8.37, carb 1.33 kcal/g) give 228',
  19166:
    'Dutch cocoa powder: USDA specific Atwater factors for cocoa (protein 1.83, fat 8.37, carb 1.33 kcal/g) give 220',
  19918:
    'stevia extract: USDA row reports 0 kcal (non-caloric steviol glycosides) with carbohydrate-by-difference 100 g',
};
const SUGAR_EXCEPTIONS = {
  '01077':
    'USDA reports sugars 5.05 > carbohydrate-by-difference 4.80 (analytical vs by-difference)',
  '01079': 'USDA reports sugars 5.06 > carbohydrate 4.80',
  '01082': 'USDA reports sugars 5.20 > carbohydrate 4.99',
  '01085': 'USDA reports sugars 5.09 > carbohydrate 4.96',
  '01050': 'USDA reports sugars 3.67 > carbohydrate 2.82',
  '01053': 'USDA reports sugars 2.92 > carbohydrate 2.74',
  '01289': 'USDA reports sugars 4.61 > carbohydrate 4.48',
  '04017': 'USDA reports sugars 15.18 > carbohydrate 14.64 (thousand island dressing)',
  '07024': 'USDA reports sugars 2.98 > carbohydrate 2.74 (chicken frankfurter)',
  14136: 'USDA reports sugars 8.90 > carbohydrate 8.76 (ginger ale)',
};

const microSource = readMicros();
const problems = [];
const bad = (f, msg) => problems.push(`${f.id} (${f.name}): ${msg}`);
const ids = new Set(),
  names = new Set();
const energyRows = [];
for (const f of foods) {
  if (ids.has(f.id)) bad(f, 'duplicate id');
  ids.add(f.id);
  const lname = f.name.toLowerCase();
  if (names.has(lname)) bad(f, 'duplicate name');
  names.add(lname);
  if (!CATEGORIES.includes(f.category)) bad(f, `unknown category ${f.category}`);
  const n = f.per100g;
  for (const [k, v] of Object.entries(n)) {
    if (v !== null && (typeof v !== 'number' || Number.isNaN(v))) bad(f, `${k} not a number`);
    if (typeof v === 'number' && v < 0) bad(f, `${k} negative`);
    if (typeof v === 'number' && Math.round(v * 100) / 100 !== v)
      bad(f, `${k} has more than 2 decimals`);
  }
  if (n.fiberG > n.carbohydrateG + 0.05) bad(f, `fiber ${n.fiberG} > carb ${n.carbohydrateG}`);
  if (n.sugarsG !== null && n.sugarsG > n.carbohydrateG + 0.05 && !SUGAR_EXCEPTIONS[f.ndbNumber])
    bad(f, `sugars ${n.sugarsG} > carb ${n.carbohydrateG}`);
  if (n.saturatedFatG !== null && n.saturatedFatG > n.fatG + 0.05)
    bad(f, `satfat ${n.saturatedFatG} > fat ${n.fatG}`);
  const mass = n.proteinG + n.fatG + n.carbohydrateG + (f.per100g.alcoholG ?? 0);
  if (mass > 100.5) bad(f, `protein+fat+carb = ${mass.toFixed(2)} g > 100.5`);
  if (n.waterG != null && mass + n.waterG > 102.5)
    bad(f, `protein+fat+carb+water = ${(mass + n.waterG).toFixed(2)} g > 102.5`);
  for (const p of micronutrientProblems(f, microSource)) bad(f, p);
  if (!f.portions || f.portions.length === 0)
    problems.push(`WARN ${f.id} (${f.name}): no USDA household portion`);
  const atw =
    4 * n.proteinG +
    9 * n.fatG +
    4 * (n.carbohydrateG - n.fiberG) +
    2 * n.fiberG +
    7 * (n.alcoholG ?? 0);
  const diff = n.energyKcal - atw;
  const tol = Math.max(15, 0.15 * n.energyKcal);
  energyRows.push({ f, atw, diff, tol });
  if (Math.abs(diff) > tol && !ENERGY_EXCEPTIONS[f.ndbNumber])
    bad(
      f,
      `energy ${n.energyKcal} vs Atwater ${atw.toFixed(1)} (diff ${diff.toFixed(1)}, tol ${tol.toFixed(1)})`,
    );
}
const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
for (const f of foods) counts[f.category] = (counts[f.category] ?? 0) + 1;
for (const c of CATEGORIES) if (!counts[c]) problems.push(`category "${c}" has no foods`);
if (foods.length < MIN_FOODS) problems.push(`only ${foods.length} foods (need >= ${MIN_FOODS})`);

console.log(`foods: ${foods.length}`);
console.log('per category:', JSON.stringify(counts));
console.log('worst energy deviations (kcal - Atwater):');
for (const r of energyRows
  .sort((a, b) => Math.abs(b.diff) / b.tol - Math.abs(a.diff) / a.tol)
  .slice(0, 12)) {
  const ex = ENERGY_EXCEPTIONS[r.f.ndbNumber];
  console.log(
    `  ${r.f.ndbNumber} ${r.f.name}: ${r.f.per100g.energyKcal} vs ${r.atw.toFixed(1)} (diff ${r.diff.toFixed(1)}, tol ${r.tol.toFixed(1)})${ex ? ' [exception: ' + ex + ']' : ''}`,
  );
}
const errors = problems.filter((p) => !p.startsWith('WARN'));
for (const p of problems) console.log((p.startsWith('WARN') ? '' : 'FAIL ') + p);
if (errors.length) {
  console.log(`\n${errors.length} problem(s)`);
  process.exit(1);
}
console.log('\nall checks passed');
