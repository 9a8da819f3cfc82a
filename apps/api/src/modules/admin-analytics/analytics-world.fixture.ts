import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  activityLogs,
  coinLedger,
  digistoreOrders,
  onboardingResponses,
  user,
  userActivity,
} from '../../db/schema/index.js';
import { uniqueEmail } from '../../test/harness.js';

/*
 * A small world for the analytics tests, with answers worked out by hand (in the tests). On
 * PostgreSQL every test file shares one database, so everything happens in May of a long-past
 * year of the caller's own: nothing else has rows dated then, and the numbers are ours alone.
 * (Past, not future: the days after today are reported as zeros, as they have not happened.)
 * Rows are written straight to the tables (the triggers roll them up as for any writer).
 */
export function worldYear(): number {
  return 1800 + Math.floor(Math.random() * 150);
}

export async function seedWorld(db: Db, Y: number) {
  const at = (monthDay: string, time = '12:00:00') => new Date(`${Y}-${monthDay}T${time}Z`);
  const ids = { u1: '', u2: '', u3: '', u4: '', u5: '' };
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) ids[key] = `aa-${randomUUID()}`;
  const created = {
    u1: at('05-01', '10:00:00'),
    u2: at('05-01', '23:59:59'),
    u3: at('05-03', '00:00:00'),
    u4: at('04-30', '23:59:59'), // the instant before the range
    u5: at('05-11', '00:00:00'), // the instant after it
  };
  await db.insert(user).values(
    (Object.keys(ids) as (keyof typeof ids)[]).map((key) => ({
      id: ids[key],
      name: key,
      email: uniqueEmail(`analytics-${key}`),
      createdAt: created[key],
    })),
  );
  const onboarding = (userId: string, aiSummary: string) => ({
    userId,
    name: 'Test',
    aiSummary,
    answers: {} as never,
    plan: {} as never,
  });
  // u2's summary is blank, so u2 has not completed onboarding.
  await db
    .insert(onboardingResponses)
    .values([
      onboarding(ids.u1, 'Your plan'),
      onboarding(ids.u2, '   '),
      onboarding(ids.u3, 'Plan'),
      onboarding(ids.u4, 'Plan'),
    ]);

  const log = (
    userId: string,
    createdAt: Date,
    actionType: string,
    pageRoute: string,
    actionDetails: Record<string, unknown>,
  ) => ({ userId, createdAt, actionType, pageRoute, actionDetails });
  // One statement with several rows: the trigger rolls a whole batch up at once.
  await db.insert(activityLogs).values([
    log(ids.u1, at('04-05'), 'page_visit', '/dashboard', { route_name: 'dashboard' }),
    log(ids.u1, at('05-02', '08:00:00'), 'page_visit', '/dashboard', { route_name: 'dashboard' }),
    log(ids.u1, at('05-02', '08:01:00'), 'feature_use', '/meals/abc', {
      feature: 'log_meal',
      action: 'add',
    }),
    log(ids.u2, at('05-02', '23:30:00'), 'page_visit', '/dashboard', { route_name: 'dashboard' }),
  ]);
  await db
    .insert(activityLogs)
    .values([
      log(ids.u3, at('05-09'), 'user_interaction', '/my-recipes/xyz', { action: 'save' }),
      log(ids.u4, at('05-10'), 'system_event', '/settings', { event: 'export' }),
    ]);
  // u2 is seen by a last-active ping only on 05-05.
  await db.insert(userActivity).values({ userId: ids.u2, lastActiveAt: null });
  await db
    .update(userActivity)
    .set({ lastActiveAt: at('05-05') })
    .where(eq(userActivity.userId, ids.u2));

  let n = 0;
  const move = (userId: string, createdAt: Date, amount: number, reason: string, ref?: string) => ({
    userId,
    createdAt,
    amount,
    reason,
    reference: ref ?? null,
    idempotencyKey: `analytics-${++n}`,
    balanceAfter: 0,
  });
  await db
    .insert(coinLedger)
    .values([
      move(ids.u1, at('05-01'), 100, 'purchase', 'o1'),
      move(ids.u1, at('05-04'), 50, 'rebill', 'o1'),
      move(ids.u1, at('05-02'), -5, 'ai_action', 'recipe'),
      move(ids.u1, at('05-03', '09:00:00'), -5, 'ai_action', 'recipe'),
      move(ids.u1, at('05-03', '09:00:01'), 5, 'ai_refund', 'recipe'),
      move(ids.u2, at('05-05'), -10, 'ai_action', 'dream_me'),
      move(ids.u2, at('05-01'), 20, 'onboarding_bonus'),
      move(ids.u2, at('05-06'), 50, 'referral_reward'),
      move(ids.u3, at('05-09'), -30, 'chargeback_reversal', 'o4'),
      move(ids.u3, at('05-10'), 7, 'admin_adjustment'),
      move(ids.u3, at('05-10', '13:00:00'), -2, 'admin_adjustment'),
      move(ids.u1, at('05-11', '00:00:00'), 999, 'purchase', 'o9'),
      move(ids.u1, at('04-30', '23:59:59'), -3, 'ai_action', 'coach'),
    ]);

  const order = (
    plan: string,
    currency: string | null,
    amount: string | null,
    status: string,
    createdAt: Date,
  ) => ({
    orderId: `analytics-${randomUUID()}`,
    productId: 'p',
    plan,
    buyerEmail: 'buyer@example.com',
    currency,
    amount,
    status,
    createdAt,
  });
  await db
    .insert(digistoreOrders)
    .values([
      order('monthly', 'EUR', '29.99', 'paid', at('05-01')),
      order('monthly', 'EUR', '29.99', 'paid', at('05-06')),
      order('monthly', 'EUR', '29.99', 'refunded', at('05-07')),
      order('yearly', 'USD', '199.00', 'chargeback', at('05-08')),
      order('pack', 'EUR', '9.50', 'paid', at('05-10')),
      order('pack', null, null, 'paid', at('05-10')),
      order('monthly', 'EUR', '29.99', 'paid', at('05-11', '00:00:00')),
    ]);
  return ids;
}
