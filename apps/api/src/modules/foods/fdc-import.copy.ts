import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { FdcRecord } from './fdc-import.records.js';
import {
  PENDING_LIST_LIMIT,
  RECORD_COLUMNS,
  RECORD_FIELDS,
  upsertFrom,
  type WriteCounts,
} from './fdc-import.write.js';

/**
 * The writing stage, part 2, on PostgreSQL: the rows go into a temporary staging table by
 * COPY (streamed: PostgreSQL parses while the rows are still being formatted), then into
 * `foods` with one upsert. Row batches as JSON took twice as long: the server spent most
 * of it parsing JSON and planning one statement per batch (decision 028).
 */
export async function copyFdcRecords(
  pool: pg.Pool,
  records: Iterable<FdcRecord>,
  /** How many records there will be at most (for the progress and the index decision). */
  expected: number,
  log: (line: string) => void,
  /** Drop and rebuild the trigram indexes: true / false, or undefined to decide by size. */
  rebuildIndexes?: boolean,
): Promise<WriteCounts> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL gin_pending_list_limit = '${PENDING_LIST_LIMIT}'`);
    await client.query(`CREATE TEMP TABLE fdc_stage (${RECORD_COLUMNS}) ON COMMIT DROP`);
    const rebuild = await dropSearchIndexesForBulk(client, expected, rebuildIndexes);
    const sent = { rows: 0 };
    await pipeline(
      Readable.from(copyLines(records, expected, sent, log)),
      client.query(copyFrom('COPY fdc_stage FROM STDIN')),
    );
    log(`adding ${sent.rows} foods to the catalogue`);
    const { rows } = await client.query<{ inserted: number; written: number }>(
      `WITH up AS (${upsertFrom(`fdc_stage r`)})
       SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*)::int AS written FROM up`,
    );
    if (rebuild.length > 0) log('building the search indexes');
    for (const definition of rebuild) await client.query(definition);
    await client.query('COMMIT');
    const { inserted = 0, written = 0 } = rows[0] ?? {};
    return { inserted, updated: written - inserted, unchanged: sent.rows - written };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * An import that at least doubles the catalogue (a first full download) writes faster
 * without the trigram indexes, which are built again from the finished table: about 3 s
 * for 400,000 foods, against 6 s of pending-list inserts and merging. Their definitions are
 * read from the database, so they come back exactly as the migrations made them. Searches
 * wait for the transaction meanwhile (the DROP holds the table's lock). Returns the
 * definitions to run after the upsert (none for a smaller import).
 */
async function dropSearchIndexesForBulk(
  client: pg.PoolClient,
  rows: number,
  rebuild: boolean | undefined,
): Promise<string[]> {
  if (rebuild === false) return [];
  if (rebuild === undefined) {
    const { rows: count } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM foods',
    );
    if (rows < (count[0]?.n ?? 0)) return [];
  }
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'foods' AND indexdef LIKE '% USING gin %'`,
  );
  for (const index of indexes)
    await client.query(`DROP INDEX ${client.escapeIdentifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

/** Rows per chunk handed to the COPY stream. */
const CHUNK = 2000;

/** The records in COPY's text format, a chunk at a time, with progress about once a second. */
function* copyLines(
  records: Iterable<FdcRecord>,
  expected: number,
  sent: { rows: number },
  log: (line: string) => void,
) {
  let lastLog = performance.now();
  let chunk = '';
  let inChunk = 0;
  for (const r of records) {
    // In the staging table's column order; portions (an array) as JSON text.
    chunk += `${RECORD_FIELDS.map(([field]) => {
      const value = r[field];
      return copyValue(Array.isArray(value) ? JSON.stringify(value) : value);
    }).join('\t')}\n`;
    sent.rows += 1;
    if ((inChunk += 1) < CHUNK) continue;
    yield chunk;
    chunk = '';
    inChunk = 0;
    if (performance.now() - lastLog > 1000) {
      lastLog = performance.now();
      log(`written ${sent.rows} / ${expected} foods`);
    }
  }
  if (chunk) yield chunk;
  log(`written ${sent.rows} / ${expected} foods`);
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format: \N for null, backslash escapes for the special characters. */
export function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : value;
}
