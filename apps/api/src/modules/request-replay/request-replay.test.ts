import { randomUUID } from 'node:crypto';
import { toIsoDate } from '@ketoflow/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  findFood,
  onboard,
  signUp,
  type TestContext,
  type TestUser,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const W = '/api/v1/body/weights';
const today = () => toIsoDate(new Date());

async function onboarded(): Promise<TestUser> {
  const user = await signUp(ctx.app);
  await onboard(ctx.app, user);
  return user;
}

function send(
  user: TestUser,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  key: string | undefined,
  payload?: object,
) {
  return as(ctx.app, user, {
    method,
    url,
    ...(payload && { payload }),
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function weightCount(user: TestUser): Promise<number> {
  const res = await as(ctx.app, user, { method: 'GET', url: W });
  return res.json<{ items: unknown[] }>().items.length;
}

describe('a write repeated with its Idempotency-Key', () => {
  it('is made once, and the repeat answers what the first attempt answered', async () => {
    const user = await onboarded();
    const key = randomUUID();
    const body = { weight: 81.4, units: 'metric', date: today() };
    const first = await send(user, 'POST', W, key, body);
    const again = await send(user, 'POST', W, key, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await weightCount(user)).toBe(1);
  });

  it('sent by several tabs at once is made exactly once', async () => {
    const user = await onboarded();
    const key = randomUUID();
    const body = { weight: 79, units: 'metric', date: today() };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(user, 'POST', W, key, body)),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    const waiting = answers.filter((r) => r.statusCode === 409);
    expect(created.length + waiting.length).toBe(8);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of waiting) {
      expect(r.json().error.code).toBe('REQUEST_IN_PROGRESS');
      expect(r.headers['retry-after']).toBe('1');
    }
    // Every answer that created names the same entry.
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    expect(await weightCount(user)).toBe(1);
    // Once the first attempt has answered, a repeat gets its answer.
    const later = await send(user, 'POST', W, key, body);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).toBe(created[0]!.json().id);
  });

  it('with another body is refused, and nothing is written', async () => {
    const user = await onboarded();
    const key = randomUUID();
    await send(user, 'POST', W, key, { weight: 80, units: 'metric', date: today() });
    const other = await send(user, 'POST', W, key, { weight: 90, units: 'metric', date: today() });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await weightCount(user)).toBe(1);
  });

  it('belongs to its user: the same key from someone else is their own write', async () => {
    const [a, b] = [await onboarded(), await onboarded()];
    const key = randomUUID();
    const body = { weight: 70, units: 'metric', date: today() };
    expect((await send(a, 'POST', W, key, body)).statusCode).toBe(201);
    const theirs = await send(b, 'POST', W, key, body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await weightCount(a)).toBe(1);
    expect(await weightCount(b)).toBe(1);
  });

  it('replays a refusal too: a change the server refused is refused the same way', async () => {
    const user = await onboarded();
    const key = randomUUID();
    const body = { weight: 5, units: 'metric', date: today() };
    const first = await send(user, 'POST', W, key, body);
    const again = await send(user, 'POST', W, key, body);
    expect(first.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(first.json().error.message);
  });

  it('deletes once: the repeat of a delete answers 204, not "not found"', async () => {
    const user = await onboarded();
    const created = await send(user, 'POST', W, undefined, {
      weight: 75,
      units: 'metric',
      date: today(),
    });
    const url = `${W}/${created.json().id}`;
    const key = randomUUID();
    expect((await send(user, 'DELETE', url, key)).statusCode).toBe(204);
    const again = await send(user, 'DELETE', url, key);
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await send(user, 'DELETE', url, undefined)).statusCode).toBe(404);
  });

  it('covers the diary and fasting: a meal and a fast start are made once', async () => {
    const user = await onboarded();
    const mealKey = randomUUID();
    const egg = await findFood(ctx.app, user, 'egg');
    const meal = {
      method: 'food',
      date: today(),
      mealType: 'lunch',
      items: [{ foodId: egg.id, quantity: 120, unit: 'g' }],
    };
    const a = await send(user, 'POST', '/api/v1/meals', mealKey, meal);
    const b = await send(user, 'POST', '/api/v1/meals', mealKey, meal);
    expect(a.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const list = await as(ctx.app, user, { method: 'GET', url: `/api/v1/meals?date=${today()}` });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);

    const fastKey = randomUUID();
    const fast = { protocol: '16:8', startedAt: new Date(Date.now() - 3_600_000).toISOString() };
    const s1 = await send(user, 'POST', '/api/v1/fasts', fastKey, fast);
    const s2 = await send(user, 'POST', '/api/v1/fasts', fastKey, fast);
    expect(s1.statusCode).toBe(201);
    expect(s2.statusCode).toBe(201);
    expect(s2.json().id).toBe(s1.json().id);
  });

  it('takes over a claim left by a process that stopped mid-request', async () => {
    const user = await onboarded();
    const key = randomUUID();
    const body = { weight: 77, units: 'metric', date: today() };
    // What a first attempt leaves when its process dies before answering: a claim, no answer.
    const first = await send(user, 'POST', W, key, body);
    await ctx.database.db.execute(
      sql`UPDATE request_replays SET status = NULL, body = NULL,
          claimed_at = now() - interval '10 minutes' WHERE user_id = ${user.id} AND key = ${key}`,
    );
    const again = await send(user, 'POST', W, key, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key outside 8 to 100 characters with a clear message', async () => {
    const user = await onboarded();
    const res = await send(user, 'POST', W, 'short', {
      weight: 80,
      units: 'metric',
      date: today(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Idempotency-Key must be 8 to 100 characters/);
    expect(await weightCount(user)).toBe(0);
  });
});
