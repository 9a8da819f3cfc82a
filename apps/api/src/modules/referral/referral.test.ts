import { randomInt } from 'node:crypto';
import {
  generateReferralCode,
  isReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_MAX_ATTEMPTS,
} from '@ketoflow/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wirePeople } from '../../composition/identity.js';
import { referralCodes, referrals } from './referral.schema.js';
import { as, uniqueEmail, VALID_ANSWERS, type TestUser } from '../../test/harness.js';
import { failingTrigger } from '../../test/failing-trigger.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createAuditTrail } from '../admin/index.js';
import { createUserDirectory } from '../auth/index.js';
import { createReferralModule } from './index.js';

const REWARD = 50;
const BONUS = 25;

// The referral programme with its ports as composition/identity.ts wires them, and the two
// modules that drive it: onboarding (completing it completes the referral) and the wallet (the
// reward, and the ledger the referrer reads). A referee is recorded through the port the auth
// module calls once an account exists; sign-up itself is the whole app's (referral.app.test.ts).
function build(platform: Platform) {
  const { wallet, referrals, onboarding } = wirePeople(platform);
  return { wallet, referrals, onboarding };
}

let ctx: ModuleTestContext<ReturnType<typeof build>>;

/** A database failure of one statement on `referrals`, for one code only. */
const referralFault = (operation: 'INSERT' | 'UPDATE', code: string) =>
  failingTrigger(ctx.database, {
    table: 'referrals',
    operation,
    column: 'referral_code',
    value: code,
  });
beforeAll(async () => {
  ctx = await createModuleTestContext(build, {
    env: { ONBOARDING_BONUS_COINS: String(BONUS), APP_URL: 'https://keto.example.com' },
  });
});
afterAll(async () => {
  await ctx.close();
});

/** A person referred with `code`: the account, then the referral the auth module records. */
async function refereeWith(code: string): Promise<TestUser> {
  const user = await ctx.signUp(uniqueEmail('referee'));
  expect(await ctx.modules.referrals.service.processSignUpOutcome(code, user.id)).toBe('recorded');
  return user;
}

async function mine(user: TestUser) {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/referrals/me' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function completeOnboarding(user: TestUser) {
  const res = await as(ctx.app, user, {
    method: 'PUT',
    url: '/api/v1/onboarding',
    payload: VALID_ANSWERS,
  });
  expect(res.statusCode).toBe(200);
  return res;
}

async function referralOf(refereeId: string) {
  return ctx.database.db.select().from(referrals).where(eq(referrals.refereeId, refereeId));
}

async function balanceOf(userId: string) {
  return ctx.modules.wallet.service.getBalance(userId);
}

/** The wallet invariant (balance = sum of the ledger) for every user a test touched. */
async function expectBalanceIsLedgerSum(...users: TestUser[]) {
  for (const user of users) {
    expect(await balanceOf(user.id)).toBe(await ctx.modules.wallet.service.ledgerSum(user.id));
  }
}

/** A referrer with their code (created by the first read). */
async function referrer(): Promise<TestUser & { code: string }> {
  const user = await ctx.signUp(uniqueEmail('referrer'));
  const { code } = await mine(user);
  return { ...user, code };
}

/** A well-formed code that nobody has. */
async function unusedCode(): Promise<string> {
  for (;;) {
    const code = generateReferralCode((n) => randomInt(n));
    const rows = await ctx.database.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.code, code));
    if (rows.length === 0) return code;
  }
}

/** A randomInt that spells `codes` one after another (8 draws per code). */
function spelling(...codes: string[]) {
  const indices = codes.flatMap((code) => [...code].map((c) => REFERRAL_CODE_ALPHABET.indexOf(c)));
  let calls = 0;
  return {
    randomInt: (n: number) => {
      expect(n).toBe(REFERRAL_CODE_ALPHABET.length);
      const index = indices[calls % indices.length] ?? 0;
      calls += 1;
      return index;
    },
    calls: () => calls,
  };
}

function serviceWith(randomInt: (n: number) => number) {
  return createReferralModule({
    db: ctx.database.db,
    wallet: ctx.modules.wallet.service,
    audit: createAuditTrail(ctx.database.db),
    people: createUserDirectory(),
    logger: ctx.platform.log,
    appUrl: ctx.config.appUrl,
    rewardCoins: REWARD,
    randomInt,
  }).service;
}

describe('GET /api/v1/referrals/me', () => {
  it('creates the code on first read and keeps it; share link and empty stats', async () => {
    const user = await ctx.signUp();
    const first = await mine(user);
    expect(isReferralCode(first.code)).toBe(true);
    expect(first).toEqual({
      code: first.code,
      shareUrl: `https://keto.example.com/ref/${first.code}`,
      totalReferrals: 0,
      pendingReferrals: 0,
      totalCoinsEarned: 0,
      rewardCoins: REWARD,
      referrals: [],
    });
    expect((await mine(user)).code).toBe(first.code);
    const rows = await ctx.database.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('gives one code to concurrent first reads', async () => {
    const user = await ctx.signUp();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => mine(user)));
    expect(new Set(bodies.map((b) => b.code)).size).toBe(1);
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/referrals/me' });
    expect(res.statusCode).toBe(401);
  });
});

describe('referral code creation', () => {
  it(`regenerates on a duplicate code and gives up after ${REFERRAL_CODE_MAX_ATTEMPTS} attempts`, async () => {
    const taken = await referrer();
    const user = await ctx.signUp();
    const source = spelling(taken.code);
    await expect(serviceWith(source.randomInt).getOrCreateCode(user.id)).rejects.toThrow(
      'Failed to create a unique referral code after multiple attempts',
    );
    expect(source.calls()).toBe(REFERRAL_CODE_MAX_ATTEMPTS * 8);
    expect(
      await ctx.database.db.select().from(referralCodes).where(eq(referralCodes.userId, user.id)),
    ).toEqual([]);
  });

  it('succeeds on a later attempt after collisions', async () => {
    const taken = await referrer();
    const user = await ctx.signUp();
    const fresh = await unusedCode();
    const source = spelling(taken.code, taken.code, taken.code, taken.code, fresh);
    const created = await serviceWith(source.randomInt).getOrCreateCode(user.id);
    expect(created.code).toBe(fresh);
    expect(source.calls()).toBe(REFERRAL_CODE_MAX_ATTEMPTS * 8);
  });

  it('answers the unique-code failure message when every attempt collides', async () => {
    const taken = await referrer();
    const user = await ctx.signUp();
    const service = serviceWith(spelling(taken.code).randomInt);
    const error = await service.getMine(user.id).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Failed to create a unique referral code after multiple attempts',
    });
  });
});

describe('referral processing once the account exists', () => {
  it('records a pending referral worth 50 coins for a known code', async () => {
    const a = await referrer();
    const c = await refereeWith(a.code);
    const [row] = await referralOf(c.id);
    expect(row).toMatchObject({
      referrerId: a.id,
      refereeId: c.id,
      referralCode: a.code,
      coinsAwarded: REWARD,
      status: 'pending',
      awardedAt: null,
    });
    const stats = await mine(a);
    expect(stats.totalReferrals).toBe(0);
    expect(stats.pendingReferrals).toBe(1);
    expect(stats.totalCoinsEarned).toBe(0);
    expect(stats.referrals).toEqual([
      {
        id: row!.id,
        status: 'pending',
        refereeLabel: 'Friend #1',
        coinsAwarded: REWARD,
        createdAt: row!.createdAt.toISOString(),
        awardedAt: null,
      },
    ]);
    // The referred person is another user: nothing identifies them.
    const raw = (await as(ctx.app, a, { method: 'GET', url: '/api/v1/referrals/me' })).body;
    expect(raw).not.toContain(c.id);
    expect(raw).not.toContain(c.email);
    expect(raw).not.toContain(c.email.split('@')[0]!);
  });

  it('accepts the code in lower case or with spaces around it', async () => {
    const a = await referrer();
    const c = await refereeWith(` ${a.code.toLowerCase()} `);
    expect(await referralOf(c.id)).toHaveLength(1);
  });

  it('silently refuses an unknown code', async () => {
    const referee = await ctx.signUp(uniqueEmail('referee'));
    const outcome = await ctx.modules.referrals.service.processSignUpOutcome(
      await unusedCode(),
      referee.id,
    );
    expect(outcome).toBe('refused');
    expect(await referralOf(referee.id)).toEqual([]);
  });

  it.each([
    ['too short', 'ABC234'],
    ['with excluded letters', 'ABCDEFGI'],
    ['with excluded digits', 'ABCD2301'],
    ['too long', 'ABCD2345ABCD2345ABCD2345ABCD2345ABCD'],
  ])('refuses a malformed code (%s)', async (_label, code) => {
    const referee = await ctx.signUp(uniqueEmail('referee'));
    expect(await ctx.modules.referrals.service.processSignUpOutcome(code, referee.id)).toBe(
      'refused',
    );
    expect(await referralOf(referee.id)).toEqual([]);
  });

  it('blocks self-referral', async () => {
    const a = await referrer();
    expect(await ctx.modules.referrals.service.processSignUp(a.code, a.id)).toBe(false);
    expect(await referralOf(a.id)).toEqual([]);
  });

  it('refers a user only once', async () => {
    const a = await referrer();
    const b = await referrer();
    const c = await refereeWith(a.code);
    expect(await ctx.modules.referrals.service.processSignUp(b.code, c.id)).toBe(false);
    expect(await ctx.modules.referrals.service.processSignUp(a.code, c.id)).toBe(false);
    const rows = await referralOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.referrerId).toBe(a.id);
    expect((await mine(b)).referrals).toEqual([]);
    expect((await mine(a)).referrals).toHaveLength(1);
  });

  it('numbers friends in joining order, newest first', async () => {
    const a = await referrer();
    await refereeWith(a.code);
    await refereeWith(a.code);
    await refereeWith(a.code);
    const labels = (await mine(a)).referrals.map((r: { refereeLabel: string }) => r.refereeLabel);
    expect(labels).toEqual(['Friend #3', 'Friend #2', 'Friend #1']);
  });

  it('answers false and logs a short reason when processing fails', async () => {
    const a = await referrer();
    const referee = await ctx.signUp(uniqueEmail('referee'));
    const logged: { details: object; message: string }[] = [];
    const service = createReferralModule({
      db: ctx.database.db,
      wallet: ctx.modules.wallet.service,
      audit: createAuditTrail(ctx.database.db),
      people: createUserDirectory(),
      logger: {
        warn: () => {},
        error: (details, message) => logged.push({ details, message }),
      },
      appUrl: ctx.config.appUrl,
      rewardCoins: REWARD,
      randomInt,
    }).service;
    const restore = await referralFault('INSERT', a.code);
    try {
      expect(await service.processSignUp(a.code, referee.id)).toBe(false);
    } finally {
      await restore();
    }
    expect(logged).toEqual([
      {
        details: expect.objectContaining({ refereeId: referee.id }),
        message: expect.stringMatching(/^Referral processing failed: database error/),
      },
    ]);
    // A reason, never the database's own message or the values involved.
    expect(logged[0]?.message).not.toMatch(/simulated|INSERT|referrals/);
    expect(await referralOf(referee.id)).toEqual([]);
  });
});

describe('referral completion (the referred user completes onboarding)', () => {
  it('credits the referrer 50 coins once through the ledger and records the award', async () => {
    const a = await referrer();
    const c = await refereeWith(a.code);
    expect(await balanceOf(a.id)).toBe(0);

    const done = await completeOnboarding(c);
    // The referee gets the onboarding bonus only; the reward goes to the referrer.
    expect(done.json().balance).toBe(BONUS);
    expect(await balanceOf(a.id)).toBe(REWARD);

    const stats = await mine(a);
    expect(stats.totalReferrals).toBe(1);
    expect(stats.pendingReferrals).toBe(0);
    expect(stats.totalCoinsEarned).toBe(REWARD);
    const [item] = stats.referrals;
    expect(item.status).toBe('completed');
    expect(Date.parse(item.awardedAt)).toBeGreaterThanOrEqual(Date.parse(item.createdAt));

    const ledger = (await as(ctx.app, a, { method: 'GET', url: '/api/v1/wallet/ledger' })).json();
    expect(ledger.items).toEqual([
      expect.objectContaining({
        amount: REWARD,
        reason: 'referral_reward',
        reference: item.id,
        balanceAfter: REWARD,
      }),
    ]);

    // Re-answering onboarding later changes nothing.
    await completeOnboarding(c);
    expect(await balanceOf(a.id)).toBe(REWARD);
    expect((await mine(a)).totalReferrals).toBe(1);
    await expectBalanceIsLedgerSum(a, c);
  });

  it('awards exactly once under concurrent completion', async () => {
    const a = await referrer();
    const c = await refereeWith(a.code);
    const results = await Promise.all(Array.from({ length: 5 }, () => completeOnboarding(c)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(a.id)).toBe(REWARD);
    const stats = await mine(a);
    expect(stats.totalReferrals).toBe(1);
    expect(stats.totalCoinsEarned).toBe(REWARD);
    const ledger = (await as(ctx.app, a, { method: 'GET', url: '/api/v1/wallet/ledger' })).json();
    expect(
      ledger.items.filter((e: { reason: string }) => e.reason === 'referral_reward'),
    ).toHaveLength(1);
    await expectBalanceIsLedgerSum(a, c);
  });

  it('lets exactly one of several direct completions win', async () => {
    const a = await referrer();
    const c = await refereeWith(a.code);
    const wins = await Promise.all(
      Array.from({ length: 8 }, () => ctx.modules.referrals.service.completeFor(c.id)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(a.id)).toBe(REWARD);
    expect((await mine(a)).totalReferrals).toBe(1);
    await expectBalanceIsLedgerSum(a);
  });

  it('sums several referrals and counts only completed ones as earned', async () => {
    const a = await referrer();
    const c1 = await refereeWith(a.code);
    const c2 = await refereeWith(a.code);
    await refereeWith(a.code);
    await completeOnboarding(c1);
    await completeOnboarding(c2);
    const stats = await mine(a);
    expect(stats.totalReferrals).toBe(2);
    expect(stats.pendingReferrals).toBe(1);
    expect(stats.totalCoinsEarned).toBe(2 * REWARD);
    expect(await balanceOf(a.id)).toBe(2 * REWARD);
    await expectBalanceIsLedgerSum(a, c1, c2);
  });

  it('does nothing for users who were not referred', async () => {
    const user = await ctx.signUp();
    await completeOnboarding(user);
    expect(await ctx.modules.referrals.service.completeFor(user.id)).toBe(false);
    expect(await balanceOf(user.id)).toBe(BONUS);
  });

  it('only logs a failed completion; the referral stays pending and completes on the next save', async () => {
    const a = await referrer();
    const c = await refereeWith(a.code);
    const restore = await referralFault('UPDATE', a.code);
    try {
      const res = await completeOnboarding(c);
      expect(res.json().bonusGranted).toBe(BONUS);
    } finally {
      await restore();
    }
    // Rolled back as a whole: no coins, no totals, still pending.
    expect(await balanceOf(a.id)).toBe(0);
    const before = await mine(a);
    expect(before.totalReferrals).toBe(0);
    expect(before.referrals[0].status).toBe('pending');

    await completeOnboarding(c);
    expect(await balanceOf(a.id)).toBe(REWARD);
    expect((await mine(a)).referrals[0].status).toBe('completed');
    await expectBalanceIsLedgerSum(a, c);
  });
});
