import {
  chmodSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PRIVATE_FILE_MODE, tightenPrivateTree } from '../lib/private-files.js';
import { acquireDataDirLock } from './client.js';
import { pgliteExtensions } from './pglite-extensions.js';

/**
 * Backup and restore of the embedded database (`DATA_DIR/pglite`), as PGlite's own gzipped
 * tarball of its data folder (`dumpDataDir`, restored with `loadDataDir`).
 *
 * PGlite is single-process: the running server owns the folder, and a copy taken beside it
 * would catch pages mid-write. So a backup takes the folder's lock like the server does and is
 * refused with a clear message while a server holds it; with the lock held nothing else writes,
 * and the dump is consistent. (On PostgreSQL, pg_dump takes consistent snapshots of a running
 * server: the README says how.)
 *
 * The backup holds the database only, not DATA_DIR/auth-secret: the secret signs session
 * cookies, so a leaked backup that carried it would let its holder sign cookies for the live
 * sessions in it, and it is the key to the two-factor secrets the backup stores encrypted.
 * It never changes, so one copy kept apart from the backups serves them all; a restore checks
 * that the target has it (`restoreEmbeddedDatabase`).
 */

export class BackupRefusedError extends Error {}

function lockOrRefuse(dataDir: string, what: string): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefusedError(
      `${what} refused: ${reason} The embedded database can only be ${what === 'Backup' ? 'copied' : 'replaced'} while no server uses it (stop it, ${what.toLowerCase()}, start it again). For backups of a running server use PostgreSQL (DATABASE_URL) and pg_dump.`,
    );
  }
}

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Writes a consistent backup of the embedded database in `dataDir` to `file`. */
export async function backupEmbeddedDatabase(
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ bytes: number }> {
  if (isEmptyDir(dataDir)) throw new BackupRefusedError(`No embedded database in ${dataDir}.`);
  if (existsSync(file) && !options.force)
    throw new BackupRefusedError(`${file} exists: pass --force to overwrite it.`);
  refuseMissingFolder(path.dirname(file));
  const release = lockOrRefuse(dataDir, 'Backup');
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
      tightenPrivateTree(dataDir);
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written beside the target, then renamed: an interrupted backup never looks like a good one.
    // Owner-only like the database it copies; the chmod covers a partial file left by a crash.
    const partial = `${file}.partial-${process.pid}`;
    writeFileSync(partial, bytes, { mode: PRIVATE_FILE_MODE });
    chmodSync(partial, PRIVATE_FILE_MODE);
    renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    release();
  }
}

/**
 * A backup goes into a folder that exists: a missing one is more often a typo or a backup disk
 * that is not mounted (creating the folder would then fill the system disk) than a wish.
 */
function refuseMissingFolder(folder: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    throw new BackupRefusedError(
      `The folder ${folder} does not exist: create it first (mkdir -m 700 -p ${folder}), or check the path (is a backup disk not mounted?).`,
    );
  }
  if (!isFolder) throw new BackupRefusedError(`${folder} is not a folder.`);
}

export type RestoreOptions = {
  /** Replace a database that is already there. */
  force?: boolean;
  /** Where the restored server's auth secret comes from (see `refuseWithoutAuthSecret`). */
  authSecret: { file: string; inEnvironment: boolean };
  /** Restore although the server will generate a new auth secret. */
  withoutAuthSecret?: boolean;
};

/**
 * Two-factor secrets in the backup are encrypted with the old server's auth secret, and its
 * session cookies are signed with it. Without AUTH_SECRET or DATA_DIR/auth-secret the server
 * would generate a new secret at its next start: everyone signed out, and accounts with
 * two-factor sign-in (every admin's) unable to get past the code step. So that is refused
 * unless asked for.
 */
function refuseWithoutAuthSecret(options: RestoreOptions): void {
  const { file, inEnvironment } = options.authSecret;
  if (inEnvironment || options.withoutAuthSecret) return;
  if (existsSync(file) && statSync(file).size > 0) return;
  throw new BackupRefusedError(
    [
      `${path.dirname(file)} has no auth-secret and AUTH_SECRET is not set, so the server would generate a new secret at its next start: the backup's two-factor secrets (encrypted with the old one) would stop working, and every session would end.`,
      `Copy the file auth-secret from the old server's DATA_DIR to ${file} (chmod 600), or set AUTH_SECRET to the value the old server used, then restore again.`,
      `To restore without it (everyone signs in again; two-factor set up before the backup no longer works), pass --without-auth-secret.`,
    ].join('\n'),
  );
}

/**
 * Restores a backup into `dataDir`. A folder that already holds a database is only replaced
 * with `force` (and never while a server uses it); the backup is loaded into a sibling folder
 * first, so a bad file leaves the current database untouched.
 */
export async function restoreEmbeddedDatabase(
  file: string,
  dataDir: string,
  options: RestoreOptions,
): Promise<void> {
  if (!existsSync(file)) throw new BackupRefusedError(`No backup file at ${file}.`);
  if (!isEmptyDir(dataDir) && !options.force)
    throw new BackupRefusedError(
      `${dataDir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it.`,
    );
  refuseWithoutAuthSecret(options);
  const release = lockOrRefuse(dataDir, 'Restore');
  const staging = `${dataDir}.restoring-${process.pid}`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const client = await PGlite.create(staging, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    try {
      // A file that is not a database of ours fails here rather than at the next start.
      await client.query('SELECT count(*) FROM "user"');
    } finally {
      await client.close();
    }
    rmSync(path.join(staging, 'postmaster.pid'), { force: true });
    // The tarball carries the modes PGlite gave its files (0666 in older backups).
    tightenPrivateTree(staging);
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(staging, dataDir);
    // DATA_DIR itself (the lock's folder) may be an older version's: private like the server's.
    tightenPrivateTree(path.dirname(dataDir));
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
