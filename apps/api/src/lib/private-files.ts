import { chmodSync, lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds e-mail addresses, password hashes, health answers and the auth secret: only
 * the account that runs the server may read it. Folders are 0700 and files 0600.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const GROUP_AND_OTHER = 0o077;

/**
 * New files and folders of this process get no group or other bits. Call it first thing in
 * every entry point that writes data. It is not enough on its own: PGlite's WASM file system
 * chmods the files it creates to the mode Postgres asks for (0666 for the files initdb writes,
 * 0644 for pg_internal.init), whatever the umask says; `tightenPrivateTree` fixes those.
 */
export function usePrivateUmask(): void {
  process.umask(GROUP_AND_OTHER);
}

/**
 * Takes group and other bits off `root` and everything below it that this process's user owns,
 * keeping the owner's bits (0755 → 0700, 0666 → 0600). Answers how many entries it changed.
 *
 * Symbolic links inside the tree are neither followed nor changed: a link to /etc must not make
 * the server chmod /etc. `root` itself is followed, since the operator chose that path. Folders
 * are tightened before they are read, so once a folder is ours alone nobody else can swap one
 * of its entries for a link between our lstat and chmod. Entries of other users are left alone
 * (a chmod would fail anyway); a missing `root` is nothing to do. The filesystem root is
 * refused: DATA_DIR=/ is a mistake, never a folder to make private.
 */
export function tightenPrivateTree(root: string): number {
  const uid = process.getuid?.();
  // No POSIX owner on this platform (Windows): modes mean nothing there.
  if (uid === undefined) return 0;
  const resolved = path.resolve(root);
  if (path.parse(resolved).root === resolved)
    throw new Error(`Refusing to make ${resolved} private: set DATA_DIR to a folder of its own.`);
  const rootStats = statOrNull(() => statSync(resolved));
  if (!rootStats) return 0;
  let changed = 0;
  const tighten = (entry: string, stats: Stats): void => {
    if (stats.uid !== uid || (stats.mode & GROUP_AND_OTHER) === 0) return;
    chmodSync(entry, stats.mode & 0o700);
    changed++;
  };
  tighten(resolved, rootStats);
  if (!rootStats.isDirectory()) return changed;
  const folders = [resolved];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    const entries = statOrNull(() => readdirSync(folder, { withFileTypes: true }));
    for (const dirent of entries ?? []) {
      if (!dirent.isDirectory() && !dirent.isFile()) continue;
      const entry = path.join(folder, dirent.name);
      // The database may delete a temporary file between readdir and lstat.
      const stats = statOrNull(() => lstatSync(entry));
      if (!stats || stats.isSymbolicLink()) continue;
      tighten(entry, stats);
      if (stats.isDirectory() && stats.uid === uid) folders.push(entry);
    }
  }
  return changed;
}

/** The answer of a file-system read, or null when the entry is gone. */
function statOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
