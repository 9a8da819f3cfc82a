/**
 * `npm run db:backup -- <file> [--force]`
 * `npm run db:restore -- <file> [--force] [--without-auth-secret]`
 *
 * Backup and restore of the embedded database in DATA_DIR (src/db/backup.ts says why the
 * server must be stopped, and why the auth secret is not in the backup). With DATABASE_URL set
 * the database is PostgreSQL: pg_dump and pg_restore do this job, on a running server, and this
 * command says so.
 */
import path from 'node:path';
import { authSecretFile, loadStorageConfig } from '../config.js';
import {
  BackupRefusedError,
  backupEmbeddedDatabase,
  restoreEmbeddedDatabase,
} from '../db/backup.js';
import { configuredDatabase } from '../db/client.js';
import { tightenPrivateTree, usePrivateUmask } from '../lib/private-files.js';

const USAGE = `usage: npm run db:backup -- <file> [--force]
         write a backup of the embedded database (the file's folder must exist;
         --force overwrites the file)
       npm run db:restore -- <file> [--force] [--without-auth-secret]
         restore it into DATA_DIR (--force replaces a database there); DATA_DIR must hold the
         old server's auth-secret, or AUTH_SECRET be set, unless --without-auth-secret`;

const FLAGS = { backup: ['--force'], restore: ['--force', '--without-auth-secret'] };

const print = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<number> {
  usePrivateUmask();
  const [command, ...rest] = process.argv.slice(2);
  const flags = rest.filter((arg) => arg.startsWith('--'));
  const files = rest.filter((arg) => !arg.startsWith('--'));
  const file = files[0];
  if (
    (command !== 'backup' && command !== 'restore') ||
    !file ||
    files.length > 1 ||
    flags.some((flag) => !FLAGS[command].includes(flag))
  ) {
    console.error(USAGE);
    return 2;
  }
  const force = flags.includes('--force');
  // Not loadConfig: it would generate an auth secret in DATA_DIR before the restore can see
  // that the folder has none.
  const storage = loadStorageConfig();
  const target = configuredDatabase(storage);
  if (target.kind === 'postgres') {
    console.error(
      command === 'backup'
        ? 'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g. pg_dump -Fc -f ketoflow.dump "$DATABASE_URL" (the README has the details).'
        : 'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g. pg_restore --clean --if-exists -d "$DATABASE_URL" ketoflow.dump (the README has the details).',
    );
    return 2;
  }
  const pgliteDir = target.dataDir ?? '';
  const secretFile = authSecretFile(storage.dataDir);
  // An older version left DATA_DIR readable by everyone: close it before copying from it.
  tightenPrivateTree(storage.dataDir);
  const absolute = path.resolve(file);
  if (command === 'backup') {
    const { bytes } = await backupEmbeddedDatabase(pgliteDir, absolute, { force });
    print(`Backed up ${pgliteDir} to ${absolute} (${(bytes / 1_048_576).toFixed(1)} MB).`);
    if (!storage.authSecretInEnvironment)
      print(
        `The backup does not hold the auth secret: keep one copy of ${secretFile} apart from the backups (it never changes). A restore needs it: it signs sessions and protects two-factor secrets.`,
      );
    return 0;
  }
  const withoutAuthSecret = flags.includes('--without-auth-secret');
  await restoreEmbeddedDatabase(absolute, pgliteDir, {
    force,
    authSecret: { file: secretFile, inEnvironment: storage.authSecretInEnvironment },
    withoutAuthSecret,
  });
  print(`Restored ${absolute} into ${pgliteDir}. Start the server as usual.`);
  if (withoutAuthSecret && !storage.authSecretInEnvironment)
    print(
      'Without the old auth secret: everyone signs in again, and two-factor sign-in set up before the backup no longer works.',
    );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A refusal is a message for the operator; anything else keeps its stack for a bug report.
    console.error(error instanceof BackupRefusedError ? error.message : error);
    process.exit(1);
  },
);
