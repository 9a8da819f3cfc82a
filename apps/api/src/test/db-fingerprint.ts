import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Counters that a refused request may legitimately move; they hold no user's data. */
const IGNORED = new Set(['rate_limits', 'auth_rate_limit', '__drizzle_migrations']);

/**
 * A digest, per table, of every row that mentions one of `needles` (user ids, e-mail
 * addresses, order ids). Equal digests before and after a series of requests mean none of
 * them wrote anything about those users. Scoped by needles because on PostgreSQL the test
 * files share one database and write at the same time.
 */
export async function fingerprint(
  database: Database,
  needles: readonly string[],
): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    database,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const patterns = needles.map((n) => `%${n.replaceAll('%', '\\%').replaceAll('_', '\\_')}%`);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (IGNORED.has(name)) continue;
    const table = sql.identifier(name);
    const [row] = await rows<{ digest: string | null; n: string | number }>(
      database,
      sql`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*) AS n
          FROM ${table} t
          WHERE t::text LIKE ANY (${sql.param(patterns)}::text[])`,
    );
    digests[name] = `${String(row?.n ?? 0)}:${row?.digest ?? '-'}`;
  }
  return digests;
}

/** The rows of a raw query: both drivers answer `{ rows }`, which the shared Db type hides. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
