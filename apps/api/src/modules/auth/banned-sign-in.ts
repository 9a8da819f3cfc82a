import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from './auth.schema.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { invalidCredentials } from './auth.errors.js';

/**
 * One notice per account a day: someone who has the password and keeps trying must not be able
 * to fill the owner's mailbox. With the limiter switched off (RATE_LIMIT_ENABLED=false) every
 * attempt sends one, like every other e-mail the limiter guards.
 */
const NOTICE_RULE: RateRule = { limit: 1, windowSeconds: 86_400 };

type BanState = { banned: boolean; banExpires: Date | null };

/** Read the way the auth library's admin plugin reads it: a ban past its expiry is over. */
function isSuspended(state: BanState, now: number): boolean {
  return state.banned && (state.banExpires === null || state.banExpires.getTime() >= now);
}

/**
 * Sign-in to a suspended account. A distinct answer there would tell anyone who tries a
 * password whether it is the right one, so the account gets exactly the wrong-password answer;
 * its owner, who would otherwise be left guessing, gets an e-mail after the answer (so the
 * answer's timing is the same) saying the account is suspended and whom to write to.
 */
export function createBannedSignIn(deps: {
  db: Db;
  limiter: RateLimiter;
  background: BackgroundTasks;
  mailer: Mailer;
  appName: string;
  /** Whom the owner may write to about the suspension (OPERATOR_EMAIL). */
  supportEmail: string;
}) {
  const { appName, supportEmail } = deps;

  async function find(email: string) {
    const rows = await deps.db
      .select({
        id: user.id,
        email: user.email,
        banned: user.banned,
        banExpires: user.banExpires,
      })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .limit(1);
    return rows[0] ?? null;
  }

  async function notify(email: string) {
    const account = await find(email);
    // Unbanned (or deleted) since the attempt: there is nothing to tell.
    if (!account || !isSuspended(account, Date.now())) return;
    const sent = await deps.limiter.count(`banned-sign-in:notice:${account.id}`, NOTICE_RULE);
    if (sent > NOTICE_RULE.limit) return;
    await deps.mailer.send({
      to: account.email,
      kind: 'account_suspended',
      subject: `Your ${appName} account is suspended`,
      text: `Someone just tried to sign in to your ${appName} account with its correct password. The account is suspended, so the sign-in did not go through. The sign-in page answers "Invalid email or password" to everyone, so that nobody can find out from it whether a password is right.\n\nIf you think the suspension is a mistake, or want to know more, write to ${supportEmail}.\n\nIf it was not you, someone else knows your password: please say so when you write.\n\nYou get this e-mail at most once a day.`,
    });
  }

  return {
    /** Whether the account with this address is suspended now (false for an unknown one). */
    async isSuspended(email: string): Promise<boolean> {
      const account = await find(email);
      return account !== null && isSuspended(account, Date.now());
    },

    /** The answer to the attempt: the wrong-password one. The owner's e-mail goes out after it. */
    refuse(email: string): AppError {
      deps.background.run('email:account_suspended', () => notify(email));
      return invalidCredentials();
    },
  };
}

export type BannedSignIn = ReturnType<typeof createBannedSignIn>;
