// Small helpers shared by the start/test scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited stdio; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Newest modification time below `dir` (skipping node_modules and build output). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(path.join(p, name));
      }
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) walk(path.join(root, p));
  return newest;
}

export function mtime(file) {
  const p = path.join(root, file);
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

const SHARED = ['packages/contracts/src', 'packages/domain/src', 'package-lock.json'];

/** Builds the web app and the API bundle when missing or older than their sources. */
export async function buildIfNeeded({ force = false } = {}) {
  const webSources = newestMtime([
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    ...SHARED,
  ]);
  const webBuilt = mtime('apps/web/dist/index.html');
  const nameFile = path.join(root, 'apps/web/dist/.app-name');
  const builtName = existsSync(nameFile)
    ? (await import('node:fs')).readFileSync(nameFile, 'utf8')
    : '';
  const wantedName = (process.env.APP_NAME ?? '').trim() || 'KetoFlow';
  if (force || webBuilt < webSources || builtName !== wantedName) {
    console.log('Building the web app…');
    await run('npm', ['run', 'build', '-w', '@ketoflow/web']);
    (await import('node:fs')).writeFileSync(nameFile, wantedName);
  }
  const apiSources = newestMtime(['apps/api/src', 'apps/api/drizzle', ...SHARED]);
  if (force || mtime('apps/api/dist/server/server.mjs') < apiSources) {
    console.log('Building the API…');
    await run('npm', ['run', 'build', '-w', '@ketoflow/api']);
  }
}
