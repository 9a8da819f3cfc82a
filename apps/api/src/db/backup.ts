import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
  const release = lockOrRefuse(dataDir, 'Backup');
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written beside the target, then renamed: an interrupted backup never looks like a good one.
    const partial = `${file}.partial-${process.pid}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    release();
  }
}

/**
 * Restores a backup into `dataDir`. A folder that already holds a database is only replaced
 * with `force` (and never while a server uses it); the backup is loaded into a sibling folder
 * first, so a bad file leaves the current database untouched.
 */
export async function restoreEmbeddedDatabase(
  file: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupRefusedError(`No backup file at ${file}.`);
  if (!isEmptyDir(dataDir) && !options.force)
    throw new BackupRefusedError(
      `${dataDir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it.`,
    );
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
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(staging, dataDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
