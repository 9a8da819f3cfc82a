import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import type { FdcRecord } from './fdc-import.records.js';

/**
 * The writing stage, part 1: curated foods named by their NDB number take their FDC id, so
 * the upsert updates them instead of adding a copy. Returns how many were linked.
 */
export async function linkCuratedFoods(
  db: Db,
  ndbLinks: readonly { id: string; fdc_id: number }[],
): Promise<number> {
  if (ndbLinks.length === 0) return 0;
  const links = JSON.stringify(ndbLinks);
  return db.transaction(async (tx) => {
    // An earlier import of the same FDC food steps aside: the curated food takes its fdc_id
    // (the earlier row stays, since the diary may point at it).
    await tx.execute(sql`
        UPDATE foods f SET fdc_id = NULL, updated_at = now()
        FROM jsonb_to_recordset(${links}::jsonb) AS l(id text, fdc_id int)
        JOIN foods c ON c.id = l.id AND c.fdc_id IS NULL
        WHERE f.fdc_id = l.fdc_id AND f.id <> l.id`);
    const linked = await queryRows<{ id: string }>(
      tx,
      sql`
        UPDATE foods c SET fdc_id = l.fdc_id, updated_at = now()
        FROM jsonb_to_recordset(${links}::jsonb) AS l(id text, fdc_id int)
        WHERE c.id = l.id AND c.fdc_id IS NULL
        RETURNING c.id`,
    );
    return linked.length;
  });
}

/** GIN pending list size during an import: large enough for a full download's trigrams. */
export const PENDING_LIST_LIMIT = '1GB';

/** The fields of an import row (FdcRecord) and their SQL types, in column order. */
export const RECORD_FIELDS = [
  ['id', 'text'],
  ['source_label', 'text'],
  ['fdc_id', 'int'],
  ['data_type', 'text'],
  ['name', 'text'],
  ['description', 'text'],
  ['brand', 'text'],
  ['category', 'text'],
  ['search_text', 'text'],
  ['energy_kcal', 'float8'],
  ['protein_g', 'float8'],
  ['fat_g', 'float8'],
  ['saturated_fat_g', 'float8'],
  ['carbohydrate_g', 'float8'],
  ['fiber_g', 'float8'],
  ['sugars_g', 'float8'],
  ['sugar_alcohols_g', 'float8'],
  ['sodium_mg', 'float8'],
  ['portions', 'jsonb'],
] as const satisfies readonly (readonly [keyof FdcRecord, string])[];

/** The import row's columns as SQL column definitions (a recordset alias, a staging table). */
export const RECORD_COLUMNS = RECORD_FIELDS.map(([name, type]) => `${name} ${type}`).join(', ');

/**
 * The upsert of import rows read from `source` (aliased r), by fdc_id, rewriting a row only
 * when a value differs; returns (xmax = 0) AS inserted per written row. One text for both
 * ways in: JSON batches (PGlite) and a COPY staging table (PostgreSQL).
 */
export function upsertFrom(source: string): string {
  return `
    INSERT INTO foods (id, owner_id, source, source_label, fdc_id, data_type, name, description,
      brand, category, aliases, search_text, energy_kcal, protein_g, fat_g, saturated_fat_g,
      carbohydrate_g, fiber_g, sugars_g, sugar_alcohols_g, sodium_mg, portions)
    SELECT r.id, NULL, 'usda', r.source_label, r.fdc_id, r.data_type, r.name, r.description,
      r.brand, r.category, '{}', r.search_text, r.energy_kcal, r.protein_g, r.fat_g, r.saturated_fat_g,
      r.carbohydrate_g, r.fiber_g, r.sugars_g, r.sugar_alcohols_g, r.sodium_mg, r.portions
    FROM ${source}
    ON CONFLICT (fdc_id) WHERE fdc_id IS NOT NULL DO UPDATE SET
      source_label = excluded.source_label, data_type = excluded.data_type,
      description = excluded.description, brand = excluded.brand, energy_kcal = excluded.energy_kcal,
      protein_g = excluded.protein_g, fat_g = excluded.fat_g,
      saturated_fat_g = excluded.saturated_fat_g, carbohydrate_g = excluded.carbohydrate_g,
      fiber_g = excluded.fiber_g, sugars_g = excluded.sugars_g,
      sugar_alcohols_g = excluded.sugar_alcohols_g, sodium_mg = excluded.sodium_mg,
      portions = excluded.portions, updated_at = now()
    WHERE (foods.source_label, foods.data_type, foods.description, foods.brand, foods.energy_kcal,
        foods.protein_g, foods.fat_g, foods.saturated_fat_g, foods.carbohydrate_g,
        foods.fiber_g, foods.sugars_g, foods.sugar_alcohols_g, foods.sodium_mg, foods.portions)
      IS DISTINCT FROM (excluded.source_label, excluded.data_type, excluded.description, excluded.brand,
        excluded.energy_kcal, excluded.protein_g, excluded.fat_g, excluded.saturated_fat_g,
        excluded.carbohydrate_g, excluded.fiber_g, excluded.sugars_g,
        excluded.sugar_alcohols_g, excluded.sodium_mg, excluded.portions)
    RETURNING (xmax = 0) AS inserted`;
}

export type WriteCounts = { inserted: number; updated: number; unchanged: number };

/**
 * The writing stage, part 2, on PGlite: upserts the rows in JSON batches. (PostgreSQL
 * takes them through COPY: fdc-import.copy.ts.)
 */
export async function upsertFdcRecords(
  db: Db,
  records: readonly FdcRecord[],
  batchSize: number,
  log: (line: string) => void,
): Promise<WriteCounts> {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  let lastLog = performance.now();
  const statement = upsertFrom(`jsonb_to_recordset($1::jsonb) AS r(${RECORD_COLUMNS})`);
  const [before, after] = statement.split('$1');
  // One transaction, and new trigram index entries gathered in the GIN pending list and
  // merged once at the end: inserting each row's trigrams into the indexes one by one is
  // what made a large import slow (about 8x).
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL gin_pending_list_limit = '${PENDING_LIST_LIMIT}'`));
    for (let i = 0; i < records.length; i += batchSize) {
      const batch = JSON.stringify(records.slice(i, i + batchSize));
      const rows = await queryRows<{ inserted: boolean }>(
        tx,
        sql`${sql.raw(before ?? '')}${batch}${sql.raw(after ?? '')}`,
      );
      const inserted = rows.filter((r) => r.inserted).length;
      counts.inserted += inserted;
      counts.updated += rows.length - inserted;
      counts.unchanged += Math.min(batchSize, records.length - i) - rows.length;
      const done = Math.min(i + batchSize, records.length);
      // Progress about once a second, and at the end.
      if (done === records.length || performance.now() - lastLog > 1000) {
        lastLog = performance.now();
        log(`written ${done} / ${records.length} foods`);
      }
    }
  });
  return counts;
}

/** Merges the GIN pending lists an import filled (see PENDING_LIST_LIMIT) into the indexes. */
export async function mergeSearchIndexes(db: Db, log: (line: string) => void): Promise<void> {
  log('merging the search indexes');
  await db.execute(sql`
    SELECT gin_clean_pending_list(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE i.indrelid = 'foods'::regclass AND a.amname = 'gin'`);
}
