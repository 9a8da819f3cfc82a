import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './pglite-extensions.js';
import { ON_POSTGRES_PASS } from '../test/test-env.js';

// The embedded database only: PostgreSQL loads pg_trgm from its own contrib folder.
describe.skipIf(ON_POSTGRES_PASS)('pg_trgm on the embedded database, unpacked before start', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'kf-trgm-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('hands PGlite no bundle to stream while it starts', async () => {
    const setup = await pgliteExtensions.pg_trgm.setup({} as never, { preRun: [] });
    expect(setup.bundlePath).toBeUndefined();
    expect(setup.emscriptenOpts.preRun).toHaveLength(1);
  });

  it('creates the extension and answers typo-tolerant queries through a trigram index', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await client.exec(`create extension if not exists pg_trgm;
        create table foods (name text not null);
        create index foods_name_trgm on foods using gin (name gin_trgm_ops);
        insert into foods values ('avocado'), ('broccoli'), ('cheddar cheese');`);
      const { rows } = await client.query<{ name: string; score: number }>(
        `select name, similarity(name, 'brocoli') as score from foods
         where name % 'brocoli' order by score desc`,
      );
      expect(rows.map((row) => row.name)).toEqual(['broccoli']);
      expect(rows[0]!.score).toBeGreaterThan(0.5);
    } finally {
      await client.close();
    }
  });

  it('loads the extension again when a saved database is reopened', async () => {
    const dataDir = path.join(folder, 'db');
    const first = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    await first.exec(`create extension pg_trgm; create table words (w text);
      insert into words values ('salmon');`);
    await first.close();

    const again = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    try {
      const { rows } = await again.query<{ score: number }>(
        `select similarity(w, 'salmn') as score from words`,
      );
      expect(rows[0]!.score).toBeGreaterThan(0.4);
    } finally {
      await again.close();
    }
  });
});
