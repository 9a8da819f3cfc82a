import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exited, freePort, startServer as start, waitHealthy } from './test/server-process.js';
import { ON_POSTGRES_PASS } from './test/test-env.js';

// The server binary against the embedded database, as `npm start` runs it. It is about PGlite,
// so the PostgreSQL pass (TEST_DATABASE_URL) leaves it to the PGlite pass.
describe.skipIf(ON_POSTGRES_PASS)('server process', () => {
  it('starts on PGlite, survives a SIGKILL (stale lock) and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ketoflow-data-'));
    const port = await freePort();
    const first = start(dataDir, port);
    await waitHealthy(port);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kill-test@example.com', password: 'avocado-42' }),
    });
    expect(signUp.status).toBe(201);
    first.kill('SIGKILL');
    await exited(first);

    const second = start(dataDir, port);
    await waitHealthy(port);
    // Data written before the kill is still there.
    const signIn = await fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kill-test@example.com', password: 'avocado-42' }),
    });
    expect(signIn.status).toBe(200);

    // A second server on the same data directory is refused, not allowed to corrupt it.
    const intruder = start(dataDir, await freePort());
    let intruderErr = '';
    intruder.stderr!.on('data', (d: Buffer) => (intruderErr += d.toString()));
    expect(await exited(intruder)).toBe(1);
    expect(intruderErr).toMatch(/in use by process/);

    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
  }, 360_000);
});
