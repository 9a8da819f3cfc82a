import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../test/module-harness.js';
import { createRemindersModule } from '../modules/reminders/index.js';
import { wireMoney } from './identity.js';
import { withLowBalanceReminder } from './low-balance.js';

/** The real ledger and paid-action runner, with the reminder as the AI features get it. */
function build(platform: Platform) {
  const { db, events, log } = platform;
  const { wallet, ai } = wireMoney(platform);
  const reminders = createRemindersModule({
    db,
    events,
    logger: log,
    secret: 'test-secret',
    appUrl: 'https://ketoflow.test',
  });
  const paidActions = withLowBalanceReminder(ai.paidActions, {
    reminders: reminders.service,
    wallet: wallet.service,
    log,
  });
  return { wallet, reminders, paidActions };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

let keys = 0;
async function grant(user: TestUser, amount: number) {
  await ctx.modules.wallet.service.credit({
    userId: user.id,
    amount,
    reason: 'purchase',
    idempotencyKey: `grant-${++keys}`,
  });
}
async function recipe(user: TestUser) {
  return ctx.modules.paidActions.runPaidAction({
    userId: user.id,
    action: 'recipe',
    idempotencyKey: `recipe-${++keys}-key`,
    work: async () => 'a recipe',
  });
}
async function notices(user: TestUser): Promise<string[]> {
  await ctx.modules.reminders.service.runDue(new Date());
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/notifications' });
  return res.json<{ items: { title: string }[] }>().items.map((n) => n.title);
}

describe('“FlowCoins running low”', () => {
  const price = DEFAULT_COIN_PRICES.recipe;

  it('comes when the balance drops below the price of the action used most, once a week', async () => {
    const user = await ctx.signUp();
    await grant(user, price * 2 + 1);
    await recipe(user);
    expect(await notices(user)).toEqual([]);
    const second = await recipe(user);
    expect(second.balance).toBeLessThan(price);
    expect(await notices(user)).toEqual(['FlowCoins running low']);
    // Topped up and spent down again the same week: no second reminder.
    await grant(user, price * 2);
    await recipe(user);
    await recipe(user);
    expect(await notices(user)).toEqual(['FlowCoins running low']);
  });

  it('does not come while the balance still covers the next action', async () => {
    const user = await ctx.signUp();
    await grant(user, price * 3);
    await recipe(user);
    expect(await notices(user)).toEqual([]);
  });
});
