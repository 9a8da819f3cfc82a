import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { modeOf, openToOthers } from './test/file-modes.js';
import { exited, freePort, startServer, waitHealthy } from './test/server-process.js';
import { ON_POSTGRES_PASS } from './test/test-env.js';

const root = mkdtempSync(path.join(tmpdir(), 'ketoflow-server-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The server binary's own start (umask, tightening, PGlite's files); about PGlite, so the
// PostgreSQL pass (TEST_DATABASE_URL) leaves it to the PGlite pass, as server.test.ts does.
describe.skipIf(ON_POSTGRES_PASS || process.platform === 'win32')(
  'server process and DATA_DIR',
  () => {
    it('makes a DATA_DIR an older version left open private, and keeps it so', async () => {
      // As an older version left it: folders 0755, a 0644 secret, 0666 database files.
      const dataDir = path.join(root, 'data');
      mkdirSync(dataDir, { mode: 0o755 });
      chmodSync(dataDir, 0o755);
      writeFileSync(path.join(dataDir, 'auth-secret'), 'an-older-servers-secret-'.repeat(3), {
        mode: 0o644,
      });
      const old = await PGlite.create(path.join(dataDir, 'pglite'));
      await old.close();
      expect(openToOthers(dataDir).length).toBeGreaterThan(100);

      const port = await freePort();
      const server = startServer(dataDir, port, { AUTH_SECRET: '' });
      let stdout = '';
      server.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
      try {
        await waitHealthy(port);
        // find DATA_DIR -perm /077 finds nothing while the server runs…
        expect(openToOthers(dataDir)).toEqual([]);
        expect(stdout).toContain('DATA_DIR was open to other users: made it private');
        const signUp = await fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'modes@example.com', password: 'avocado-42' }),
        });
        expect(signUp.status).toBe(201);
        expect(openToOthers(dataDir)).toEqual([]);
      } finally {
        server.kill('SIGTERM');
      }
      expect(await exited(server)).toBe(0);
      // …nor after its last checkpoint.
      expect(openToOthers(dataDir)).toEqual([]);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'auth-secret'))).toBe(0o600);
    }, 360_000);
  },
);
