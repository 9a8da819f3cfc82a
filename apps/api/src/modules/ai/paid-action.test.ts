import { randomUUID } from 'node:crypto';
import { ErrorCode, type LedgerPage } from '@ketoflow/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wireMoney } from '../../composition/identity.js';
import { z } from 'zod';
import { ConflictError, InsufficientBalanceError } from '../../lib/errors.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { AiInvalidOutputError, AiTimeoutError, AiUnavailableError } from '../../lib/ai/index.js';
import { createOpenAiCompatibleEngine } from '../../lib/ai/index.js';
import type { PaidActionRunner, PaidWorkContext } from './paid-action.js';

/**
 * The AI module as the app wires it, with the real wallet: every coin the paid actions move
 * goes through the ledger, and the wallet's routes show it.
 */
function build(platform: Platform) {
  const { wallet, ai } = wireMoney(platform);
  return { wallet, ai };
}
type Ctx = ModuleTestContext<ReturnType<typeof build>>;

let ctx: Ctx;
let fake: FakeOpenAi;
const touched = new Set<string>();

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
// The ledger invariant after every test, as in the wallet tests.
afterEach(async () => {
  for (const userId of touched) {
    expect(await ctx.modules.wallet.service.getBalance(userId)).toBe(
      await ctx.modules.wallet.service.ledgerSum(userId),
    );
  }
  touched.clear();
});

async function userWith(coins: number): Promise<TestUser> {
  const user = await ctx.signUp();
  touched.add(user.id);
  if (coins > 0) {
    await ctx.modules.wallet.service.credit({
      userId: user.id,
      amount: coins,
      reason: 'admin_adjustment',
      idempotencyKey: randomUUID(),
    });
  }
  return user;
}

const balanceOf = (user: TestUser) => ctx.modules.wallet.service.getBalance(user.id);
const run = <T>(
  user: TestUser,
  action: Parameters<PaidActionRunner['runPaidAction']>[0]['action'],
  idempotencyKey: string,
  work: (c: PaidWorkContext) => Promise<T>,
) => ctx.modules.ai.paidActions.runPaidAction({ userId: user.id, action, idempotencyKey, work });

async function ledger(user: TestUser) {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet/ledger?limit=100' });
  return res.json<LedgerPage>().items;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

function engine(timeoutMs = 2000) {
  return createOpenAiCompatibleEngine({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-paid-action-test',
    model: 'test-model',
    timeoutMs,
  });
}

describe('paid AI actions', () => {
  it('debits before the work and keeps the coins when the work succeeds', async () => {
    const user = await userWith(10);
    let balanceDuringWork = -1;
    const outcome = await run(user, 'recipe', randomUUID(), async ({ price, replayed }) => {
      balanceDuringWork = await balanceOf(user);
      return { price, replayed };
    });
    expect(balanceDuringWork).toBe(8);
    expect(outcome).toEqual({
      result: { price: 2, replayed: false },
      price: 2,
      balance: 8,
      replayed: false,
    });
    expect(await balanceOf(user)).toBe(8);
    const [entry] = await ledger(user);
    expect(entry).toMatchObject({ amount: -2, reason: 'ai_action', reference: 'recipe' });
  });

  it('refunds once when the work fails with an engine error, and rethrows that error', async () => {
    const user = await userWith(10);
    const error = await failure(
      run(user, 'dream_me', randomUUID(), () => Promise.reject(new AiUnavailableError(500))),
    );
    expect(error).toBeInstanceOf(AiUnavailableError);
    expect(await balanceOf(user)).toBe(10);
    const entries = await ledger(user);
    expect(entries.slice(0, 2)).toMatchObject([
      { amount: 10, reason: 'ai_refund', reference: 'dream_me', balanceAfter: 10 },
      { amount: -10, reason: 'ai_action', reference: 'dream_me', balanceAfter: 0 },
    ]);
  });

  it('refunds when the engine times out', async () => {
    const user = await userWith(5);
    fake.reply({ kind: 'hang' });
    const error = await failure(
      run(user, 'coach_message', randomUUID(), async () => {
        let answer = '';
        for await (const delta of engine(300).chatStream([{ role: 'user', content: 'hi' }]))
          answer += delta;
        return answer;
      }),
    );
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(await balanceOf(user)).toBe(5);
    expect((await ledger(user))[0]).toMatchObject({ amount: 1, reason: 'ai_refund' });
  });

  it('refunds when the engine answers invalid output twice', async () => {
    const user = await userWith(5);
    fake.reply({ kind: 'completion', content: 'nope' }, { kind: 'completion', content: '{}' });
    const error = await failure(
      run(user, 'recipe', randomUUID(), () =>
        engine().structured(z.object({ title: z.string() }), [{ role: 'user', content: 'x' }]),
      ),
    );
    expect(error).toBeInstanceOf(AiInvalidOutputError);
    expect(await balanceOf(user)).toBe(5);
    expect((await ledger(user))[0]).toMatchObject({ amount: 2, reason: 'ai_refund' });
  });

  it('never charges twice for a retry with the same key', async () => {
    const user = await userWith(10);
    const key = randomUUID();
    const first = await run(user, 'meal_plan_7', key, async (c) => c);
    const second = await run(user, 'meal_plan_7', key, async (c) => c);
    expect(first.result).toEqual({ price: 5, replayed: false });
    // The feature is told to answer with the result it stored for this key.
    expect(second.result).toEqual({ price: 5, replayed: true });
    expect(await balanceOf(user)).toBe(5);
    expect((await ledger(user)).filter((e) => e.reason === 'ai_action')).toHaveLength(1);
  });

  it('runs the work once and charges once for concurrent requests with the same key', async () => {
    const user = await userWith(10);
    const key = randomUUID();
    let calls = 0;
    const work = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'plan';
    };
    const results = await Promise.all([1, 2, 3].map(() => run(user, 'meal_plan_7', key, work)));
    expect(results.map((r) => r.result)).toEqual(['plan', 'plan', 'plan']);
    expect(calls).toBe(1);
    expect(await balanceOf(user)).toBe(5);
    expect((await ledger(user)).filter((e) => e.reason === 'ai_action')).toHaveLength(1);
  });

  it('refunds once for concurrent failing requests with the same key', async () => {
    const user = await userWith(10);
    const key = randomUUID();
    const errors = await Promise.all(
      [1, 2].map(() =>
        failure(run(user, 'recipe', key, () => Promise.reject(new AiTimeoutError(1)))),
      ),
    );
    expect(errors.every((e) => e instanceof AiTimeoutError)).toBe(true);
    expect(await balanceOf(user)).toBe(10);
    const entries = await ledger(user);
    expect(entries.filter((e) => e.reason === 'ai_refund')).toHaveLength(1);
  });

  it('refuses to redo a refunded request under the same key without charging again', async () => {
    const user = await userWith(10);
    const key = randomUUID();
    await failure(run(user, 'recipe', key, () => Promise.reject(new AiTimeoutError(1))));
    let called = false;
    const error = await failure(
      run(user, 'recipe', key, async () => {
        called = true;
      }),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(called).toBe(false);
    expect(await balanceOf(user)).toBe(10);
    expect(await ledger(user)).toHaveLength(3); // seed, charge, refund
  });

  it('keeps the first charge when a replay of a successful request fails', async () => {
    const user = await userWith(10);
    const key = randomUUID();
    await run(user, 'meal_plan_7', key, async () => 'plan');
    // E.g. the stored result was deleted since, or the first request is still running elsewhere.
    const error = await failure(
      run(user, 'meal_plan_7', key, () =>
        Promise.reject(new ConflictError('This plan is still being made.')),
      ),
    );
    expect(error).toBeInstanceOf(ConflictError);
    expect(await balanceOf(user)).toBe(5);
    expect((await ledger(user)).filter((e) => e.reason === 'ai_refund')).toHaveLength(0);
  });

  it('blocks with "Insufficient balance" before any work', async () => {
    const user = await userWith(9);
    let called = false;
    const error = await failure(
      run(user, 'dream_me', randomUUID(), async () => {
        called = true;
      }),
    );
    expect(error).toBeInstanceOf(InsufficientBalanceError);
    expect((error as InsufficientBalanceError).message).toBe('Insufficient balance');
    expect((error as InsufficientBalanceError).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(called).toBe(false);
    expect(await balanceOf(user)).toBe(9);
  });

  it('blocks spending while the balance is negative', async () => {
    const user = await userWith(3);
    await ctx.modules.wallet.service.reverse({
      userId: user.id,
      amount: 5,
      reason: 'refund_reversal',
      idempotencyKey: randomUUID(),
    });
    expect(await balanceOf(user)).toBe(-2);
    const error = await failure(run(user, 'food_scan', randomUUID(), async () => 'scan'));
    expect(error).toBeInstanceOf(InsufficientBalanceError);
    expect(await balanceOf(user)).toBe(-2);
  });
});

describe('paid AI actions with COIN_PRICES overrides', () => {
  let priced: Ctx;
  beforeAll(async () => {
    priced = await createModuleTestContext(build, {
      env: { COIN_PRICES: 'recipe:3,food_scan:0' },
    });
  });
  afterAll(async () => {
    await priced.close();
  });

  it('charges the configured price, and a free action still refuses a negative balance', async () => {
    const user = await priced.signUp();
    const { ai } = priced.modules;
    const wallet = priced.modules.wallet.service;
    await wallet.credit({
      userId: user.id,
      amount: 4,
      reason: 'admin_adjustment',
      idempotencyKey: randomUUID(),
    });
    const paid = await ai.paidActions.runPaidAction({
      userId: user.id,
      action: 'recipe',
      idempotencyKey: randomUUID(),
      work: async () => 'draft',
    });
    expect(paid).toMatchObject({ price: 3, balance: 1 });
    // The wallet's own debit endpoint charges the same configured price.
    const debit = await as(priced.app, user, {
      method: 'POST',
      url: '/api/v1/wallet/debits',
      payload: { action: 'recipe', idempotencyKey: randomUUID() },
    });
    expect(debit.statusCode).toBe(402);

    const free = await ai.paidActions.runPaidAction({
      userId: user.id,
      action: 'food_scan',
      idempotencyKey: randomUUID(),
      work: async () => 'scan',
    });
    expect(free).toMatchObject({ result: 'scan', price: 0, balance: 1 });

    await wallet.reverse({
      userId: user.id,
      amount: 2,
      reason: 'chargeback_reversal',
      idempotencyKey: randomUUID(),
    });
    const blocked = await failure(
      ai.paidActions.runPaidAction({
        userId: user.id,
        action: 'food_scan',
        idempotencyKey: randomUUID(),
        work: async () => 'scan',
      }),
    );
    expect(blocked).toBeInstanceOf(InsufficientBalanceError);
  });
});
