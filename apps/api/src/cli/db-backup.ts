/**
 * `npm run db:backup -- <file> [--force]` / `npm run db:restore -- <file> [--force]`
 *
 * Backup and restore of the embedded database in DATA_DIR (src/db/backup.ts says why the
 * server must be stopped). With DATABASE_URL set the database is PostgreSQL: pg_dump and
 * pg_restore do this job, on a running server, and this command says so.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import {
  BackupRefusedError,
  backupEmbeddedDatabase,
  restoreEmbeddedDatabase,
} from '../db/backup.js';
import { configuredDatabase } from '../db/client.js';

const USAGE = `usage: npm run db:backup -- <file> [--force]    write a backup of the embedded database
       npm run db:restore -- <file> [--force]   restore it into DATA_DIR (--force replaces a database there)`;

const print = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const file = files[0];
  if ((command !== 'backup' && command !== 'restore') || !file || files.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const target = configuredDatabase(config);
  if (target.kind === 'postgres') {
    console.error(
      command === 'backup'
        ? 'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g. pg_dump -Fc -f ketoflow.dump "$DATABASE_URL" (the README has the details).'
        : 'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g. pg_restore --clean --if-exists -d "$DATABASE_URL" ketoflow.dump (the README has the details).',
    );
    return 2;
  }
  const dataDir = target.dataDir ?? '';
  const absolute = path.resolve(file);
  if (command === 'backup') {
    const { bytes } = await backupEmbeddedDatabase(dataDir, absolute, { force });
    print(`Backed up ${dataDir} to ${absolute} (${(bytes / 1_048_576).toFixed(1)} MB).`);
    if (!process.env.AUTH_SECRET)
      print(
        `Keep a copy of ${path.join(config.dataDir, 'auth-secret')} too (it never changes): it signs sessions and protects two-factor secrets.`,
      );
  } else {
    await restoreEmbeddedDatabase(absolute, dataDir, { force });
    print(`Restored ${absolute} into ${dataDir}. Start the server as usual.`);
  }
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
