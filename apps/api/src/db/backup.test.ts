import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { as, createTestContext, findFood, signUp } from '../test/harness.js';
import { BackupRefusedError, backupEmbeddedDatabase, restoreEmbeddedDatabase } from './backup.js';
import { openDatabase, queryRows, type Database } from './client.js';

// Always the embedded database, also in the PostgreSQL run of the suite: that is what
// `npm run db:backup` copies (PostgreSQL has pg_dump).
const root = mkdtempSync(path.join(tmpdir(), 'ketoflow-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Snapshot = { users: string[]; ledger: string[]; diary: string[] };

/** What the users own, as text, in a stable order: equal snapshots mean nothing was lost. */
async function snapshot(database: Database, userIds: string[]): Promise<Snapshot> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const column = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ row: string }>(database.db, query)).map((r) => r.row);
  return {
    users: await column(
      sql`SELECT id || ' ' || email AS row FROM "user" WHERE id IN (${ids}) ORDER BY id`,
    ),
    ledger: await column(
      sql`SELECT id || ' ' || user_id || ' ' || amount || ' ' || balance_after AS row FROM coin_ledger WHERE user_id IN (${ids}) ORDER BY id`,
    ),
    diary: await column(
      sql`SELECT id || ' ' || user_id || ' ' || title || ' ' || date AS row FROM meals WHERE user_id IN (${ids}) ORDER BY id`,
    ),
  };
}

describe('embedded database backup', () => {
  it('restores every user, ledger row and diary entry into a fresh data folder', async () => {
    const dataDir = path.join(root, 'live', 'pglite');
    const ctx = await createTestContext({
      database: await openDatabase({ kind: 'pglite', dataDir }),
    });
    const userIds: string[] = [];
    let before: Snapshot;
    try {
      for (let i = 0; i < 3; i++) {
        const user = await signUp(ctx.app);
        userIds.push(user.id);
        await ctx.app.services.wallet.credit({
          userId: user.id,
          amount: 40 + i,
          reason: 'admin_adjustment',
          idempotencyKey: randomUUID(),
        });
        const debit = await as(ctx.app, user, {
          method: 'POST',
          url: '/api/v1/wallet/debits',
          payload: { action: 'food_scan', idempotencyKey: randomUUID() },
        });
        expect(debit.statusCode, debit.body).toBe(201);
        const egg = await findFood(ctx.app, user, 'egg');
        for (const mealType of ['breakfast', 'lunch']) {
          const meal = await as(ctx.app, user, {
            method: 'POST',
            url: '/api/v1/meals',
            payload: {
              method: 'food',
              date: '2026-03-0' + String(i + 1),
              mealType,
              items: [{ foodId: egg.id, quantity: 100 + i, unit: 'g' }],
            },
          });
          expect(meal.statusCode, meal.body).toBe(201);
        }
      }
      before = await snapshot(ctx.database, userIds);
    } finally {
      await ctx.close();
    }
    expect(before.users).toHaveLength(3);
    expect(before.ledger).toHaveLength(6);
    expect(before.diary).toHaveLength(6);

    const file = path.join(root, 'ketoflow.backup.tgz');
    await backupEmbeddedDatabase(dataDir, file);
    const freshDir = path.join(root, 'fresh', 'pglite');
    await restoreEmbeddedDatabase(file, freshDir);

    const restored = await openDatabase({ kind: 'pglite', dataDir: freshDir });
    try {
      expect(await snapshot(restored, userIds)).toEqual(before);
    } finally {
      await restored.close();
    }
    // The restored folder now holds a database: replacing it needs --force.
    await expect(restoreEmbeddedDatabase(file, freshDir)).rejects.toThrow(/--force/);
    await restoreEmbeddedDatabase(file, freshDir, { force: true });
    // Booting PGlite from disk four times; a busy 2-core machine needs minutes.
  }, 360_000);

  it('refuses to copy a database another process is using', async () => {
    const dataDir = path.join(root, 'busy', 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    // A live process other than ours holds the lock, as a running server would.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(path.join(root, 'busy', 'pglite.lock'), String(holder.pid));
      const attempt = backupEmbeddedDatabase(dataDir, path.join(root, 'busy.tgz'));
      await expect(attempt).rejects.toBeInstanceOf(BackupRefusedError);
      await expect(attempt).rejects.toThrow(/in use by process/);
    } finally {
      holder.kill();
    }
  }, 120_000);
});
