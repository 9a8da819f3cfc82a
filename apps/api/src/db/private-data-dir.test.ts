import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tightenPrivateTree } from '../lib/private-files.js';
import { modeOf, openToOthers } from '../test/file-modes.js';
import { configuredDatabase, openDatabase } from './client.js';
import { ON_POSTGRES_PASS } from '../test/test-env.js';

// The embedded database's own files: the PostgreSQL pass of the suite has none, and leaves
// these to the PGlite pass. The test process keeps its usual umask (022), so what is checked is the
// tightening itself, not the server's umask.
const root = mkdtempSync(path.join(tmpdir(), 'ketoflow-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(ON_POSTGRES_PASS || process.platform === 'win32')('a private DATA_DIR', () => {
  it('is private after a start, also when an older version left it open', async () => {
    // As an older version left it: folders 0755, the database's files 0666 (PGlite's own modes).
    const dataDir = path.join(root, 'old');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'auth-secret'), 'x'.repeat(64));
    chmodSync(path.join(dataDir, 'auth-secret'), 0o644);
    const old = await PGlite.create(path.join(dataDir, 'pglite'));
    await old.close();
    chmodSync(path.join(dataDir, 'pglite'), 0o755);
    expect(openToOthers(dataDir).filter((line) => line.startsWith('666 ')).length).toBeGreaterThan(
      100,
    );

    // What the server does at start (src/server.ts).
    tightenPrivateTree(dataDir);
    const database = await openDatabase(configuredDatabase({ databaseUrl: undefined, dataDir }));
    try {
      await database.migrate();
      expect(openToOthers(dataDir)).toEqual([]);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600);
      expect(modeOf(path.join(dataDir, 'pglite.lock'))).toBe(0o600);

      // New tables, an index and a checkpoint write new files while the server runs.
      await database.db.execute(sql`CREATE TABLE private_probe (id int PRIMARY KEY, note text)`);
      await database.db.execute(
        sql`INSERT INTO private_probe SELECT g, repeat('x', 3000) FROM generate_series(1, 500) g`,
      );
      await database.db.execute(sql`CHECKPOINT`);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);

  it('is created private when it does not exist yet', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const database = await openDatabase(configuredDatabase({ databaseUrl: undefined, dataDir }));
    try {
      await database.migrate();
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
