import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modeOf, openToOthers } from '../test/file-modes.js';
import { as, createTestContext, findFood, signUp } from '../test/harness.js';
import { BackupRefusedError, backupEmbeddedDatabase, restoreEmbeddedDatabase } from './backup.js';
import { openDatabase, queryRows, type Database } from './client.js';
import { ON_POSTGRES_PASS } from '../test/test-env.js';

// The embedded database, which is what `npm run db:backup` copies (PostgreSQL has pg_dump):
// the PGlite pass of the suite runs these, the PostgreSQL pass would only repeat them.
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

describe.skipIf(ON_POSTGRES_PASS)('embedded database backup', () => {
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
    // E-mails, password hashes and health answers: owner-only, whatever the umask.
    expect(modeOf(file)).toBe(0o600);
    const freshDir = path.join(root, 'fresh', 'pglite');
    // The test server's secret is AUTH_SECRET (harness), as on a server configured that way.
    const authSecret = { file: path.join(root, 'fresh', 'auth-secret'), inEnvironment: true };
    await restoreEmbeddedDatabase(file, freshDir, { authSecret });
    expect(openToOthers(path.join(root, 'fresh'))).toEqual([]);

    const restored = await openDatabase({ kind: 'pglite', dataDir: freshDir });
    try {
      expect(await snapshot(restored, userIds)).toEqual(before);
    } finally {
      await restored.close();
    }
    // The restored folder now holds a database: replacing it needs --force.
    await expect(restoreEmbeddedDatabase(file, freshDir, { authSecret })).rejects.toThrow(
      /--force/,
    );
    await restoreEmbeddedDatabase(file, freshDir, { authSecret, force: true });
    expect(openToOthers(path.join(root, 'fresh'))).toEqual([]);
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

describe.skipIf(ON_POSTGRES_PASS)('embedded database backup and restore refusals', () => {
  const dataDir = path.join(root, 'small', 'pglite');
  const file = path.join(root, 'small.tgz');
  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.close();
    await backupEmbeddedDatabase(dataDir, file);
  }, 120_000);

  it('writes the backup owner-only and refuses a folder that does not exist, naming it', async () => {
    expect(modeOf(file)).toBe(0o600);
    const missing = path.join(root, 'not-mounted', 'backups');
    const attempt = backupEmbeddedDatabase(dataDir, path.join(missing, 'ketoflow.tgz'));
    await expect(attempt).rejects.toBeInstanceOf(BackupRefusedError);
    await expect(attempt).rejects.toThrow(`The folder ${missing} does not exist`);
    expect(existsSync(missing)).toBe(false);
    await expect(backupEmbeddedDatabase(dataDir, path.join(file, 'x.tgz'))).rejects.toThrow(
      `${file} is not a folder.`,
    );
  }, 120_000);

  it('refuses to restore into a DATA_DIR without the auth secret, saying what to copy', async () => {
    const target = path.join(root, 'new-server');
    const secretFile = path.join(target, 'auth-secret');
    const attempt = restoreEmbeddedDatabase(file, path.join(target, 'pglite'), {
      authSecret: { file: secretFile, inEnvironment: false },
    });
    await expect(attempt).rejects.toBeInstanceOf(BackupRefusedError);
    await expect(attempt).rejects.toThrow(
      `Copy the file auth-secret from the old server's DATA_DIR to ${secretFile} (chmod 600), or set AUTH_SECRET`,
    );
    await expect(attempt).rejects.toThrow(/pass --without-auth-secret/);
    // Nothing was written: the operator copies the secret and runs the same command again.
    expect(existsSync(target)).toBe(false);

    mkdirSync(target);
    writeFileSync(secretFile, 'the-old-servers-secret-'.repeat(3), { mode: 0o644 });
    await restoreEmbeddedDatabase(file, path.join(target, 'pglite'), {
      authSecret: { file: secretFile, inEnvironment: false },
    });
    // The whole DATA_DIR is private afterwards, the copied secret included.
    expect(openToOthers(target)).toEqual([]);
    expect(modeOf(target)).toBe(0o700);
  }, 120_000);
});
