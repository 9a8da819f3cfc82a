import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedStatements } from './pglite-statements.js';
import { pgliteTemplate } from '../test/pglite-template.js';
import { ON_POSTGRES_PASS } from '../test/test-env.js';

const open: PGlite[] = [];
async function fresh() {
  // A copy of the suite's migrated database starts in a second; initdb takes several.
  const client = await PGlite.create({ loadDataDir: pgliteTemplate() });
  open.push(client);
  await client.exec(`CREATE TABLE items (id serial PRIMARY KEY, name text UNIQUE NOT NULL,
    grams numeric, added timestamptz NOT NULL DEFAULT now(), tags jsonb)`);
  return { client, query: cachedStatements(client) };
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

/** Statements PostgreSQL holds prepared for this session (read the plain way, uncached). */
async function preparedCount(client: PGlite): Promise<number> {
  const [result] = await client.exec('SELECT count(*)::int AS n FROM pg_prepared_statements');
  return (result!.rows[0] as { n: number }).n;
}

// PGlite's own protocol: the PostgreSQL pass has nothing to add.
describe.skipIf(ON_POSTGRES_PASS)('named statements on the embedded database', () => {
  it('answers exactly what PGlite.query answers, in either row mode, and prepares a text once', async () => {
    const { client, query } = await fresh();
    const insert = 'INSERT INTO items (name, grams, tags) VALUES ($1, $2, $3) RETURNING *';
    for (const [name, grams] of [
      ['almonds', 28.5],
      ['eggs', null],
    ] as const) {
      await query(insert, [name, grams, { keto: true }]);
    }
    const select = 'SELECT id, name, grams, added, tags FROM items WHERE name = $1';
    for (const rowMode of ['object', 'array'] as const) {
      const ours = await query(select, ['almonds'], { rowMode });
      const theirs = await client.query(select, ['almonds'], { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const row = (await query<{ tags: unknown; grams: string }>(select, ['almonds'])).rows[0];
    expect(row).toMatchObject({ tags: { keto: true }, grams: '28.5' });
    expect((await query(select, ['eggs'])).rows[0]).toMatchObject({ grams: null });

    const update = await query('UPDATE items SET grams = grams + 1 WHERE grams IS NOT NULL', []);
    expect(update.affectedRows).toBe(1);
    // insert, select and update: three texts, each prepared once however often it ran.
    expect(await preparedCount(client)).toBe(3);
  });

  it('passes database errors through with their code and keeps working after them', async () => {
    const { query } = await fresh();
    const insert = 'INSERT INTO items (name) VALUES ($1)';
    await query(insert, ['butter']);
    await expect(query(insert, ['butter'])).rejects.toMatchObject({ code: '23505' });
    await query(insert, ['ghee']);
    await expect(query('SELECT nope FROM items', [])).rejects.toMatchObject({ code: '42703' });
    const names = await query<{ name: string }>('SELECT name FROM items ORDER BY name', []);
    expect(names.rows.map((r) => r.name)).toEqual(['butter', 'ghee']);
  });

  it('prepares again when a table it reads changes shape', async () => {
    const { client, query } = await fresh();
    await query('INSERT INTO items (name) VALUES ($1)', ['salmon']);
    const all = 'SELECT * FROM items';
    expect(Object.keys((await query<object>(all)).rows[0]!)).not.toContain('carbs');
    await client.exec('ALTER TABLE items ADD COLUMN carbs numeric');
    expect((await query<object>(all)).rows[0]).toMatchObject({ name: 'salmon', carbs: null });
  });

  it('prepares again after the session lost its statements or a column changed type', async () => {
    const { client, query } = await fresh();
    await query('INSERT INTO items (name, grams) VALUES ($1, $2)', ['walnuts', 30]);
    const byGrams = 'SELECT name FROM items WHERE grams = $1';
    expect((await query(byGrams, [30])).rows).toEqual([{ name: 'walnuts' }]);
    // Behind the cache's back: the next call finds its statement gone and prepares it again.
    await client.exec('DEALLOCATE ALL');
    expect((await query(byGrams, [30])).rows).toEqual([{ name: 'walnuts' }]);
    // Through it: the parameter is text from now on, and the statement knows it.
    await query('ALTER TABLE items ALTER COLUMN grams TYPE text');
    expect((await query(byGrams, ['30'])).rows).toEqual([{ name: 'walnuts' }]);
  });

  it('adds the query and its parameters to an error, as PGlite does', async () => {
    const { query } = await fresh();
    const insert = 'INSERT INTO items (name) VALUES ($1)';
    await query(insert, ['cheddar']);
    await expect(query(insert, ['cheddar'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
      params: ['cheddar'],
    });
  });

  it('keeps at most `max` texts prepared, closing the least recently used', async () => {
    // A copy of the suite's migrated database starts in a second; initdb takes several.
    const client = await PGlite.create({ loadDataDir: pgliteTemplate() });
    open.push(client);
    const query = cachedStatements(client, { max: 2 });
    for (let i = 0; i < 10; i += 1) {
      expect((await query<{ n: number }>(`SELECT ${i}::int AS n`)).rows[0]!.n).toBe(i);
    }
    // The evicted one is closed with the next prepare: max + 1 at any time.
    expect(await preparedCount(client)).toBeLessThanOrEqual(3);
  });

  it('delivers notifications a statement sends, and waits for an open transaction', async () => {
    const { client, query } = await fresh();
    const heard: string[] = [];
    await client.listen('kf_test', (payload) => heard.push(payload));
    await query(`SELECT pg_notify('kf_test', $1)`, ['balance:41']);
    await expect.poll(() => heard).toEqual(['balance:41']);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (name) VALUES ('avocado')`);
      inserted();
      await held;
    });
    await insertDone;
    const count = query<{ n: number }>('SELECT count(*)::int AS n FROM items');
    setTimeout(release, 50);
    await transaction;
    // The statement ran after the commit, never inside someone else's transaction.
    expect((await count).rows[0]!.n).toBe(1);
  });
});
