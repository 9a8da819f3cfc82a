import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

/** Reads server-sent events until `predicate` matches one, or fails after `ms`. */
async function nextEvent(
  body: ReadableStream<Uint8Array>,
  predicate: (e: { type: string; balance?: number }) => boolean,
  ms = 5000,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = Date.now() + ms;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('timed out waiting for event')), deadline - Date.now()),
        ),
      ]);
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (const line of buffer.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const event = JSON.parse(line.slice(6)) as { type: string; balance?: number };
        if (predicate(event)) return event;
      }
    }
    throw new Error('stream ended');
  } finally {
    reader.releaseLock();
  }
}

describe('live updates', () => {
  it('pushes the new balance to the user’s open stream when coins move, and only to that user', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const streamA = await fetch(`${base}/api/v1/events`, { headers: { cookie: a.cookie } });
    const streamB = await fetch(`${base}/api/v1/events`, { headers: { cookie: b.cookie } });
    expect(streamA.headers.get('content-type')).toMatch(/text\/event-stream/);
    await ctx.app.services.wallet.credit({
      userId: a.id,
      amount: 270,
      reason: 'purchase',
      idempotencyKey: randomUUID(),
    });
    const event = await nextEvent(streamA.body!, (e) => e.type === 'wallet.balance');
    expect(event).toEqual({ type: 'wallet.balance', balance: 270 });
    await expect(nextEvent(streamB.body!, (e) => e.type === 'wallet.balance', 800)).rejects.toThrow(
      /timed out/,
    );
    await streamA.body!.cancel();
    await streamB.body!.cancel();
  });

  it('delivers events again to a client that reconnects after the server restarted', async () => {
    // The server the client first talks to: another app instance on this file's database, so
    // it can be shut down while the file's own app keeps serving the other tests.
    const before = await createTestContext({ database: ctx.database });
    const firstPort = await before.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signUp(before.app);
    const first = await fetch(new URL('/api/v1/events', firstPort), {
      headers: { cookie: user.cookie },
    });
    const firstText = streamText(first.body!);
    expect(await firstText.waitFor('retry:', 5000)).toContain('retry:');

    // A restart: the old server ends the open stream as it shuts down (so the browser notices
    // and reconnects) and a new server starts on the same database.
    await before.app.close();
    await expect(firstText.waitFor('data:', 5000)).rejects.toThrow('stream ended');
    const after = await createTestContext({ database: ctx.database });
    try {
      const secondPort = await after.app.listen({ port: 0, host: '127.0.0.1' });
      // The browser's reconnect: the same request with the same session cookie.
      const second = await fetch(new URL('/api/v1/events', secondPort), {
        headers: { cookie: user.cookie },
      });
      expect(second.status).toBe(200);
      const secondText = streamText(second.body!);
      expect(await secondText.waitFor('retry:', 5000)).toContain('retry:');
      await after.app.services.wallet.credit({
        userId: user.id,
        amount: 40,
        reason: 'purchase',
        idempotencyKey: randomUUID(),
      });
      const seen = (await secondText.waitFor('wallet.balance', 5000)) ?? 'no event within 5 s';
      expect(seen).toContain('data: {"type":"wallet.balance","balance":40}');
      await secondText.cancel();
    } finally {
      await after.app.close();
    }
  });

  it('refuses a stream without a session', async () => {
    const res = await fetch(`${base}/api/v1/events`);
    expect(res.status).toBe(401);
  });
});

/**
 * The stream's text as it arrives. `waitFor(text, ms)` answers what came since the last match,
 * or null when `text` did not arrive within `ms` (a read still pending then is kept for the
 * next call, so nothing is lost).
 */
function streamText(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: ReturnType<typeof reader.read> | null = null;
  return {
    async waitFor(text: string, ms: number): Promise<string | null> {
      const deadline = Date.now() + ms;
      while (!buffer.includes(text)) {
        const left = deadline - Date.now();
        if (left <= 0) return null;
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (chunk === null) return null;
        pending = null;
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
      const seen = buffer;
      buffer = '';
      return seen;
    },
    cancel: () => reader.cancel(),
  };
}

describe('heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a comment line every 25 seconds so proxies keep an idle stream open', async () => {
    const user = await signUp(ctx.app);
    // Only intervals are faked: the heartbeat's clock moves by hand, requests run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await fetch(`${base}/api/v1/events`, { headers: { cookie: user.cookie } });
    const text = streamText(stream.body!);
    expect(await text.waitFor('retry:', 5000)).toContain('retry:');

    vi.advanceTimersByTime(24_999);
    expect(await text.waitFor(': ping', 300)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(await text.waitFor(': ping', 5000)).toContain(': ping');

    // And again 25 seconds later, not sooner.
    vi.advanceTimersByTime(24_999);
    expect(await text.waitFor(': ping', 300)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(await text.waitFor(': ping', 5000)).toContain(': ping');
    await text.cancel();
  });
});
