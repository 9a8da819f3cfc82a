import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Entries of `root` (itself included) that anyone but the owner may use, as "mode path" lines:
 * what `find root -perm /077` prints. Symbolic links are skipped (their own mode means nothing).
 */
export function openToOthers(root: string): string[] {
  const entries = ['', ...readdirSync(root, { recursive: true, encoding: 'utf8' })];
  return entries.flatMap((entry) => {
    const stats = lstatSync(path.join(root, entry));
    if (stats.isSymbolicLink() || (stats.mode & 0o077) === 0) return [];
    return [`${(stats.mode & 0o777).toString(8)} ${entry || '.'}`];
  });
}

/** The permission bits of a file or folder, e.g. 0o600. */
export const modeOf = (entry: string): number => lstatSync(entry).mode & 0o777;
