import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { activityLogs } from './activity.schema.js';
import { createActivityModule } from './index.js';

/** The migration that gave activity details their snake_case key names. */
const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../../drizzle/0018_activity-detail-keys.sql',
);

// The rows are written straight to the table; the module is built as the app builds it, so the
// migrated database is the one the app runs on.
function build({ db, config, log, limiter, limits }: Platform) {
  return { activity: createActivityModule({ db, limiter, limits, logger: log, settings: config }) };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

describe('activity details stored under the earlier key names', () => {
  it('read as route_name and button_type once the migration has run, nothing else changed', async () => {
    const user = await ctx.signUp();
    const timestamp = '2026-11-01T08:00:00.000Z';
    await ctx.database.db.insert(activityLogs).values([
      {
        userId: user.id,
        actionType: 'page_visit',
        pageRoute: '/dashboard',
        actionDetails: { timestamp, routeName: 'dashboard' },
      },
      {
        userId: user.id,
        actionType: 'user_interaction',
        pageRoute: '/profile',
        actionDetails: {
          timestamp,
          action: 'tours_replay',
          buttonType: 'default',
          page: 'profile',
        },
      },
      {
        userId: user.id,
        actionType: 'feature_use',
        pageRoute: '/my-meals',
        actionDetails: { timestamp, feature: 'meals', action: 'log_meal' },
      },
    ]);

    // The rename statements (the migration runs them once; here they run on these rows again).
    const statements = readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/m.test(statement));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await ctx.database.db.execute(sql.raw(statement));

    const rows = await ctx.database.db
      .select({ type: activityLogs.actionType, details: activityLogs.actionDetails })
      .from(activityLogs)
      .where(eq(activityLogs.userId, user.id))
      .orderBy(activityLogs.pageRoute);
    expect(rows).toEqual([
      { type: 'page_visit', details: { timestamp, route_name: 'dashboard' } },
      { type: 'feature_use', details: { timestamp, feature: 'meals', action: 'log_meal' } },
      {
        type: 'user_interaction',
        details: { timestamp, action: 'tours_replay', button_type: 'default', page: 'profile' },
      },
    ]);
  });
});
