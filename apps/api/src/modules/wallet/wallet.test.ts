import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wireMoney } from '../../composition/identity.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';

// Paying up front (POST /wallet/debits) is the AI module's route, wired to this wallet as in
// the app; the ledger, balance and receipts are the wallet's own.
function build(platform: Platform) {
  const { wallet, ai } = wireMoney(platform);
  return { wallet, ai };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
const touched = new Set<string>();

beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});
// The ledger invariant, checked after every test for every wallet the test touched.
afterEach(async () => {
  for (const userId of touched) {
    const balance = await ctx.modules.wallet.service.getBalance(userId);
    expect(balance, `balance of ${userId} equals its ledger sum`).toBe(
      await ctx.modules.wallet.service.ledgerSum(userId),
    );
  }
  touched.clear();
});

async function newUser(): Promise<TestUser> {
  const user = await ctx.signUp();
  touched.add(user.id);
  return user;
}

function credit(userId: string, amount: number, key = randomUUID()) {
  return ctx.modules.wallet.service.credit({
    userId,
    amount,
    reason: 'admin_adjustment',
    idempotencyKey: key,
  });
}

describe('wallet', () => {
  it('is created with balance 0 on first read', async () => {
    const user = await newUser();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance: 0 });
  });

  it('credits and debits, recording the balance after each movement', async () => {
    const user = await newUser();
    await credit(user.id, 30);
    const debit = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/wallet/debits',
      payload: { action: 'meal_plan_7', idempotencyKey: randomUUID() },
    });
    expect(debit.statusCode).toBe(201);
    expect(debit.json()).toMatchObject({
      balance: 25,
      entry: { amount: -5, reason: 'ai_action', balanceAfter: 25 },
    });
    const ledger = await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet/ledger' });
    expect(ledger.json().items.map((e: { amount: number }) => e.amount)).toEqual([-5, 30]);
  });

  it('refuses a debit larger than the balance with "Insufficient balance"', async () => {
    const user = await newUser();
    await credit(user.id, 4);
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/wallet/debits',
      payload: { action: 'meal_plan_7', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    expect((await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet' })).json()).toEqual({
      balance: 4,
    });
  });

  it('lets a debit of exactly the balance pass (balance ≥ cost)', async () => {
    const user = await newUser();
    await credit(user.id, 5);
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/wallet/debits',
      payload: { action: 'meal_plan_7', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().balance).toBe(0);
  });

  it('50 parallel debits of the whole balance: exactly one succeeds', async () => {
    const user = await newUser();
    await credit(user.id, 5);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        as(ctx.app, user, {
          method: 'POST',
          url: '/api/v1/wallet/debits',
          payload: { action: 'meal_plan_7', idempotencyKey: randomUUID() },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 402)).toHaveLength(49);
    expect((await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet' })).json()).toEqual({
      balance: 0,
    });
  });

  it('a repeated idempotency key moves coins once, sequentially and concurrently', async () => {
    const user = await newUser();
    await credit(user.id, 20);
    const key = randomUUID();
    const send = () =>
      as(ctx.app, user, {
        method: 'POST',
        url: '/api/v1/wallet/debits',
        payload: { action: 'recipe', idempotencyKey: key },
      });
    const parallel = await Promise.all(Array.from({ length: 10 }, send));
    const again = await send();
    const all = [...parallel, again];
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(all.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(new Set(all.map((r) => r.json().entry.id)).size).toBe(1);
    expect((await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet' })).json()).toEqual({
      balance: 18,
    });
  });

  it('a repeated credit key credits once', async () => {
    const user = await newUser();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => credit(user.id, 270, key)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await ctx.modules.wallet.service.getBalance(user.id)).toBe(270);
  });

  it('one user’s idempotency key never replays another user’s entry', async () => {
    const a = await newUser();
    const b = await newUser();
    await credit(a.id, 10);
    await credit(b.id, 10);
    const key = randomUUID();
    const payload = { action: 'recipe', idempotencyKey: key };
    const first = await as(ctx.app, a, { method: 'POST', url: '/api/v1/wallet/debits', payload });
    const second = await as(ctx.app, b, { method: 'POST', url: '/api/v1/wallet/debits', payload });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().entry.id).not.toBe(first.json().entry.id);
  });

  it('reversals may take the balance below zero, and then spending is blocked', async () => {
    const user = await newUser();
    await credit(user.id, 10);
    await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/wallet/debits',
      payload: { action: 'dream_me', idempotencyKey: randomUUID() },
    });
    await ctx.modules.wallet.service.reverse({
      userId: user.id,
      amount: 10,
      reason: 'refund_reversal',
      idempotencyKey: randomUUID(),
    });
    expect(await ctx.modules.wallet.service.getBalance(user.id)).toBe(-10);
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/wallet/debits',
      payload: { action: 'food_scan', idempotencyKey: randomUUID() },
    });
    expect(res.statusCode).toBe(402);
  });

  it('a failed credit (unknown user) reports "Failed to credit coins"', async () => {
    await expect(credit(`missing-${randomUUID()}`, 10)).rejects.toMatchObject({
      code: 'CREDIT_FAILED',
      message: 'Failed to credit coins',
    });
  });

  it('offers no endpoint that credits the caller', async () => {
    const user = await newUser();
    for (const url of ['/api/v1/wallet', '/api/v1/wallet/credits', '/api/v1/wallet/ledger']) {
      const res = await as(ctx.app, user, { method: 'POST', url, payload: { amount: 1000 } });
      expect(res.statusCode).toBe(404);
    }
    const negative = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/wallet/debits',
      payload: { action: 'recipe', amount: -1000, idempotencyKey: randomUUID() },
    });
    expect(negative.statusCode).toBe(402);
    expect((await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet' })).json()).toEqual({
      balance: 0,
    });
  });

  it('pages the ledger newest first with a cursor', async () => {
    const user = await newUser();
    for (let i = 1; i <= 5; i += 1) await credit(user.id, i);
    const first = (
      await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet/ledger?limit=2' })
    ).json();
    expect(first.items.map((e: { amount: number }) => e.amount)).toEqual([5, 4]);
    const second = (
      await as(ctx.app, user, {
        method: 'GET',
        url: `/api/v1/wallet/ledger?limit=2&cursor=${first.nextCursor}`,
      })
    ).json();
    expect(second.items.map((e: { amount: number }) => e.amount)).toEqual([3, 2]);
    const third = (
      await as(ctx.app, user, {
        method: 'GET',
        url: `/api/v1/wallet/ledger?limit=2&cursor=${second.nextCursor}`,
      })
    ).json();
    expect(third).toMatchObject({ items: [{ amount: 1 }], nextCursor: null });
    const bad = await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet/ledger?cursor=%%%' });
    expect(bad.statusCode).toBe(400);
    const tooMany = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/wallet/ledger?limit=1000',
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
