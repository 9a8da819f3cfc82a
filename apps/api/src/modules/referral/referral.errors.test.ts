import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, uniqueEmail } from '../../test/harness.js';
import { failingTrigger } from '../../test/failing-trigger.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createAuditTrail } from '../admin/index.js';
import { createUserDirectory } from '../auth/index.js';
import { createWalletModule } from '../wallet/index.js';
import { createReferralModule } from './index.js';

// The referral programme's failure messages: a code that cannot be created says why, and a
// referral whose completion fails is logged as "Failed to update referral: <reason>" (the
// reason short: never the database's own text or the values involved).

function build({ db, config, log }: Platform) {
  const wallet = createWalletModule({ db });
  const referrals = createReferralModule({
    db,
    audit: createAuditTrail(db),
    people: createUserDirectory(),
    wallet: wallet.service,
    logger: log,
    appUrl: config.appUrl,
    rewardCoins: config.referralRewardCoins,
  });
  return { wallet, referrals };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

/** The referral service with a logger that keeps what it was told. */
function serviceLogging() {
  const logged: { details: object; message: string }[] = [];
  const keep = (details: object, message: string) => logged.push({ details, message });
  const { service } = createReferralModule({
    db: ctx.database.db,
    wallet: ctx.modules.wallet.service,
    audit: createAuditTrail(ctx.database.db),
    people: createUserDirectory(),
    logger: { warn: keep, error: keep },
    appUrl: ctx.config.appUrl,
    rewardCoins: 50,
  });
  return { service, logged };
}

/** Makes PostgreSQL itself refuse updates of the referrals made with `code` (only those). */
const failUpdatesOfReferralsWith = (code: string) =>
  failingTrigger(ctx.database, {
    table: 'referrals',
    operation: 'UPDATE',
    column: 'referral_code',
    value: code,
  });

describe('referral failure messages', () => {
  it('says why a code could not be created', async () => {
    const nobody = randomUUID();
    await expect(ctx.modules.referrals.service.getOrCreateCode(nobody)).rejects.toMatchObject({
      statusCode: 500,
      message: 'Failed to create referral code: unknown user',
    });
  });

  it('logs "Failed to update referral" with a short reason when completion fails', async () => {
    const referrer = await ctx.signUp(uniqueEmail('referrer'));
    const mine = await as(ctx.app, referrer, { method: 'GET', url: '/api/v1/referrals/me' });
    const { code } = mine.json<{ code: string }>();
    // The referee's account, and the referral the auth module records once it exists.
    const { id: refereeId } = await ctx.signUp(uniqueEmail('referee'));
    expect(await ctx.modules.referrals.service.processSignUp(code, refereeId)).toBe(true);

    const { service, logged } = serviceLogging();
    const restore = await failUpdatesOfReferralsWith(code);
    try {
      expect(await service.completeFor(refereeId)).toBe(false);
    } finally {
      await restore();
    }
    expect(logged).toEqual([
      {
        details: expect.objectContaining({ refereeId }),
        message: expect.stringMatching(/^Failed to update referral: database error/),
      },
    ]);
    expect(logged[0]?.message).not.toMatch(/simulated|UPDATE|referrals/);
  });
});
