// `npm start`: build what is missing, then serve the app and API on PORT (default 3000)
// with the embedded database in DATA_DIR (default ./data). Migrations run at start.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded, root } from './lib.mjs';

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
await buildIfNeeded();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', 'apps/api/dist/server/server.mjs'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
