import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twoFactor, twoFactorUsedStep } from './auth.schema.js';
import type { BetterAuth } from './better-auth.js';

/** The authenticator's period (RFC 6238's default, and the library's). */
const PERIOD_SECONDS = 30;
/**
 * The library accepts the code before, the current one and the next; the search reaches one
 * step further back, in case a step ended between the library's check and this one.
 */
const SEARCH = { back: 2, ahead: 1 };
/** How the library marks a secret imported in base32 (ours are generated, never imported). */
const BASE32_PREFIX = 'base32:';

/**
 * Replay protection for authenticator codes (RFC 6238 §5.2): the library checks that a code is
 * right for now ±1 step but not that it was never used, so a code typed once (at sign-in) would
 * open an admin step-up in another session for the next minute. After the library accepts a
 * code, `claim` finds the step it belongs to and records it as used, atomically: a code of that
 * step or an earlier one is then refused, in every session and every process.
 */
export function createUsedSteps(deps: { auth: BetterAuth; db: Db; now?: () => number }) {
  const { auth, db } = deps;
  const now = deps.now ?? Date.now;

  /** The time step whose code `code` is, around now, or null. */
  async function stepOf(userId: string, code: string): Promise<number | null> {
    const rows = await db
      .select({ secret: twoFactor.secret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId))
      .limit(1);
    const stored = rows[0]?.secret;
    if (!stored) return null;
    const plain = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: stored });
    // Generated secrets are used as they are; the library's import form is refused outright
    // (this app never imports one), so a code from such a secret is never claimable.
    if (plain.startsWith(BASE32_PREFIX)) return null;
    const otp = createOTP(plain, { period: PERIOD_SECONDS, digits: 6 });
    const current = Math.floor(now() / 1000 / PERIOD_SECONDS);
    for (let step = current - SEARCH.back; step <= current + SEARCH.ahead; step += 1) {
      if ((await otp.hotp(step)) === code) return step;
    }
    return null;
  }

  return {
    /**
     * Records the step of a code the library has just accepted. False when the code (or a
     * later one) was already used: the caller must then refuse it as a wrong code.
     */
    async claim(userId: string, code: string): Promise<boolean> {
      const step = await stepOf(userId, code.trim());
      if (step === null) return false;
      const claimed = await db
        .insert(twoFactorUsedStep)
        .values({ userId, step })
        .onConflictDoUpdate({
          target: twoFactorUsedStep.userId,
          set: { step },
          setWhere: sql`${twoFactorUsedStep.step} < ${step}`,
        })
        .returning({ userId: twoFactorUsedStep.userId });
      return claimed.length === 1;
    },

    /** A new authenticator starts afresh (its enrolment code may share a step with the old). */
    forget: async (userId: string) => {
      await db.delete(twoFactorUsedStep).where(eq(twoFactorUsedStep.userId, userId));
    },
  };
}

export type UsedSteps = ReturnType<typeof createUsedSteps>;
