import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { FoodCategorySchema, FoodPortionSchema } from '@ketoflow/contracts';
import { buildSearchText } from '@ketoflow/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db, type Executor } from '../../db/client.js';

/**
 * Bump when the mapping from the file to rows changes: a new version reloads an unchanged
 * file once, so existing databases pick the new mapping up.
 */
const SEED_VERSION = 1;
const CATALOGUE_NAME = 'curated';
/** Serialises concurrent loads (several processes or test files starting on one PostgreSQL). */
const SEED_LOCK_KEY = 727_275;

/** A nutrient that USDA did not report (null) counts as 0 in the table. */
const amount = z
  .number()
  .min(0)
  .nullish()
  .transform((v) => v ?? 0);

/**
 * One food of apps/api/data/foods/foods.json (written by scripts/foods/build-curated.mjs).
 * Extra fields (ndbNumber, waterG, notes…) are allowed and ignored.
 */
export const CatalogueFoodSchema = z.object({
  id: z.string().regex(/^usda-[a-z0-9-]+$/),
  fdcId: z.number().int().positive().nullish(),
  /** Provenance label, e.g. "USDA National Nutrient Database for Standard Reference…". */
  source: z.string().min(1),
  dataType: z.string().nullish(),
  description: z.string().nullish(),
  name: z.string().min(1),
  category: FoodCategorySchema,
  aliases: z.array(z.string()).default([]),
  per100g: z.object({
    energyKcal: z.number().min(0),
    proteinG: z.number().min(0),
    fatG: z.number().min(0),
    saturatedFatG: amount,
    carbohydrateG: z.number().min(0),
    fiberG: amount,
    sugarsG: amount,
    sugarAlcoholsG: amount,
    sodiumMg: amount,
    alcoholG: amount.optional(),
  }),
  portions: z.array(FoodPortionSchema).default([]),
});
export type CatalogueFood = z.infer<typeof CatalogueFoodSchema>;

export const CatalogueFileSchema = z.array(CatalogueFoodSchema);

export type CatalogueFile = { foods: CatalogueFood[]; contentHash: string };

/** Parsed files by path: tests build many apps in one process from the same file. */
const parsedFiles = new Map<string, { mtimeMs: number; size: number; value: CatalogueFile }>();

/** Reads and validates the catalogue file; the hash covers its bytes and SEED_VERSION. */
export async function readCatalogueFile(file: string): Promise<CatalogueFile> {
  const info = await stat(file);
  const known = parsedFiles.get(file);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.value;
  const value = await parseCatalogueFile(file);
  parsedFiles.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
  return value;
}

async function parseCatalogueFile(file: string): Promise<CatalogueFile> {
  const bytes = await readFile(file);
  const contentHash = createHash('sha256').update(`v${SEED_VERSION}\n`).update(bytes).digest('hex');
  const parsed = CatalogueFileSchema.safeParse(JSON.parse(bytes.toString('utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The food catalogue ${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return { foods: parsed.data, contentHash };
}

/** The table's columns for one catalogue food (snake_case keys for jsonb_to_recordset). */
function toRecord(food: CatalogueFood) {
  const n = food.per100g;
  return {
    id: food.id,
    // The file's `source` is a label; the table's `source` says which kind of food it is.
    source_label: food.source,
    fdc_id: food.fdcId ?? null,
    data_type: food.dataType ?? null,
    name: food.name,
    description: food.description ?? null,
    category: food.category,
    aliases: food.aliases,
    search_text: buildSearchText(food),
    energy_kcal: n.energyKcal,
    protein_g: n.proteinG,
    fat_g: n.fatG,
    saturated_fat_g: n.saturatedFatG,
    carbohydrate_g: n.carbohydrateG,
    fiber_g: n.fiberG,
    sugars_g: n.sugarsG,
    sugar_alcohols_g: n.sugarAlcoholsG,
    sodium_mg: n.sodiumMg,
    portions: food.portions,
  };
}

export type SeedResult = { status: 'loaded' | 'unchanged'; foods: number; ms: number };

async function loadedHash(tx: Executor, name: string): Promise<string | undefined> {
  const rows = await queryRows<{ content_hash: string }>(
    tx,
    sql`SELECT content_hash FROM food_catalogue_loads WHERE name = ${name}`,
  );
  return rows[0]?.content_hash;
}

/**
 * Loads the curated catalogue into `foods`, idempotently: one multi-row upsert by id that
 * only rewrites rows whose content differs, and nothing at all when the file's hash matches
 * the last load. Concurrent starts serialise on an advisory lock and the later ones see the
 * hash and skip. Rows that left the file stay (diary entries and recipes may point at them).
 */
export async function seedCatalogue(
  db: Db,
  catalogue: CatalogueFile,
  name = CATALOGUE_NAME,
): Promise<SeedResult> {
  const started = performance.now();
  const done = (status: SeedResult['status']): SeedResult => ({
    status,
    foods: catalogue.foods.length,
    ms: Math.round(performance.now() - started),
  });
  if ((await loadedHash(db, name)) === catalogue.contentHash) return done('unchanged');

  const records = JSON.stringify(catalogue.foods.map(toRecord));
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await loadedHash(tx, name)) === catalogue.contentHash) return false;
    // A curated food that gained an fdcId takes it over from an imported duplicate, which
    // stays (the diary may point at it) but no longer claims that FDC id.
    await tx.execute(sql`
      UPDATE foods SET fdc_id = NULL, updated_at = now()
      WHERE fdc_id IN (SELECT (r->>'fdc_id')::int FROM jsonb_array_elements(${records}::jsonb) r
                       WHERE r->>'fdc_id' IS NOT NULL)
        AND id NOT IN (SELECT r->>'id' FROM jsonb_array_elements(${records}::jsonb) r)`);
    await tx.execute(sql`
      INSERT INTO foods (id, owner_id, source, source_label, fdc_id, data_type, barcode, name,
        description, brand, category, aliases, search_text, energy_kcal, protein_g, fat_g,
        saturated_fat_g, carbohydrate_g, fiber_g, sugars_g, sugar_alcohols_g, sodium_mg, portions)
      SELECT r.id, NULL, 'usda', r.source_label, r.fdc_id, r.data_type, NULL, r.name,
        r.description, NULL, r.category,
        ARRAY(SELECT jsonb_array_elements_text(r.aliases)), r.search_text, r.energy_kcal,
        r.protein_g, r.fat_g, r.saturated_fat_g, r.carbohydrate_g, r.fiber_g, r.sugars_g,
        r.sugar_alcohols_g, r.sodium_mg, r.portions
      FROM jsonb_to_recordset(${records}::jsonb) AS r(id text, source_label text, fdc_id int,
        data_type text, name text, description text, category text, aliases jsonb,
        search_text text, energy_kcal float8, protein_g float8, fat_g float8,
        saturated_fat_g float8, carbohydrate_g float8, fiber_g float8, sugars_g float8,
        sugar_alcohols_g float8, sodium_mg float8, portions jsonb)
      ON CONFLICT (id) DO UPDATE SET
        source = excluded.source, source_label = excluded.source_label,
        -- The FDC importer may have linked a curated food to its FDC id: keep that link.
        fdc_id = COALESCE(excluded.fdc_id, foods.fdc_id),
        data_type = excluded.data_type, name = excluded.name,
        description = excluded.description, category = excluded.category,
        aliases = excluded.aliases, search_text = excluded.search_text,
        energy_kcal = excluded.energy_kcal, protein_g = excluded.protein_g,
        fat_g = excluded.fat_g, saturated_fat_g = excluded.saturated_fat_g,
        carbohydrate_g = excluded.carbohydrate_g, fiber_g = excluded.fiber_g,
        sugars_g = excluded.sugars_g, sugar_alcohols_g = excluded.sugar_alcohols_g,
        sodium_mg = excluded.sodium_mg, portions = excluded.portions, updated_at = now()
      WHERE (foods.source, foods.source_label, foods.data_type, foods.name, foods.description,
          foods.category, foods.aliases, foods.search_text, foods.energy_kcal, foods.protein_g,
          foods.fat_g, foods.saturated_fat_g, foods.carbohydrate_g, foods.fiber_g,
          foods.sugars_g, foods.sugar_alcohols_g, foods.sodium_mg, foods.portions)
        IS DISTINCT FROM (excluded.source, excluded.source_label, excluded.data_type,
          excluded.name, excluded.description, excluded.category, excluded.aliases,
          excluded.search_text, excluded.energy_kcal, excluded.protein_g, excluded.fat_g,
          excluded.saturated_fat_g, excluded.carbohydrate_g, excluded.fiber_g,
          excluded.sugars_g, excluded.sugar_alcohols_g, excluded.sodium_mg, excluded.portions)
        OR (excluded.fdc_id IS NOT NULL AND foods.fdc_id IS DISTINCT FROM excluded.fdc_id)`);
    await tx.execute(sql`
      INSERT INTO food_catalogue_loads (name, content_hash, food_count, loaded_at)
      VALUES (${name}, ${catalogue.contentHash}, ${catalogue.foods.length}, now())
      ON CONFLICT (name) DO UPDATE SET content_hash = excluded.content_hash,
        food_count = excluded.food_count, loaded_at = excluded.loaded_at`);
    return true;
  });
  // Fresh statistics, so the planner knows the catalogue's size (trigram index or scan).
  if (loaded) await db.execute(sql`ANALYZE foods`);
  return done(loaded ? 'loaded' : 'unchanged');
}
