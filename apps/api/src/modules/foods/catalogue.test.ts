import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodCatalogueLoads, foods } from './foods.schema.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { buildFoods } from './foods-module.fixture.js';
import {
  CatalogueFileSchema,
  readCatalogueFile,
  seedCatalogue,
  type CatalogueFile,
  type CatalogueFood,
} from './catalogue.js';

let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(buildFoods);
});
afterAll(async () => {
  await ctx.close();
});

/**
 * A catalogue of this test only: its own ids and its own load name, so it never disturbs the
 * shipped catalogue (on PostgreSQL all test files share one database).
 */
function testCatalogue(): { foods: CatalogueFood[]; name: string; ids: string[] } {
  const tag = randomUUID().slice(0, 8);
  const foods = CatalogueFileSchema.parse([
    {
      id: `usda-test-${tag}-1`,
      fdcId: null,
      source: 'USDA test label',
      dataType: 'sr_legacy_food',
      description: 'Zyxtest, raw',
      name: `Zyxtest ${tag}`,
      category: 'vegetables',
      aliases: ['zyx'],
      per100g: {
        energyKcal: 20,
        proteinG: 1,
        fatG: 0.2,
        saturatedFatG: null,
        carbohydrateG: 4,
        fiberG: 2,
        sugarsG: null,
        sugarAlcoholsG: 0,
        sodiumMg: 5,
        waterG: 94,
      },
      portions: [{ label: '1 cup', grams: 100 }],
      notes: 'extra fields are ignored',
    },
    {
      id: `usda-test-${tag}-2`,
      source: 'USDA test label',
      name: `Zyxtest oil ${tag}`,
      category: 'fats_oils',
      per100g: { energyKcal: 884, proteinG: 0, fatG: 100, carbohydrateG: 0 },
    },
  ]);
  return { foods, name: `test-${tag}`, ids: foods.map((f) => f.id) };
}

const file = (foods: CatalogueFood[], hash: string): CatalogueFile => ({
  foods,
  contentHash: hash,
});

async function rows(ids: string[]) {
  return ctx.database.db.select().from(foods).where(inArray(foods.id, ids)).orderBy(foods.id);
}

async function cleanUp(t: { ids: string[]; name: string }) {
  await ctx.database.db.delete(foods).where(inArray(foods.id, t.ids));
  await ctx.database.db.delete(foodCatalogueLoads).where(eq(foodCatalogueLoads.name, t.name));
}

describe('seedCatalogue', () => {
  it('loads the rows, maps the file to the table and skips an unchanged file', async () => {
    const t = testCatalogue();
    try {
      const first = await seedCatalogue(ctx.database.db, file(t.foods, 'h1'), t.name);
      expect(first).toMatchObject({ status: 'loaded', foods: 2 });
      const [veg, oil] = await rows(t.ids);
      expect(veg).toMatchObject({
        ownerId: null,
        source: 'usda',
        sourceLabel: 'USDA test label',
        dataType: 'sr_legacy_food',
        category: 'vegetables',
        aliases: ['zyx'],
        saturatedFatG: 0, // null in the file: not reported
        sugarsG: 0,
        fiberG: 2,
        portions: [{ label: '1 cup', grams: 100 }],
      });
      expect(veg?.searchText).toBe(`zyxtest ${t.name.slice(5)} | zyx |  | zyxtest raw`);
      expect(oil).toMatchObject({ fiberG: 0, sodiumMg: 0, portions: [], description: null });

      const again = await seedCatalogue(ctx.database.db, file(t.foods, 'h1'), t.name);
      expect(again.status).toBe('unchanged');
    } finally {
      await cleanUp(t);
    }
  });

  it('updates changed rows only, and keeps an FDC id the importer linked', async () => {
    const t = testCatalogue();
    try {
      await seedCatalogue(ctx.database.db, file(t.foods, 'h1'), t.name);
      await ctx.database.db
        .update(foods)
        .set({ fdcId: 990_000_000 + Math.floor(Math.random() * 9_000_000) })
        .where(eq(foods.id, t.ids[0]!));
      const before = await rows(t.ids);
      const changed = structuredClone(t.foods);
      changed[1]!.per100g.energyKcal = 900;
      changed[1]!.name = `${changed[1]!.name} (refined)`;
      const result = await seedCatalogue(ctx.database.db, file(changed, 'h2'), t.name);
      expect(result.status).toBe('loaded');
      const after = await rows(t.ids);
      expect(after[0]).toEqual(before[0]); // untouched, fdc id kept
      expect(after[1]).toMatchObject({ energyKcal: 900, name: changed[1]!.name });
      expect(after[1]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before[1]!.updatedAt.getTime());
      expect(after[1]!.searchText).toContain('refined');
    } finally {
      await cleanUp(t);
    }
  });

  it('is safe when several starts load at once', async () => {
    const t = testCatalogue();
    try {
      const results = await Promise.all(
        [1, 2, 3].map(() => seedCatalogue(ctx.database.db, file(t.foods, 'h1'), t.name)),
      );
      expect(results.filter((r) => r.status === 'loaded').length).toBeGreaterThanOrEqual(1);
      expect(await rows(t.ids)).toHaveLength(2);
      const loads = await ctx.database.db
        .select()
        .from(foodCatalogueLoads)
        .where(eq(foodCatalogueLoads.name, t.name));
      expect(loads).toMatchObject([{ contentHash: 'h1', foodCount: 2 }]);
    } finally {
      await cleanUp(t);
    }
  });

  it('gives a curated food its FDC id back from an imported duplicate', async () => {
    const t = testCatalogue();
    const fdcId = 980_000_000 + Math.floor(Math.random() * 9_000_000);
    const importedId = `usda-${fdcId}`;
    try {
      await ctx.database.db.execute(sql`
        INSERT INTO foods (id, source, source_label, fdc_id, name, category, search_text,
          energy_kcal, protein_g, fat_g, carbohydrate_g)
        VALUES (${importedId}, 'usda', 'import', ${fdcId}, 'Imported', 'other', 'imported', 1, 0, 0, 0)`);
      const withFdc = structuredClone(t.foods);
      withFdc[0]!.fdcId = fdcId;
      await seedCatalogue(ctx.database.db, file(withFdc, 'h1'), t.name);
      const [curated] = await rows([t.ids[0]!]);
      const [imported] = await rows([importedId]);
      expect(curated?.fdcId).toBe(fdcId);
      expect(imported?.fdcId).toBeNull();
    } finally {
      await ctx.database.db.delete(foods).where(eq(foods.id, importedId));
      await cleanUp(t);
    }
  });
});

describe('readCatalogueFile', () => {
  it('validates the file and names the first problem', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ketoflow-catalogue-'));
    const bad = path.join(dir, 'foods.json');
    writeFileSync(
      bad,
      JSON.stringify([
        { id: 'usda-1', source: 's', name: 'x', category: 'other', per100g: { energyKcal: -1 } },
      ]),
    );
    await expect(readCatalogueFile(bad)).rejects.toThrow(/invalid at 0\.per100g\.energyKcal/);
  });

  it('reads the shipped catalogue', async () => {
    const catalogue = await readCatalogueFile(ctx.config.foods.dataFile);
    expect(catalogue.foods.length).toBeGreaterThan(100);
    expect(catalogue.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
