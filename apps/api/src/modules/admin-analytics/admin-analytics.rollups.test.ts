import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { analyticsUserDays, onboardingResponses, user } from '../../db/schema/index.js';
import { as, createTestContext, signUp, type TestContext } from '../../test/harness.js';
import { createAdminAnalyticsRepository } from './admin-analytics.repository.js';
import { createAdminAnalyticsService } from './admin-analytics.service.js';
import { seedWorld, worldYear } from './analytics-world.fixture.js';

// The roll-ups behind the analytics: the service is built here with its clock set, so the
// days it materializes and the days it reads from the sources are known.
const Y = worldYear();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedWorld(ctx.database.db, Y);
});

afterAll(async () => {
  await ctx.close();
});

const serviceAt = (iso: string) =>
  createAdminAnalyticsService({
    repo: createAdminAnalyticsRepository(ctx.database.db),
    now: () => new Date(iso),
  });

describe('materialized days and the days after them', () => {
  it('answers the same whether a day is materialized or read from the sources', async () => {
    const range = { from: `${Y}-05-01`, to: `${Y}-05-10` };
    // 00:30 on 05-10: 05-09 ended only 30 minutes ago, so 05-01..05-08 are materialized and
    // 05-09 and 05-10 are counted from the user-days and read from the ledger.
    const early = await serviceAt(`${Y}-05-10T00:30:00Z`).get(range);
    const closed = await queryRows(
      ctx.database.db,
      sql`select kind, count(*)::int as n from analytics_closed_days
          where day between ${range.from}::date and ${range.to}::date group by kind order by kind`,
    );
    expect(closed).toEqual([
      { kind: 'active', n: 8 },
      { kind: 'ledger', n: 8 },
    ]);
    expect(early.days.map((d) => d.monthlyActiveUsers)).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 3, 4]);
    expect(early.days.map((d) => d.coinsSpent)).toEqual([0, 5, 0, 0, 10, 0, 0, 0, 0, 0]);
    expect(early.coins).toEqual({ sold: 150, reversed: 30, spent: 15, granted: 70, adjusted: 5 });

    // A month later every day is materialized; the answer is the same.
    const later = await serviceAt(`${Y}-06-10T12:00:00Z`).get(range);
    expect(later).toEqual(early);
  });

  it('leaves the days after today out: they have not happened', async () => {
    const range = { from: `${Y}-05-01`, to: `${Y}-05-10` };
    const answer = await serviceAt(`${Y}-05-05T12:00:00Z`).get(range);
    expect(answer.days.map((d) => d.monthlyActiveUsers)).toEqual([1, 2, 2, 2, 2, 0, 0, 0, 0, 0]);
  });
});

describe('sign-ups and onboarding per day (kept by triggers)', () => {
  it('follow onboarding completed, undone and removed later, and a deleted account', async () => {
    const service = serviceAt(`${Y}-12-31T00:00:00Z`);
    const day = `${Y}-06-15`;
    const count = async () => {
      const rows = await service.sections.signUps({ from: day, to: day });
      return rows.map(({ signUps, onboarded }) => [signUps, onboarded]);
    };
    const db = ctx.database.db;
    const id = `aa-signup-${Y}-${Math.random().toString(36).slice(2)}`;
    await db.insert(user).values({
      id,
      name: 'Late',
      email: `${id}@example.com`,
      createdAt: new Date(`${day}T08:00:00Z`),
    });
    expect(await count()).toEqual([[1, 0]]);
    const answers = { name: 'Late', answers: {} as never, plan: {} as never };
    await db.insert(onboardingResponses).values({ userId: id, aiSummary: 'Plan', ...answers });
    expect(await count()).toEqual([[1, 1]]);
    const summary = (aiSummary: string) =>
      db.update(onboardingResponses).set({ aiSummary }).where(eq(onboardingResponses.userId, id));
    await summary('  ');
    expect(await count()).toEqual([[1, 0]]);
    await summary('Plan again');
    expect(await count()).toEqual([[1, 1]]);
    await db.delete(onboardingResponses).where(eq(onboardingResponses.userId, id));
    expect(await count()).toEqual([[1, 0]]);
    await db.insert(onboardingResponses).values({ userId: id, aiSummary: 'Plan', ...answers });
    await db.delete(user).where(eq(user.id, id));
    expect(await count()).toEqual([[0, 0]]);
  });
});

describe('activity through the activity module', () => {
  it('marks the user active today, for DAU / WAU / MAU', async () => {
    const member = await signUp(ctx.app);
    const res = await as(ctx.app, member, {
      method: 'POST',
      url: '/api/v1/activity/logs',
      payload: {
        entries: [
          {
            actionType: 'page_visit',
            pageRoute: '/dashboard',
            details: { timestamp: new Date().toISOString(), route_name: 'dashboard' },
          },
        ],
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    const today = new Date().toISOString().slice(0, 10);
    const rows = await ctx.database.db
      .select()
      .from(analyticsUserDays)
      .where(and(eq(analyticsUserDays.userId, member.id), eq(analyticsUserDays.day, today)));
    expect(rows).toHaveLength(1);
  });
});
