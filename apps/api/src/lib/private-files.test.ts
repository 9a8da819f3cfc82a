import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tightenPrivateTree } from './private-files.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ketoflow-modes-'));
  roots.push(dir);
  return dir;
}

const modeOf = (entry: string) => lstatSync(entry).mode & 0o7777;

/** A file written with an explicit mode, whatever this process's umask is. */
function file(entry: string, mode: number): string {
  writeFileSync(entry, 'x');
  chmodSync(entry, mode);
  return entry;
}

function folder(entry: string, mode: number): string {
  mkdirSync(entry);
  chmodSync(entry, mode);
  return entry;
}

describe.skipIf(process.platform === 'win32')('tightenPrivateTree', () => {
  it('takes group and other bits off every folder and file, keeping the owner bits', () => {
    const root = folder(path.join(tempDir(), 'data'), 0o755);
    const secret = file(path.join(root, 'auth-secret'), 0o644);
    const pglite = folder(path.join(root, 'pglite'), 0o755);
    const base = folder(path.join(pglite, 'base'), 0o777);
    const page = file(path.join(base, '1259'), 0o666);
    const script = file(path.join(pglite, 'tool.sh'), 0o775);
    const already = file(path.join(pglite, 'PG_VERSION'), 0o600);

    expect(tightenPrivateTree(root)).toBe(6);

    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(pglite)).toBe(0o700);
    expect(modeOf(base)).toBe(0o700);
    expect(modeOf(secret)).toBe(0o600);
    expect(modeOf(page)).toBe(0o600);
    expect(modeOf(script)).toBe(0o700);
    expect(modeOf(already)).toBe(0o600);
    // A second start finds nothing to do.
    expect(tightenPrivateTree(root)).toBe(0);
  });

  it('neither follows nor changes symbolic links inside the tree', () => {
    const outside = tempDir();
    chmodSync(outside, 0o755);
    const outsideFile = file(path.join(outside, 'shared.txt'), 0o644);
    const outsideFolder = folder(path.join(outside, 'shared'), 0o755);
    const deepFile = file(path.join(outsideFolder, 'notes.txt'), 0o666);
    const root = folder(path.join(tempDir(), 'data'), 0o700);
    symlinkSync(outsideFile, path.join(root, 'link-to-file'));
    symlinkSync(outsideFolder, path.join(root, 'link-to-folder'));

    expect(tightenPrivateTree(root)).toBe(0);

    expect(modeOf(outside)).toBe(0o755);
    expect(modeOf(outsideFile)).toBe(0o644);
    expect(modeOf(outsideFolder)).toBe(0o755);
    expect(modeOf(deepFile)).toBe(0o666);
  });

  it('follows DATA_DIR itself when it is a link the operator made', () => {
    const real = folder(path.join(tempDir(), 'disk'), 0o755);
    const page = file(path.join(real, 'page'), 0o666);
    const link = path.join(tempDir(), 'data');
    symlinkSync(real, link);

    expect(tightenPrivateTree(link)).toBe(2);
    expect(modeOf(real)).toBe(0o700);
    expect(modeOf(page)).toBe(0o600);
  });

  it('does nothing for a folder that is not there yet, and refuses the filesystem root', () => {
    expect(tightenPrivateTree(path.join(tempDir(), 'missing'))).toBe(0);
    expect(() => tightenPrivateTree('/')).toThrow(/set DATA_DIR to a folder of its own/);
  });

  // Giving a file to another user needs root (CI and this machine run tests as root).
  it.skipIf(process.getuid?.() !== 0)('leaves entries of other users alone', () => {
    const root = folder(path.join(tempDir(), 'data'), 0o755);
    const theirs = file(path.join(root, 'theirs'), 0o644);
    chownSync(theirs, 12345, 12345);
    const theirFolder = folder(path.join(root, 'their-folder'), 0o755);
    const inside = file(path.join(theirFolder, 'inside'), 0o644);
    chownSync(theirFolder, 12345, 12345);

    expect(tightenPrivateTree(root)).toBe(1);
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(theirs)).toBe(0o644);
    expect(modeOf(theirFolder)).toBe(0o755);
    expect(statSync(inside).mode & 0o777).toBe(0o644);
  });
});
