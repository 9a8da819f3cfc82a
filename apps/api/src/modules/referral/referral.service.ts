import { randomInt as cryptoRandomInt } from 'node:crypto';
import {
  ErrorCode,
  REFERRALS_LIST_LIMIT,
  type LedgerReason,
  type MyReferralsResponse,
  type Referral,
  type ReferralStatus,
} from '@ketoflow/contracts';
import { generateReferralCode, isReferralCode, REFERRAL_CODE_MAX_ATTEMPTS } from '@ketoflow/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError, pgErrorCode } from '../../lib/errors.js';
import type {
  NumberedReferralRow,
  ReferralCodeRow,
  ReferralRepository,
} from './referral.repository.js';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** Referral failures: a stable code for the client, the text users see as the message. */
export class ReferralError extends AppError {
  constructor(message: string) {
    super(ErrorCode.INTERNAL, 500, message);
  }
}

/** How the referrer's reward is paid: a ledger credit in the claim's transaction `tx`. */
export type RewardCrediter = {
  creditIn(
    tx: Executor,
    m: {
      userId: string;
      amount: number;
      reason: LedgerReason;
      reference: string;
      idempotencyKey: string;
    },
  ): Promise<unknown>;
};

/** What the service logs through (Fastify's logger fits); services never import Fastify. */
export type ReferralLogger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** A short reason for messages and logs: never SQL, values or stack traces. */
function reasonOf(error: unknown): string {
  const code = pgErrorCode(error);
  if (code === FOREIGN_KEY_VIOLATION) return 'unknown user';
  return code ? `database error ${code}` : 'database error';
}

function toReferral(row: NumberedReferralRow): Referral {
  return {
    id: row.id,
    status: row.status as ReferralStatus,
    refereeLabel: `Friend #${row.ordinal}`,
    coinsAwarded: row.coinsAwarded,
    createdAt: row.createdAt.toISOString(),
    awardedAt: row.awardedAt ? row.awardedAt.toISOString() : null,
  };
}

export function createReferralService(deps: {
  db: Db;
  repo: ReferralRepository;
  wallet: RewardCrediter;
  logger: ReferralLogger;
  /** Public URL of the app: share links are APP_URL/ref/CODE. */
  appUrl: string;
  /** Recorded on each new referral and credited on completion (REFERRAL_REWARD_COINS, 50 by default). */
  rewardCoins: number;
  /** Uniform integer in [0, n). Crypto-backed by default; tests pass a colliding one. */
  randomInt?: (n: number) => number;
}) {
  const { db, repo } = deps;
  const randomInt = deps.randomInt ?? ((n: number) => cryptoRandomInt(n));

  /**
   * A unique code, regenerated on duplicate-key conflicts up to 5 attempts.
   * A conflict on the user (two first reads at once) is not a failure: the other one's
   * code is the user's code.
   */
  async function getOrCreateCode(userId: string): Promise<ReferralCodeRow> {
    const existing = await repo.findCodeByUser(userId);
    if (existing) return existing;
    for (let attempt = 1; attempt <= REFERRAL_CODE_MAX_ATTEMPTS; attempt += 1) {
      const code = generateReferralCode(randomInt);
      let inserted: ReferralCodeRow | undefined;
      try {
        inserted = await repo.insertCode(userId, code);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) continue;
        throw new ReferralError(`Failed to create referral code: ${reasonOf(error)}`);
      }
      const saved = inserted ?? (await repo.findCodeByUser(userId));
      if (saved) return saved;
      throw new ReferralError('Failed to create referral code: unknown user');
    }
    throw new ReferralError('Failed to create a unique referral code after multiple attempts');
  }

  async function signUpOutcome(rawCode: string, refereeId: string): Promise<SignUpReferralOutcome> {
    try {
      const code = rawCode.trim().toUpperCase();
      if (!isReferralCode(code)) return 'refused';
      const referrerId = await repo.findUserIdByCode(code);
      if (referrerId === undefined || referrerId === refereeId) return 'refused';
      // referee_id is unique: an earlier referral of this user makes this insert a no-op.
      const row = await repo.insertPending({
        referrerId,
        refereeId,
        referralCode: code,
        coinsAwarded: deps.rewardCoins,
      });
      return row === undefined ? 'refused' : 'recorded';
    } catch (error) {
      deps.logger.error(
        { err: error, refereeId },
        `Referral processing failed: ${reasonOf(error)}`,
      );
      return 'failed';
    }
  }

  return {
    getOrCreateCode,

    /** The user's code (created on first read), share link, totals and referrals. */
    async getMine(userId: string): Promise<MyReferralsResponse> {
      const code = await getOrCreateCode(userId);
      const stats = await repo.statsByReferrer(userId);
      const rows = await repo.listByReferrer(userId, REFERRALS_LIST_LIMIT);
      return {
        code: code.code,
        shareUrl: `${deps.appUrl.replace(/\/+$/, '')}/ref/${code.code}`,
        totalReferrals: code.totalReferrals,
        pendingReferrals: stats.pending,
        totalCoinsEarned: stats.coinsEarned,
        rewardCoins: deps.rewardCoins,
        referrals: rows.map(toReferral),
      };
    },

    /**
     * Referral processing after sign-up: true when a pending referral
     * was recorded. Unknown or malformed codes, self-referral and a second referral of the
     * same user are refused silently; failures are logged. Never throws, so it can never
     * fail the sign-up that calls it.
     */
    async processSignUp(rawCode: string, refereeId: string): Promise<boolean> {
      return (await signUpOutcome(rawCode, refereeId)) === 'recorded';
    },

    /**
     * The same, telling a refusal (the code is unknown, malformed, the user's own, or the user
     * was referred before: silent) from a failure (logged; the sign-up says so).
     */
    processSignUpOutcome: signUpOutcome,

    /**
     * Completion, triggered when the referred user completes onboarding: in one
     * transaction the pending referral is claimed (only one caller can), the referrer is
     * credited its coins_awarded through the ledger (key `referral:<id>`) and the totals
     * grow. True when this call completed it. Failures are only logged; the
     * referral then stays pending and the next onboarding save tries again.
     */
    async completeFor(refereeId: string): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const referral = await repo.claimPending(tx, refereeId);
          if (!referral) return false;
          if (referral.coinsAwarded > 0) {
            // The wallet's own movement rules, in this transaction: the credit and the claim
            // commit together, and the live balance goes out on commit.
            await deps.wallet.creditIn(tx, {
              userId: referral.referrerId,
              amount: referral.coinsAwarded,
              reason: 'referral_reward',
              reference: referral.id,
              idempotencyKey: `referral:${referral.id}`,
            });
          }
          await repo.incrementTotals(tx, referral.referrerId, referral.coinsAwarded);
          return true;
        });
      } catch (error) {
        deps.logger.error(
          { err: error, refereeId },
          `Failed to update referral: ${reasonOf(error)}`,
        );
        return false;
      }
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;

/** What became of a referral code at sign-up: recorded, refused (silently) or failed (logged). */
export type SignUpReferralOutcome = 'recorded' | 'refused' | 'failed';
