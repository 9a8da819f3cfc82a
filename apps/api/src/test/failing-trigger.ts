import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Makes PostgreSQL itself fail one kind of statement on `table` for rows whose `column` holds
 * `value` only (other tests and rows are unaffected): a real database failure, not a mock.
 * Returns the function that puts the table back.
 */
export async function failingTrigger(
  database: Database,
  fault: { table: string; operation: 'INSERT' | 'UPDATE'; column: string; value: string },
): Promise<() => Promise<void>> {
  const name = `test_fail_${randomUUID().replaceAll('-', '')}`;
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  const { table, operation, column, value } = fault;
  await run(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.${column} = '${value.replaceAll("'", "''")}' THEN RAISE EXCEPTION 'simulated failure'; END IF;
      RETURN NEW;
    END $$`);
  await run(
    `CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  return async () => {
    await run(`DROP TRIGGER ${name} ON ${table}`);
    await run(`DROP FUNCTION ${name}()`);
  };
}
