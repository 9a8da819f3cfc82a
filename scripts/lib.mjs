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
export async function buildIfNeeded({ force = false, checkResponses = false } = {}) {
  const webSources = newestMtime([
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    ...SHARED,
  ]);
  const webBuilt = mtime('apps/web/dist/index.html');
  // What the last build was made for: the product name and whether it checks API answers
  // against their contracts (the journeys' build does, the one `npm start` serves does not).
  const stampFile = path.join(root, 'apps/web/dist/.build-stamp');
  const builtStamp = existsSync(stampFile)
    ? (await import('node:fs')).readFileSync(stampFile, 'utf8')
    : '';
  const wantedName = (process.env.APP_NAME ?? '').trim() || 'KetoFlow';
  const wantedStamp = JSON.stringify({ name: wantedName, checkResponses });
  if (force || webBuilt < webSources || builtStamp !== wantedStamp) {
    console.log(
      `Building the web app${checkResponses ? ' (answers checked against contracts)' : ''}…`,
    );
    await run('npm', ['run', 'build', '-w', '@ketoflow/web'], {
      env: { ...process.env, WEB_CHECK_RESPONSES: checkResponses ? '1' : '0' },
    });
    (await import('node:fs')).writeFileSync(stampFile, wantedStamp);
  }
  const apiSources = newestMtime(['apps/api/src', 'apps/api/drizzle', ...SHARED]);
  if (force || mtime('apps/api/dist/server/server.mjs') < apiSources) {
    console.log('Building the API…');
    await run('npm', ['run', 'build', '-w', '@ketoflow/api']);
  }
}
