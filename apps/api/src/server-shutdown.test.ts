import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exited, freePort, startServer, waitHealthy } from './test/server-process.js';

/** Whether a new connection to the port is refused (the server stopped listening). */
function refused(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => false,
    () => true,
  );
}

/**
 * SIGTERM is how a process manager or a rolling deploy stops one API process: it must stop
 * taking connections, finish what it already accepted, end the live streams (browsers
 * reconnect to another process) and exit 0, on either database.
 */
describe('graceful shutdown of the server process', () => {
  it('finishes a request in flight, ends live streams and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ketoflow-drain-'));
    const port = await freePort();
    const url = process.env.TEST_DATABASE_URL;
    // Limits off: on the PostgreSQL pass the rate_limits table holds every test file's sign-ups.
    const server = startServer(dataDir, port, {
      RATE_LIMIT_ENABLED: 'false',
      ...(url ? { DATABASE_URL: url } : {}),
    });
    let stderr = '';
    server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    await waitHealthy(port);
    const base = `http://127.0.0.1:${port}`;

    const signUp = await fetch(`${base}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `drain-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'avocado-Keto-42',
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((c) => c && !c.endsWith('='))
      .join('; ');

    const stream = await fetch(`${base}/api/v1/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      for (;;) if ((await reader.read()).done) return true;
    })();

    // A slow client: the headers and half the body now, the rest after SIGTERM.
    const body = JSON.stringify({ key: 'dismissed_tours', value: { ids: ['dashboard'] } });
    const slow = http.request(`${base}/api/v1/me/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'content-length': body.length, cookie },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300)); // the server has the request by now

    server.kill('SIGTERM');
    // Draining: new connections are refused while the accepted request is still open.
    await expect.poll(() => refused(port), { timeout: 5000, interval: 50 }).toBe(true);
    expect(await streamEnded).toBe(true);
    slow.end(body.slice(10));
    const done = await answer;
    expect(done.status, done.text).toBe(200);
    expect(await exited(server), stderr).toBe(0);
  }, 180_000);
});
