import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, or, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from './foods.schema.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { buildFoods } from './foods-module.fixture.js';
import { importFdcFolder } from './fdc-import.js';

// A small download in FDC's format, written per test: generic (Foundation, SR Legacy,
// FNDDS) and branded foods with brands from branded_food.csv. Its own fdc ids (91000xx).
const IDS = [9100001, 9100002, 9100003, 9100004, 9100005];

let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>>;
const folders: string[] = [];

async function cleanUp() {
  await ctx.database.db.delete(foods).where(
    or(
      inArray(foods.fdcId, IDS),
      inArray(
        foods.id,
        IDS.map((id) => `usda-${id}`),
      ),
    ),
  );
}

beforeAll(async () => {
  ctx = await createModuleTestContext(buildFoods);
  await cleanUp();
});
afterAll(async () => {
  await cleanUp();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await ctx.close();
});

const FOOD = [
  '"fdc_id","data_type","description","food_category_id","publication_date"',
  '"9100001","foundation_food","Zucchini, raw","11","2024-04-18"',
  '"9100002","sr_legacy_food","Walnuts, english","12","2019-04-01"',
  '"9100003","survey_fndds_food","Zucchini, cooked, with butter","11","2024-10-31"',
  '"9100004","branded_food","ZUCCHINI NOODLES","11","2024-10-31"',
  '"9100005","branded_food","WALNUT HALVES","12","2024-10-31"',
];
const NUTRIENT = [
  '"id","name","unit_name","nutrient_nbr","rank"',
  '"1003","Protein","G","203","600"',
  '"1004","Total lipid (fat)","G","204","800"',
  '"1005","Carbohydrate, by difference","G","205","1110"',
  '"1008","Energy","KCAL","208","300"',
];
const BRANDED = [
  '"fdc_id","brand_owner","brand_name","gtin_upc"',
  '"9100004","Green Giant Inc.","Green Giant","00020000123456"',
  '"9100005","Acme Nuts LLC","","00020000654321"',
];

function foodNutrients(): string[] {
  const lines = ['"id","fdc_id","nutrient_id","amount"'];
  let id = 1;
  for (const fdcId of IDS)
    for (const [nutrient, amount] of [
      [1003, 2],
      [1004, 10],
      [1005, 4],
      [1008, 120],
    ])
      lines.push(`"${id++}","${fdcId}","${nutrient}","${amount}"`);
  return lines;
}

function writeDownload(files: Record<string, string[]>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'fdc-files-'));
  folders.push(folder);
  const all = {
    'food.csv': FOOD,
    'nutrient.csv': NUTRIENT,
    'food_nutrient.csv': foodNutrients(),
    'branded_food.csv': BRANDED,
    ...files,
  };
  for (const [name, lines] of Object.entries(all))
    writeFileSync(path.join(folder, name), `${lines.join('\n')}\n`);
  return folder;
}

async function imported() {
  return ctx.database.db
    .select({ id: foods.id, name: foods.name, brand: foods.brand, fatG: foods.fatG })
    .from(foods)
    .where(inArray(foods.fdcId, IDS))
    .orderBy(foods.fdcId);
}

describe('foods:import with every FDC data type', () => {
  it('imports the same files twice without duplicates; branded foods keep their brand', async () => {
    await cleanUp();
    const folder = writeDownload({});
    const first = await importFdcFolder(ctx.database.db, folder, { allDataTypes: true });
    expect(first).toMatchObject({ selected: 5, inserted: 5, updated: 0, malformed: [] });
    const second = await importFdcFolder(ctx.database.db, folder, { allDataTypes: true });
    expect(second).toMatchObject({ selected: 5, inserted: 0, updated: 0, unchanged: 5 });
    expect(await imported()).toEqual([
      { id: 'usda-9100001', name: 'Zucchini, raw', brand: null, fatG: 10 },
      { id: 'usda-9100002', name: 'Walnuts, english', brand: null, fatG: 10 },
      { id: 'usda-9100003', name: 'Zucchini, cooked, with butter', brand: null, fatG: 10 },
      { id: 'usda-9100004', name: 'ZUCCHINI NOODLES', brand: 'Green Giant', fatG: 10 },
      { id: 'usda-9100005', name: 'WALNUT HALVES', brand: 'Acme Nuts LLC', fatG: 10 },
    ]);
  });

  it('reports a malformed row with its file and line, skips it and imports the rest', async () => {
    await cleanUp();
    const lines: string[] = [];
    const folder = writeDownload({
      // Line 3: a stray quote and comma shift the fields; line 4: no number for fdc_id.
      'food.csv': [
        FOOD[0]!,
        FOOD[1]!,
        '"9100002","sr_legacy_food","Walnuts, "english"","12",,"2019-04-01"',
        '"91OOOO3","survey_fndds_food","Zucchini, cooked, with butter","11","2024-10-31"',
        FOOD[4]!,
        FOOD[5]!,
      ],
      // Line 4: an amount that is not a number (the food keeps its other nutrients).
      'food_nutrient.csv': foodNutrients().map((line, i) =>
        i === 3 ? '"3","9100001","1005","four"' : line,
      ),
    });
    const summary = await importFdcFolder(ctx.database.db, folder, {
      allDataTypes: true,
      log: (line) => lines.push(line),
    });
    expect(summary.malformed).toEqual([
      { file: 'food.csv', line: 3, reason: '6 fields where the header has 5' },
      { file: 'food.csv', line: 4, reason: 'fdc_id "91OOOO3" is not a number' },
      { file: 'food_nutrient.csv', line: 4, reason: 'amount "four" is not a number' },
    ]);
    expect(lines).toContain('food.csv line 3: 6 fields where the header has 5; skipped');
    expect(summary).toMatchObject({ selected: 3, inserted: 3 });
    expect((await imported()).map((f) => f.id)).toEqual([
      'usda-9100001',
      'usda-9100004',
      'usda-9100005',
    ]);
  });

  it('a bulk import builds the search indexes again exactly as they were', async () => {
    await cleanUp();
    const indexes = async () =>
      (
        await queryRows<{ indexdef: string }>(
          ctx.database.db,
          sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'foods' ORDER BY indexname`,
        )
      ).map((row) => row.indexdef);
    const before = await indexes();
    const lines: string[] = [];
    const summary = await importFdcFolder(ctx.database.db, writeDownload({}), {
      allDataTypes: true,
      rebuildSearchIndexes: true,
      log: (line) => lines.push(line),
    });
    expect(summary).toMatchObject({ selected: 5, inserted: 5 });
    // PostgreSQL takes the COPY path, which drops and rebuilds them; PGlite keeps them.
    if (ctx.database.kind === 'postgres') expect(lines).toContain('building the search indexes');
    expect(await indexes()).toEqual(before);
    expect(before.filter((definition) => definition.includes('gin_trgm_ops'))).toHaveLength(3);
    expect((await imported()).map((f) => f.id)).toHaveLength(5);
  });
});
