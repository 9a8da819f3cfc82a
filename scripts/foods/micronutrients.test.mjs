// The catalogue's micronutrients are USDA's own numbers: the build copies them from
// raw/sr28-abbrev-micros.psv (null where USDA has no value), refuses a source that does not
// cover the extract, and the quality gate catches a value edited in foods.json by hand.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUILD = path.join(here, 'build-curated.mjs');
const CHECK = path.join(here, 'check.mjs');
const MICROS = path.join(here, 'raw/sr28-abbrev-micros.psv');
const COMMITTED = path.resolve(here, '../../apps/api/data/foods/foods.json');

const node = (...args) => spawnSync(process.execPath, args, { encoding: 'utf8' });

let dir;
let built;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foods-micros-'));
  const out = path.join(dir, 'foods.json');
  const run = node(BUILD, '--out', out);
  expect(run.status, run.stderr).toBe(0);
  built = JSON.parse(fs.readFileSync(out, 'utf8'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const food = (ndb) => built.find((f) => f.ndbNumber === ndb);

describe('the build copies USDA SR28 micronutrients per 100 g', () => {
  it('egg, whole, raw (01123) carries its ABBREV row field by field', () => {
    // ~01123~^~EGG,WHL,RAW,FRSH~^76.15^143^12.56^9.51^1.06^0.72^0.0^0.37^56^1.75^12^198^138^142^1.29^0.072^0.028^30.7^0.0^0.040^0.457^0.075^1.533^0.170^47^0^47^47^293.8^0.89^540^160^160^0^0^9^0^503^1.05^2.0^82^0.3^3.126^3.658^1.911^372^50^~1 large~^56^~1 extra large~^12
    expect(food('01123').micronutrients).toEqual({
      potassiumMg: 138, // field 15
      magnesiumMg: 12, // 13
      calciumMg: 56, // 11
      ironMg: 1.75, // 12
      zincMg: 1.29, // 17
      seleniumUg: 30.7, // 20
      vitaminAUgRae: 160, // 34
      vitaminCMg: 0, // 21, "0.0"
      vitaminDUg: 2, // 42, "2.0" (= 82 IU / 40 in field 43)
      vitaminEMg: 1.05, // 41
      vitaminKUg: 0.3, // 44
      vitaminB6Mg: 0.17, // 26
      vitaminB12Ug: 0.89, // 32
      folateUgDfe: 47, // 30 (31 is choline, 293.8)
      cholesterolMg: 372, // 48
      monounsaturatedFatG: 3.658, // 46
      polyunsaturatedFatG: 1.911, // 47
    });
  });

  it('farmed Atlantic salmon, raw (15236) carries its ABBREV row field by field', () => {
    // ~15236~^~SALMON,ATLANTIC,FARMED,RAW~^64.89^208^20.42^13.42^1.13^0.00^0.0^0.00^9^0.34^27^240^363^59^0.36^0.045^0.011^24.0^3.9^0.207^0.155^8.672^1.547^0.636^26^0^26^26^78.5^3.23^193^58^58^0^0^0^0^0^3.55^11.0^441^0.5^3.050^3.770^3.886^55^85^~3 oz~^198^~.5 fillet~^
    expect(food('15236').micronutrients).toEqual({
      potassiumMg: 363,
      magnesiumMg: 27,
      calciumMg: 9,
      ironMg: 0.34,
      zincMg: 0.36,
      seleniumUg: 24,
      vitaminAUgRae: 58,
      vitaminCMg: 3.9,
      vitaminDUg: 11, // "11.0" (= 441 IU / 40)
      vitaminEMg: 3.55,
      vitaminKUg: 0.5,
      vitaminB6Mg: 0.636,
      vitaminB12Ug: 3.23,
      folateUgDfe: 26,
      cholesterolMg: 55,
      monounsaturatedFatG: 3.77,
      polyunsaturatedFatG: 3.886,
    });
  });

  it('spinach, raw (11457) carries its ABBREV row; USDA zeros stay 0', () => {
    // ~11457~^~SPINACH,RAW~^91.40^23^2.86^0.39^1.72^3.63^2.2^0.42^99^2.71^79^49^558^79^0.53^0.130^0.897^1.0^28.1^0.078^0.189^0.724^0.065^0.195^194^0^194^194^19.3^0.00^9377^469^0^0^5626^0^0^12198^2.03^0.0^0^482.9^0.063^0.010^0.165^0^30^~1 cup~^340^~1 bunch~^28
    expect(food('11457').micronutrients).toEqual({
      potassiumMg: 558,
      magnesiumMg: 79,
      calciumMg: 99,
      ironMg: 2.71,
      zincMg: 0.53,
      seleniumUg: 1,
      vitaminAUgRae: 469,
      vitaminCMg: 28.1,
      vitaminDUg: 0,
      vitaminEMg: 2.03,
      vitaminKUg: 482.9,
      vitaminB6Mg: 0.195,
      vitaminB12Ug: 0, // "0.00": USDA measured none, which is not unknown
      folateUgDfe: 194,
      cholesterolMg: 0,
      monounsaturatedFatG: 0.01,
      polyunsaturatedFatG: 0.165,
    });
  });

  it('a value USDA does not report is null, never 0 (shiitake, raw, 11238)', () => {
    // ~11238~^~MUSHROOMS,SHIITAKE,RAW~^89.74^34^2.24^0.49^0.73^6.79^2.5^2.38^2^0.41^20^112^304^9^1.03^0.142^0.230^5.7^^0.015^0.217^3.877^1.500^0.293^13^0^13^13^^^^^^^^^^^^0.4^18^^^^^^19^~1 piece, whole~^^~~^0
    expect(food('11238').micronutrients).toEqual({
      potassiumMg: 304,
      magnesiumMg: 20,
      calciumMg: 2,
      ironMg: 0.41,
      zincMg: 1.03,
      seleniumUg: 5.7,
      vitaminAUgRae: null,
      vitaminCMg: null,
      vitaminDUg: 0.4,
      vitaminEMg: null,
      vitaminKUg: null,
      vitaminB6Mg: 0.293,
      vitaminB12Ug: null,
      folateUgDfe: 13,
      cholesterolMg: null,
      monounsaturatedFatG: null,
      polyunsaturatedFatG: null,
    });
  });

  it('the committed foods.json is exactly what the build writes', () => {
    expect(JSON.parse(fs.readFileSync(COMMITTED, 'utf8'))).toEqual(built);
  });

  it('refuses a micronutrient source that misses a food of the extract', () => {
    const lines = fs.readFileSync(MICROS, 'utf8').split('\n');
    const short = path.join(dir, 'short.psv');
    fs.writeFileSync(short, lines.filter((l) => !l.startsWith('01123|')).join('\n'));
    const run = node(BUILD, '--micros', short, '--out', path.join(dir, 'unused.json'));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/must have one row per NDB of the extract: missing 01123;/);
  });

  it('refuses a micronutrient source with a food that is not in the extract', () => {
    const extra = path.join(dir, 'extra.psv');
    const row = `99999${'|'.repeat(17)}`;
    fs.writeFileSync(extra, `${fs.readFileSync(MICROS, 'utf8')}${row}\n`);
    const run = node(BUILD, '--micros', extra, '--out', path.join(dir, 'unused.json'));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/not in the extract 99999/);
  });
});

describe('the quality gate holds foods.json to the USDA micronutrient source', () => {
  it('passes the committed catalogue', () => {
    const run = node(CHECK);
    expect(run.stdout).toContain('all checks passed');
    expect(run.status).toBe(0);
  });

  it('fails, naming the food and the value, when one micronutrient is edited by hand', () => {
    const foods = JSON.parse(fs.readFileSync(COMMITTED, 'utf8'));
    foods.find((f) => f.ndbNumber === '01123').micronutrients.potassiumMg = 183;
    const edited = path.join(dir, 'edited.json');
    fs.writeFileSync(edited, JSON.stringify(foods, null, 2));
    const run = node(CHECK, edited);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'FAIL usda-ndb-01123 (Egg, whole, raw): micronutrients.potassiumMg is 183 but the USDA ' +
        'source row says 138 (raw/sr28-abbrev-micros.psv, Potassium_mg = "138")',
    );
    expect(run.stdout).toContain('1 problem(s)');
  });

  it('fails when an unknown value is turned into 0', () => {
    const foods = JSON.parse(fs.readFileSync(COMMITTED, 'utf8'));
    foods.find((f) => f.ndbNumber === '11238').micronutrients.vitaminCMg = 0;
    const edited = path.join(dir, 'zeroed.json');
    fs.writeFileSync(edited, JSON.stringify(foods, null, 2));
    const run = node(CHECK, edited);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/usda-ndb-11238 .*micronutrients\.vitaminCMg is 0 but .* says null/);
  });
});
