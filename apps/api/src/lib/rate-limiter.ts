import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { RateLimitedError } from './errors.js';

export type RateRule = { limit: number; windowSeconds: number };

/** The limits of every rate-limited action; tests pass smaller ones through buildApp. */
export type RateLimits = {
  /** Every sign-in attempt from one address, whatever the account. */
  signInPerIp: RateRule;
  /** Failed sign-ins for one account from one address: that pair is blocked, nobody else. */
  signInFailuresPerAccountAndIp: RateRule;
  /**
   * Failed sign-ins for one account from all addresses together: past the limit each attempt
   * on the account is slowed down (never blocked), so a spread-out guesser is slowed but the
   * owner, from an address that caused no failures, still signs in (decision 002).
   */
  signInFailuresPerAccount: RateRule;
  signUpPerIp: RateRule;
  /** Sign-ups that found the address taken, per source address: bounds address testing. */
  signUpExistingPerIp: RateRule;
  /** Sign-up attempts for one e-mail address, from anywhere. */
  signUpPerEmail: RateRule;
  emailPerIp: RateRule;
  emailPerAccount: RateRule;
  resetPerIp: RateRule;
  changePasswordPerUser: RateRule;
  /** Wrong codes or passwords in one session's second-factor checks (enrolment, off, step-up). */
  secondFactorFailuresPerSession: RateRule;
  /** Every second-factor code checked from one address, whatever the account. */
  secondFactorPerIp: RateRule;
  /** Buyer password setup (purchase-setup module). */
  purchaseLookupPerIp: RateRule;
  purchaseThankYouPerIp: RateRule;
  purchaseCodePerIp: RateRule;
  purchaseCodePerEmail: RateRule;
  purchaseSetupPerIp: RateRule;
  purchaseSetupPerEmail: RateRule;
  /** KetoVision photos kept for free because nothing was recognised (storage abuse bound). */
  freeScanPhotosPerUser: RateRule;
  /** Activity log batches and last-active pings (the browser sends far fewer). */
  activityBatchesPerUser: RateRule;
  activityPingsPerUser: RateRule;
  /** Recipe imports (pages the server fetches, texts it parses) per user. */
  recipeImportsPerUser: RateRule;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: { limit: 30, windowSeconds: 300 },
  signInFailuresPerAccountAndIp: { limit: 10, windowSeconds: 900 },
  signInFailuresPerAccount: { limit: 20, windowSeconds: 900 },
  signUpPerIp: { limit: 10, windowSeconds: 3600 },
  // A household or an office shares one address; three "already exists" answers a day is
  // plenty for people who forgot they had an account, and too few to test a list of addresses.
  signUpExistingPerIp: { limit: 3, windowSeconds: 86_400 },
  signUpPerEmail: { limit: 5, windowSeconds: 3600 },
  emailPerIp: { limit: 10, windowSeconds: 900 },
  emailPerAccount: { limit: 3, windowSeconds: 900 },
  resetPerIp: { limit: 10, windowSeconds: 900 },
  changePasswordPerUser: { limit: 10, windowSeconds: 900 },
  secondFactorFailuresPerSession: { limit: 5, windowSeconds: 900 },
  secondFactorPerIp: { limit: 30, windowSeconds: 900 },
  // Typing an address on /auth asks a few times (debounced); enumeration stays slow.
  purchaseLookupPerIp: { limit: 30, windowSeconds: 600 },
  // Needs a valid signature to tell anything; /welcome polls while the IPN is on its way.
  purchaseThankYouPerIp: { limit: 60, windowSeconds: 600 },
  purchaseCodePerIp: { limit: 10, windowSeconds: 900 },
  purchaseCodePerEmail: { limit: 3, windowSeconds: 900 },
  purchaseSetupPerIp: { limit: 10, windowSeconds: 900 },
  // A photo without a barcode costs nothing until the plate is described; bound the free storage.
  freeScanPhotosPerUser: { limit: 30, windowSeconds: 3600 },
  // Bounds guesses of e-mailed codes across every code of one address.
  purchaseSetupPerEmail: { limit: 10, windowSeconds: 3600 },
  // The browser sends at most a batch per 2 s while someone clicks through the app, and a
  // ping a minute; these bound what one account can make the server store.
  activityBatchesPerUser: { limit: 60, windowSeconds: 300 },
  activityPingsPerUser: { limit: 30, windowSeconds: 300 },
  // Generous for a cook trying a few pages; bounds the fetching one account can ask for.
  recipeImportsPerUser: { limit: 60, windowSeconds: 3600 },
};

export type RateLimiter = {
  /** Count one hit; throws RateLimitedError once the window's limit is passed. */
  hit(key: string, rule: RateRule): Promise<void>;
  /** Count one hit and return the window's count so far (0 when limiting is off); never throws. */
  count(key: string, rule: RateRule): Promise<number>;
  /** The window's count so far, without counting. */
  peek(key: string): Promise<number>;
  /** Throws if the key is already over its limit, without counting. */
  assertUnder(key: string, rule: RateRule): Promise<void>;
  reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters in the database, so every API process shares them and a
 * restart does not reset an attacker's budget. One atomic upsert per hit.
 */
export function createRateLimiter(db: Db, enabled: boolean): RateLimiter {
  let hitsSinceSweep = 0;
  async function sweep() {
    hitsSinceSweep += 1;
    if (hitsSinceSweep < 500) return;
    hitsSinceSweep = 0;
    await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`);
  }
  async function increment(key: string, rule: RateRule) {
    const rows = await queryRows<{ count: number; retry: number }>(
      db,
      sql`
      INSERT INTO rate_limits (key, count, reset_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now()
          THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE rate_limits.reset_at END
      RETURNING count, ceil(extract(epoch FROM reset_at - now()))::int AS retry`,
    );
    await sweep();
    return rows[0] ?? { count: 1, retry: rule.windowSeconds };
  }
  return {
    async hit(key, rule) {
      if (!enabled) return;
      const row = await increment(key, rule);
      if (row.count > rule.limit) throw new RateLimitedError(Math.max(1, row.retry));
    },
    async count(key, rule) {
      if (!enabled) return 0;
      return (await increment(key, rule)).count;
    },
    async peek(key) {
      if (!enabled) return 0;
      const rows = await queryRows<{ count: number }>(
        db,
        sql`SELECT count FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
      );
      return rows[0]?.count ?? 0;
    },
    async assertUnder(key, rule) {
      if (!enabled) return;
      const rows = await queryRows<{ count: number; retry: number }>(
        db,
        sql`
        SELECT count, ceil(extract(epoch FROM reset_at - now()))::int AS retry
        FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
      );
      const row = rows[0];
      if (row && row.count >= rule.limit) throw new RateLimitedError(Math.max(1, row.retry));
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    },
  };
}
