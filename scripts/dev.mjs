// `npm run dev`: API with reload on :3000 and Vite with HMR on :5173 (proxying /api).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], {
    cwd: `${root}/apps/api`,
    stdio: 'inherit',
    // Development also makes the API trust Vite's origins (:5173, :4173), whatever the shell says.
    env: { APP_URL: 'http://localhost:5173', ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
