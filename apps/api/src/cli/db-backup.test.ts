import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupEmbeddedDatabase } from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { modeOf, openToOthers } from '../test/file-modes.js';
import { ON_POSTGRES_PASS } from '../test/test-env.js';

// `npm run db:backup` / `db:restore` as an operator runs them: the embedded database (so the
// PGlite pass of the suite runs these, not the PostgreSQL pass), with no AUTH_SECRET in the environment (the generated DATA_DIR/auth-secret is what they check).
const cli = path.resolve(import.meta.dirname, 'db-backup.ts');
const root = mkdtempSync(path.join(tmpdir(), 'ketoflow-backup-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (dataDir: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' },
    timeout: 120_000,
  });

describe.skipIf(ON_POSTGRES_PASS)('npm run db:backup / db:restore', () => {
  const oldDir = path.join(root, 'old');
  const file = path.join(root, 'ketoflow.tgz');

  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(oldDir, 'pglite') });
    await database.migrate();
    await database.close();
    writeFileSync(path.join(oldDir, 'auth-secret'), 'the-old-servers-secret-'.repeat(3));
    await backupEmbeddedDatabase(path.join(oldDir, 'pglite'), file);
  }, 120_000);

  it('writes the backup owner-only, and names a missing folder instead of failing', async () => {
    const missing = path.join(root, 'not-mounted');
    await expect(run(oldDir, 'backup', path.join(missing, 'ketoflow.tgz'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`The folder ${missing} does not exist: create it first`),
    });

    const written = path.join(root, 'by-the-command.tgz');
    const { stdout } = await run(oldDir, 'backup', written);
    expect(stdout).toMatch(/^Backed up /);
    expect(stdout).toContain(`keep one copy of ${path.join(oldDir, 'auth-secret')}`);
    expect(modeOf(written)).toBe(0o600);
  }, 180_000);

  it('refuses a DATA_DIR without auth-secret unless --without-auth-secret', async () => {
    const newDir = path.join(root, 'new');
    await expect(run(newDir, 'restore', file)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `Copy the file auth-secret from the old server's DATA_DIR to ${path.join(newDir, 'auth-secret')}`,
      ),
    });
    // The refusal wrote nothing, not even a generated secret that would hide the problem.
    expect(existsSync(newDir)).toBe(false);

    const { stdout } = await run(newDir, 'restore', file, '--without-auth-secret');
    expect(stdout).toContain(`Restored ${file} into ${path.join(newDir, 'pglite')}`);
    expect(stdout).toContain('Without the old auth secret: everyone signs in again');
    expect(existsSync(path.join(newDir, 'auth-secret'))).toBe(false);
    expect(modeOf(newDir)).toBe(0o700);
    expect(openToOthers(newDir)).toEqual([]);
  }, 180_000);

  it('knows its flags', async () => {
    await expect(run(oldDir, 'backup', file, '--without-auth-secret')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: npm run db:backup'),
    });
  });
});
