import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { session, user } from './auth.schema.js';
import { EMAIL_CONFIRMED_URL, type BetterAuth } from './better-auth.js';
import type { SessionCache } from './session-cache.js';

export type AccountSnapshot = {
  id: string;
  email: string;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
};

/**
 * What the admin area may do to someone else's account (decision 023), in-process: the auth
 * library's admin plugin fields for bans (its session hook then refuses new sign-ins of a
 * banned user), its own e-mails for confirmation and password reset. Reads and writes run on
 * the caller's `tx` (its transaction, so they commit with its audit row, or its database);
 * `forget` drops this process's cached sessions after the commit (the session/user triggers
 * tell every other process).
 */
export function createAccountControls(deps: { auth: BetterAuth; sessionCache?: SessionCache }) {
  const { auth } = deps;
  return {
    async find(tx: Executor, userId: string): Promise<AccountSnapshot | null> {
      const rows = await tx
        .select({
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          banned: user.banned,
          banReason: user.banReason,
        })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Bans the account and ends every one of its sessions; answers how many ended. */
    async ban(tx: Executor, userId: string, reason: string): Promise<number> {
      await tx
        .update(user)
        .set({ banned: true, banReason: reason, banExpires: null, updatedAt: new Date() })
        .where(eq(user.id, userId));
      const ended = await tx
        .delete(session)
        .where(eq(session.userId, userId))
        .returning({ id: session.id });
      return ended.length;
    },

    async unban(tx: Executor, userId: string): Promise<void> {
      await tx
        .update(user)
        .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
        .where(eq(user.id, userId));
    },

    /** Deletes the account; every user-owned row goes with it (ON DELETE CASCADE). */
    async remove(tx: Executor, userId: string): Promise<void> {
      await tx.delete(user).where(eq(user.id, userId));
    },

    /** This process forgets the user's cached sessions (call after the change commits). */
    forget(userId: string): void {
      deps.sessionCache?.forgetUser(userId);
    },

    /** Sends the confirmation e-mail again (stored in the outbox or sent by SMTP). */
    async sendConfirmation(email: string): Promise<void> {
      await auth.api.sendVerificationEmail({ body: { email, callbackURL: EMAIL_CONFIRMED_URL } });
    },

    async sendPasswordReset(email: string): Promise<void> {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth?mode=reset' } });
    },
  };
}

export type AccountControls = ReturnType<typeof createAccountControls>;
