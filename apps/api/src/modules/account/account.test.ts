import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wirePeople } from '../../composition/identity.js';
import { userPreferences } from '../../db/schema/index.js';
import { as, VALID_ANSWERS } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createActivityModule } from '../activity/index.js';
import { createDigistoreModule, type BuyerAccounts } from '../digistore/index.js';
import { createExportModule } from '../export/index.js';
import { ACCOUNT_PASSWORD, accountAuthStandIn, DELETE_MY_ACCOUNT } from './account.fixture.js';
import { createAccountModule } from './index.js';

// The account module with every port the app gives it, built from the real modules as
// composition/identity.ts and composition/commerce.ts wire them, except the auth module's
// (a stand-in: account.fixture.ts). Real passwords, sign-in after deletion and the address
// being free again are checked on the whole app (account.app.test.ts).

/** Nobody buys in these tests: the orders' buyer accounts are never asked for. */
const noBuyers: BuyerAccounts = {
  findUserIdByEmail: () => Promise.reject(new Error('no purchases in these tests')),
  findOrCreateUser: () => Promise.reject(new Error('no purchases in these tests')),
  loginsOf: async () => [],
};

function build(platform: Platform) {
  const { db, config, log, limiter, limits } = platform;
  const { wallet, referrals, onboarding } = wirePeople(platform);
  const orders = createDigistoreModule({
    db,
    wallet: wallet.service,
    buyers: noBuyers,
    settings: config.digistore,
    logger: log,
  });
  const exports = createExportModule({ db, appName: config.appName });
  const activity = createActivityModule({ db, limiter, limits, logger: log, settings: config });
  const account = createAccountModule({
    auth: accountAuthStandIn(db),
    onboarding: onboarding.service,
    wallet: wallet.service,
    orders: orders.service,
    referrals: referrals.service,
    tracking: exports.service,
    activity: activity.service,
    appName: config.appName,
  });
  // Served: onboarding (to fill in the data) and the account; the rest only feed its ports.
  return { onboarding, account, ports: { wallet, referrals, orders, exports, activity } };
}

let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

describe('my data', () => {
  it('exports everything we hold about me as a JSON download, without secrets', async () => {
    const user = await ctx.signUp();
    const onboarded = await as(ctx.app, user, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: VALID_ANSWERS,
    });
    expect(onboarded.statusCode).toBe(200);
    // A dismissed tour: tracking data the full export takes from the tracking export.
    await ctx.database.db.insert(userPreferences).values({
      userId: user.id,
      preferenceKey: 'dismissed_tours',
      preferenceValue: { ids: ['coach'] },
    });
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="ketoflow-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: false,
      createdAt: expect.any(String),
    });
    expect(data.onboarding.answers.name).toBe('Maria');
    expect(data.wallet.balance).toBe(25);
    expect(data.wallet.ledger).toHaveLength(1);
    expect(data.purchases).toEqual([]);
    expect(data.referrals.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(data.tracking).toEqual(
      JSON.parse(JSON.stringify(await ctx.modules.ports.exports.service.json(user.id))),
    );
    expect(data.tracking.preferences).toEqual([
      { key: 'dismissed_tours', value: { ids: ['coach'] }, updatedAt: expect.any(String) },
    ]);
    expect(data.activity).toMatchObject({ loggingEnabled: true, entries: [] });
    expect(res.body).not.toMatch(/\$argon2|session_token|"password"/);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me/export' })).statusCode).toBe(
      401,
    );
    const anonymous = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      payload: DELETE_MY_ACCOUNT,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes my account and everything it owns after checking my password', async () => {
    const user = await ctx.signUp();
    await as(ctx.app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
    const wrong = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: 'nope-nope', confirm: 'DELETE' },
    });
    expect(wrong.statusCode).toBe(401);
    const unconfirmed = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: ACCOUNT_PASSWORD, confirm: 'yes' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    // Neither refusal deleted anything.
    expect(await ctx.modules.ports.wallet.service.getBalance(user.id)).toBe(25);

    const res = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: DELETE_MY_ACCOUNT,
    });
    expect(res.statusCode).toBe(204);
    const { db } = ctx.database;
    expect(
      await db.query.user.findFirst({ where: (t, { eq }) => eq(t.id, user.id) }),
    ).toBeUndefined();
    expect(
      await db.query.onboardingResponses.findFirst({
        where: (t, { eq }) => eq(t.userId, user.id),
      }),
    ).toBeUndefined();
    expect(
      await db.query.coinLedger.findFirst({ where: (t, { eq }) => eq(t.userId, user.id) }),
    ).toBeUndefined();
    expect(
      await db.query.wallets.findFirst({ where: (t, { eq }) => eq(t.userId, user.id) }),
    ).toBeUndefined();
  });
});
