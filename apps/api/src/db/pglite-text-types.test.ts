import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleTextParsers, withInstanceTextParsers } from './pglite-text-types.js';

// The embedded database only: PostgreSQL's driver has no per-query parsers to leave out.
const moments = pgTable('moments', {
  id: integer().primaryKey(),
  at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  local: timestamp({ mode: 'string' }).notNull(),
  day: date({ mode: 'string' }).notNull(),
  span: interval().notNull(),
});

describe('PGlite with the driver text types set once', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create({ parsers: drizzleTextParsers });
    await client.exec(`create table moments (id int primary key, at timestamptz not null,
      local timestamp not null, day date not null, span interval not null)`);
  });
  afterAll(() => client.close());

  it('reads and writes dates, timestamps and intervals through Drizzle as before', async () => {
    const db = drizzle(withInstanceTextParsers(client), { schema: { moments } });
    const at = new Date('2026-03-29T01:30:00.123Z');
    await db.insert(moments).values({
      id: 1,
      at,
      local: '2026-03-29 02:30:00',
      day: '2026-03-29',
      span: '1 day 02:00:00',
    });
    const [row] = await db.select().from(moments);
    expect(row).toEqual({
      id: 1,
      at,
      local: '2026-03-29 02:30:00',
      day: '2026-03-29',
      span: '1 day 02:00:00',
    });
    // And the same inside a transaction, whose queries go through the same rule.
    const inTx = await db.transaction(async (tx) => {
      await tx.update(moments).set({ day: '2026-12-31' });
      return tx.execute(sql`select day, at from moments`);
    });
    expect(inTx.rows).toEqual([{ day: '2026-12-31', at: '2026-03-29 01:30:00.123+00' }]);
  });

  it('still applies a per-query parser that changes a value, for any type', async () => {
    const wrapped = withInstanceTextParsers(client);
    const custom = await wrapped.query<{ n: string; d: string }>(
      `select 41 + 1 as n, date '2026-01-02' as d`,
      [],
      { parsers: { [types.INT4]: (v: string) => `#${v}`, [types.DATE]: (v: string) => `d:${v}` } },
    );
    expect(custom.rows).toEqual([{ n: '#42', d: 'd:2026-01-02' }]);
    const plain = await wrapped.query<{ n: number }>('select 41 + 1 as n');
    expect(plain.rows).toEqual([{ n: 42 }]);
  });
});
