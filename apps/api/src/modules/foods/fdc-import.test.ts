import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inArray, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { foods } from './foods.schema.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { buildFoods } from './foods-module.fixture.js';
import { importFdcFolder, portionLabel } from './fdc-import.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../../data/foods/fdc-fixture');
const FIXTURE_IDS = [9000001, 9000002, 9000003, 9000004, 9000005, 9000006];

let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>>;
const extraIds: string[] = [];

/** Fixture rows are test-only FDC ids; on a shared PostgreSQL they must not linger. */
async function cleanUp() {
  await ctx.database.db
    .delete(foods)
    .where(
      or(
        inArray(foods.fdcId, FIXTURE_IDS),
        inArray(foods.id, [...FIXTURE_IDS.map((id) => `usda-${id}`), ...extraIds]),
      ),
    );
}

beforeAll(async () => {
  ctx = await createModuleTestContext(buildFoods);
  await cleanUp();
});
afterEach(async () => {
  await cleanUp();
});
afterAll(async () => {
  await ctx.close();
});

async function fixtureRows() {
  return ctx.database.db
    .select()
    .from(foods)
    .where(inArray(foods.fdcId, FIXTURE_IDS))
    .orderBy(foods.fdcId);
}

describe('importFdcFolder on the FDC-format fixture', () => {
  it('imports SR Legacy and Foundation foods with nutrients, energy fallbacks and portions', async () => {
    const summary = await importFdcFolder(ctx.database.db, FIXTURE);
    expect(summary).toMatchObject({
      foodsInFile: 6,
      selected: 5,
      skippedOtherTypes: 1,
      skippedNoNutrients: 0,
      inserted: 5,
      updated: 0,
      unchanged: 0,
      portions: 7,
      energyFrom: { '1008': 2, '2047': 1, '2048': 1, computed: 1 },
      byDataType: { sr_legacy_food: 3, foundation_food: 2 },
    });
    const rows = await fixtureRows();
    expect(rows.map((r) => r.id)).toEqual([
      'usda-9000001',
      'usda-9000002',
      'usda-9000003',
      'usda-9000004',
      'usda-9000006',
    ]);
    const [avocado, cheddar, oil, egg, cream] = rows;
    expect(avocado).toMatchObject({
      ownerId: null,
      source: 'usda',
      dataType: 'sr_legacy_food',
      name: 'Avocados, raw, all commercial varieties',
      description: 'Avocados, raw, all commercial varieties',
      category: 'fruits',
      energyKcal: 160,
      proteinG: 2,
      fatG: 14.66,
      saturatedFatG: 2.13,
      carbohydrateG: 8.53,
      fiberG: 6.7,
      sugarsG: 0.66,
      sugarAlcoholsG: 0,
      sodiumMg: 7,
      portions: [
        { label: '1 cup, cubes', grams: 150 },
        { label: '1 cup, pureed', grams: 230 },
      ],
    });
    expect(avocado?.sourceLabel).toBe('USDA FoodData Central, SR Legacy (2019-04-01)');
    expect(avocado?.searchText).toContain('avocados raw all commercial varieties');
    // Energy only under 2047 / 2048; none at all → 4·12.56 + 9·9.51 + 4·0.72 = 138.71.
    expect(cheddar).toMatchObject({
      energyKcal: 404,
      category: 'cheese',
      dataType: 'foundation_food',
    });
    expect(oil).toMatchObject({
      energyKcal: 884,
      fiberG: 0,
      sugarsG: 0,
      category: 'fats_oils',
      portions: [{ label: '1 tablespoon', grams: 13.5 }],
    });
    expect(egg).toMatchObject({
      energyKcal: 138.71,
      category: 'eggs',
      portions: [{ label: '1 large', grams: 50 }],
    });
    // Both portion forms; sugars above carbohydrate stay as USDA reports them.
    expect(cream).toMatchObject({
      sugarsG: 2.92,
      carbohydrateG: 2.74,
      portions: [
        { label: '1 cup, whipped', grams: 120 },
        { label: '1 cup, fluid (yields 2 cups whipped)', grams: 238 },
      ],
    });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await importFdcFolder(ctx.database.db, FIXTURE);
    const before = await fixtureRows();
    const again = await importFdcFolder(ctx.database.db, FIXTURE);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 5 });
    expect(await fixtureRows()).toEqual(before);
  });

  it('imports other data types when asked', async () => {
    const all = await importFdcFolder(ctx.database.db, FIXTURE, { allDataTypes: true });
    expect(all).toMatchObject({ selected: 6, skippedOtherTypes: 0 });
    const only = await importFdcFolder(ctx.database.db, FIXTURE, { dataTypes: ['branded_food'] });
    expect(only).toMatchObject({ selected: 1, unchanged: 1 });
    expect((await fixtureRows()).find((r) => r.fdcId === 9000005)).toMatchObject({
      name: 'ALMONDS',
      sourceLabel: 'USDA FoodData Central, Branded Foods (2019-04-01)',
    });
  });

  it('keeps the friendly name, aliases and category of a food that already has the FDC id', async () => {
    const id = `usda-test-curated-${Date.now()}`;
    extraIds.push(id);
    await ctx.database.db.insert(foods).values({
      id,
      source: 'usda',
      sourceLabel: 'curated',
      fdcId: 9000001,
      name: 'Avocado',
      category: 'fruits',
      aliases: ['avo'],
      searchText: 'avocado | avo |  | ',
      energyKcal: 1,
      proteinG: 0,
      fatG: 0,
      carbohydrateG: 0,
    });
    const summary = await importFdcFolder(ctx.database.db, FIXTURE);
    expect(summary).toMatchObject({ inserted: 4, updated: 1 });
    const rows = await fixtureRows();
    expect(rows.find((r) => r.fdcId === 9000001)).toMatchObject({
      id,
      name: 'Avocado',
      aliases: ['avo'],
      category: 'fruits',
      searchText: 'avocado | avo |  | ',
      energyKcal: 160,
      fiberG: 6.7,
      description: 'Avocados, raw, all commercial varieties',
    });
    expect(rows.some((r) => r.id === 'usda-9000001')).toBe(false);
  });

  it('links a curated food by its NDB number (sr_legacy_food.csv), taking over an earlier import', async () => {
    const ndb = `77${String(Date.now()).slice(-6)}`;
    const curatedId = `usda-ndb-${ndb}`;
    extraIds.push(curatedId);
    await ctx.database.db.insert(foods).values({
      id: curatedId,
      source: 'usda',
      sourceLabel: 'curated',
      name: 'Egg, whole',
      category: 'eggs',
      aliases: ['egg'],
      searchText: 'egg whole | egg |  | ',
      energyKcal: 143,
      proteinG: 12.56,
      fatG: 9.51,
      carbohydrateG: 0.72,
    });
    await importFdcFolder(ctx.database.db, FIXTURE); // an earlier import without the NDB map
    const folder = mkdtempSync(path.join(tmpdir(), 'fdc-'));
    try {
      cpSync(FIXTURE, folder, { recursive: true });
      writeFileSync(
        path.join(folder, 'sr_legacy_food.csv'),
        `"fdc_id","NDB_number"\n"9000004","${ndb}"\n"9000001","99999999"\n`,
      );
      const summary = await importFdcFolder(ctx.database.db, folder);
      expect(summary.linkedCurated).toBe(1);
      const rows = await ctx.database.db
        .select()
        .from(foods)
        .where(inArray(foods.id, [curatedId, 'usda-9000004']))
        .orderBy(foods.id);
      const curated = rows.find((r) => r.id === curatedId);
      const earlier = rows.find((r) => r.id === 'usda-9000004');
      expect(curated).toMatchObject({ fdcId: 9000004, name: 'Egg, whole', energyKcal: 138.71 });
      expect(earlier?.fdcId).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says which file is missing', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'fdc-'));
    try {
      await expect(importFdcFolder(ctx.database.db, folder)).rejects.toThrow(
        /food\.csv is missing/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('portionLabel', () => {
  it.each([
    [
      { amount: '1', unitName: 'undetermined', description: '', modifier: 'cup, cubes' },
      '1 cup, cubes',
    ],
    [{ amount: '1', unitName: 'undetermined', description: '', modifier: 'large' }, '1 large'],
    [{ amount: '0.5', unitName: 'cup', description: '', modifier: 'chopped' }, '0.5 cup chopped'],
    [{ amount: '2', unitName: 'tablespoon', description: '', modifier: '' }, '2 tablespoon'],
    [
      { amount: '1', unitName: 'tablespoon', description: '1 tablespoon', modifier: '' },
      '1 tablespoon',
    ],
    [{ amount: '1', unitName: 'cup', description: '1 cup', modifier: 'whipped' }, '1 cup, whipped'],
    [{ amount: '', unitName: undefined, description: '', modifier: 'slice' }, '1 slice'],
  ])('%j → %s', (input, label) => {
    expect(portionLabel(input)).toBe(label);
  });
});

describe('npm run foods:import', () => {
  it('imports the fixture into the embedded database and prints a summary', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ketoflow-import-'));
    try {
      const cli = path.resolve(import.meta.dirname, '../../cli/foods-import.ts');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', cli, FIXTURE],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
          timeout: 120_000,
        },
      );
      expect(stdout).toMatch(/selected\s+5 \(sr_legacy_food: 3, foundation_food: 2\)/);
      expect(stdout).toMatch(/inserted\s+5/);
      expect(stdout).toMatch(
        /energy from 1008 \/ 2047 \/ 2048 \/ computed 4-9-4: 2 \/ 1 \/ 1 \/ 1/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses unknown options', async () => {
    const cli = path.resolve(import.meta.dirname, '../../cli/foods-import.ts');
    await expect(
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, FIXTURE, '--bogus'], {
        env: { ...process.env, DATABASE_URL: '' },
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Unknown option --bogus/) });
  });
});
