import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase, queryRows, type Database } from './db/client.js';
import { DEFAULT_RATE_LIMITS } from './lib/rate-limiter.js';
import { as, createTestContext, signUp, type TestContext } from './test/harness.js';

/**
 * Two API instances on one database, as two processes of one deployment behind a load
 * balancer (the processes keep no state of their own; decision 031). On PostgreSQL
 * (TEST_DATABASE_URL, CI) the second instance opens its own pool and its own LISTEN
 * connection, exactly as a second process does. PGlite is one connection that only one
 * process may open, so on PGlite both instances share it: that still proves that nothing an
 * instance keeps in memory (session cache, stream subscribers, in-flight actions) decides.
 */
const SIGN_IN_LIMIT = 4;
/** The second instance's connections carry this name, so a test can cut only them. */
const SECOND_NAME = `ketoflow-second-${randomUUID().slice(0, 8)}`;
function withAppName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}
let ctx: TestContext;
let secondDatabase: Database;
let b: FastifyInstance;
let streamBase: string;

beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: { signInPerIp: { limit: SIGN_IN_LIMIT, windowSeconds: 300 } },
  });
  const url = process.env.TEST_DATABASE_URL;
  secondDatabase = url
    ? await openDatabase({ kind: 'postgres', url: withAppName(url, SECOND_NAME), poolSize: 5 })
    : ctx.database;
  b = await buildApp({
    config: ctx.config,
    database: secondDatabase,
    logger: false,
    // As generous as the harness's instance (the PostgreSQL pass shares its rate_limits table
    // with every other test file, so the real sign-up limit would see their sign-ups too), with
    // the same sign-in limit.
    rateLimits: {
      ...Object.fromEntries(
        Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, limit: 10_000 }]),
      ),
      signInPerIp: { limit: SIGN_IN_LIMIT, windowSeconds: 300 },
    },
  });
  await b.listen({ port: 0, host: '127.0.0.1' });
  streamBase = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await b.close();
  if (secondDatabase !== ctx.database) await secondDatabase.close();
  await ctx.close();
});

type StreamEvent = { type: string; balance?: number };

/** Reads server-sent events until `predicate` matches one, or fails after `ms`. */
async function nextEvent(
  body: ReadableStream<Uint8Array>,
  predicate: (e: StreamEvent) => boolean,
  ms = 5000,
): Promise<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out waiting for event')), ms);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        const event = JSON.parse(line.slice(6)) as StreamEvent;
        if (predicate(event)) return event;
      }
    }
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

const debit = (key: string) =>
  ({
    method: 'POST',
    url: '/api/v1/wallet/debits',
    payload: { action: 'food_scan', idempotencyKey: key },
  }) as const;

describe('two API instances on one database', () => {
  it('a balance change made through one reaches a live stream connected to the other', async () => {
    const user = await signUp(ctx.app);
    const stream = await fetch(`${streamBase}/api/v1/events`, { headers: { cookie: user.cookie } });
    expect(stream.status).toBe(200);
    await ctx.app.services.wallet.credit({
      userId: user.id,
      amount: 50,
      reason: 'purchase',
      idempotencyKey: randomUUID(),
    });
    expect(await nextEvent(stream.body!, (e) => e.type === 'wallet.balance')).toEqual({
      type: 'wallet.balance',
      balance: 50,
    });
    const paid = await as(ctx.app, user, debit(randomUUID()));
    expect(paid.statusCode).toBe(201);
    const after = paid.json<{ balance: number }>().balance;
    expect(after).toBeLessThan(50);
    expect(await nextEvent(stream.body!, (e) => e.type === 'wallet.balance')).toEqual({
      type: 'wallet.balance',
      balance: after,
    });
    await stream.body!.cancel();
  });

  it('a debit replayed on the other instance with the same key is not charged twice', async () => {
    const user = await signUp(ctx.app);
    await ctx.app.services.wallet.credit({
      userId: user.id,
      amount: 20,
      reason: 'purchase',
      idempotencyKey: randomUUID(),
    });
    const key = randomUUID();
    const first = await as(ctx.app, user, debit(key));
    expect(first.statusCode).toBe(201);
    const replay = await as(b, user, debit(key));
    expect(replay.statusCode).toBe(200); // the first result, nothing moved
    expect(replay.json()).toEqual(first.json());
    const balance = await as(b, user, { method: 'GET', url: '/api/v1/wallet' });
    expect(balance.json()).toEqual({ balance: first.json<{ balance: number }>().balance });
    const [row] = await queryRows<{ n: number }>(
      secondDatabase.db,
      sql`SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = ${user.id} AND reason = 'ai_action'`,
    );
    expect(row?.n).toBe(1);
  });

  it('a session made on one instance is honoured by the other', async () => {
    const user = await signUp(b);
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet' });
    expect(res.statusCode).toBe(200);
  });

  it('a sign-in burst is limited across both instances, not per instance', async () => {
    const user = await signUp(ctx.app);
    // One address of its own (other test files sign in from 127.0.0.1 on the same database).
    const ip = `10.77.${randomInt(255)}.${randomInt(255)}`;
    const statuses: number[] = [];
    // Alternating, as a round-robin balancer spreads them.
    for (let i = 0; i < SIGN_IN_LIMIT + 2; i += 1) {
      const res = await (i % 2 === 0 ? ctx.app : b).inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: user.email, password: user.password },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT)).toEqual(Array(SIGN_IN_LIMIT).fill(200));
    expect(statuses.slice(SIGN_IN_LIMIT)).toEqual([429, 429]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'live updates reach the other instance again after PostgreSQL dropped its LISTEN connection (PostgreSQL only: PGlite has no connection to lose)',
    async () => {
      const user = await signUp(ctx.app);
      const stream = await fetch(`${streamBase}/api/v1/events`, {
        headers: { cookie: user.cookie },
      });
      // The pids of the second instance's LISTEN connections, once each has finished its LISTEN.
      const listeners = async () =>
        (
          await queryRows<{ pid: number }>(
            ctx.database.db,
            sql`SELECT pid FROM pg_stat_activity
                WHERE application_name = ${SECOND_NAME} AND query LIKE 'LISTEN%'
                  AND state = 'idle'`,
          )
        ).map((r) => r.pid);
      const before = await listeners();
      expect(before.length).toBeGreaterThan(0);
      await ctx.database.db.execute(sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = ${SECOND_NAME} AND query LIKE 'LISTEN%'`);
      // A terminated backend can stay listed for a moment, so wait for as many new ones.
      await expect
        .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, {
          timeout: 10_000,
          interval: 100,
        })
        .toBe(before.length);
      await ctx.app.services.wallet.credit({
        userId: user.id,
        amount: 7,
        reason: 'purchase',
        idempotencyKey: randomUUID(),
      });
      expect(await nextEvent(stream.body!, (e) => e.type === 'wallet.balance')).toEqual({
        type: 'wallet.balance',
        balance: 7,
      });
      await stream.body!.cancel();
    },
  );
});
