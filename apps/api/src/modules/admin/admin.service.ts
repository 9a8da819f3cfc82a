import type { AdminAccess, AdminSecondFactor, SecondFactorBody } from '@ketoflow/contracts';
import { ErrorCode } from '@ketoflow/contracts';
import { AppError, ForbiddenError } from '../../lib/errors.js';
import type { AccountRoles } from './admin.ports.js';

/** What the admin area needs of two-factor sign-in (the auth module's two-factor service fits). */
export type SecondFactorPort = {
  secondFactorOf(
    userId: string,
    sessionId: string | null,
  ): Promise<{ enabled: boolean; verifiedAt: Date | null }>;
  stepUp(
    userId: string,
    sessionId: string,
    body: SecondFactorBody,
    headers: Headers,
  ): Promise<void>;
};

/**
 * Who is an admin: ADMIN_EMAILS and `npm run admin` (no second factor involved). Only the
 * confirmed owner of an address gets the role: whoever signs up first with an admin's address
 * without owning the mailbox must not get the admin area (decision 036).
 */
export function createAdminRoles(deps: { roles: AccountRoles; adminEmails: string[] }) {
  const { roles } = deps;
  return {
    /** ADMIN_EMAILS at start: confirmed accounts that already exist become admins. */
    applyAdminEmails: (): Promise<string[]> => roles.grantAll(deps.adminEmails),
    /** `unconfirmed`: the account exists, but its owner has not confirmed the address yet. */
    async grant(email: string): Promise<{ email: string } | 'unconfirmed' | null> {
      const account = await roles.accountOf(email);
      if (!account) return null;
      if (!account.emailVerified) return 'unconfirmed';
      return roles.setRole(email, 'admin');
    },
    revoke: (email: string) => roles.setRole(email, 'user'),
    list: () => roles.admins(),
  };
}
export type AdminRoles = ReturnType<typeof createAdminRoles>;

export function createAdminService(deps: {
  roles: AccountRoles;
  /** ADMIN_EMAILS, lower-cased: their owners become admins once they confirm the address. */
  adminEmails: readonly string[];
  secondFactors: SecondFactorPort;
  /** ADMIN_SESSION_MINUTES: how long a proof of the second factor opens the area. */
  sessionMinutes: number;
  now?: () => Date;
}) {
  const { roles } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The second factor of this session: an admin needs an authenticator app enrolled, and this
   * session must have proved it (at sign-in or a step-up) within ADMIN_SESSION_MINUTES.
   */
  async function secondFactorOf(
    userId: string,
    sessionId: string | null,
  ): Promise<AdminSecondFactor> {
    const { enabled, verifiedAt } = await deps.secondFactors.secondFactorOf(userId, sessionId);
    if (!enabled) return 'not_enrolled';
    const fresh =
      verifiedAt !== null && now().getTime() - verifiedAt.getTime() < deps.sessionMinutes * 60_000;
    return fresh ? 'verified' : 'required';
  }

  const listed = new Set(deps.adminEmails.map((e) => e.toLowerCase()));

  /**
   * 403 unless the user is an admin whose address is confirmed; what the admin area needs to
   * show them. An admin (or an ADMIN_EMAILS address) not yet confirmed gets
   * ADMIN_EMAIL_NOT_CONFIRMED, so the area can ask them to confirm it; an ADMIN_EMAILS address
   * confirmed since the last start becomes an admin here.
   */
  async function access(userId: string, sessionId: string | null): Promise<AdminAccess> {
    const account = await roles.roleOf(userId);
    const entitled =
      account !== null && (account.role === 'admin' || listed.has(account.email.toLowerCase()));
    if (!account || !entitled)
      throw new ForbiddenError('This area is for the team that runs the app.');
    if (!account.emailVerified)
      throw new AppError(
        ErrorCode.ADMIN_EMAIL_NOT_CONFIRMED,
        403,
        'Confirm your e-mail address to open the admin area: we can send you the link.',
      );
    if (account.role !== 'admin') await roles.setRole(account.email, 'admin');
    return {
      email: account.email,
      role: 'admin',
      secondFactor: await secondFactorOf(userId, sessionId),
    };
  }

  return {
    access,
    /** Proves the second factor for this session; answers the area's new state. */
    async stepUp(
      userId: string,
      sessionId: string | null,
      body: SecondFactorBody,
      headers: Headers,
    ): Promise<AdminAccess> {
      const before = await access(userId, sessionId);
      if (before.secondFactor === 'not_enrolled' || !sessionId)
        throw new AppError(
          ErrorCode.ADMIN_SECOND_FACTOR_REQUIRED,
          403,
          'The admin area needs two-factor sign-in: set up an authenticator app first.',
        );
      await deps.secondFactors.stepUp(userId, sessionId, body, headers);
      return access(userId, sessionId);
    },

    /** Every admin operation: an admin whose session passed the second factor. */
    async assertOperator(userId: string, sessionId: string | null): Promise<void> {
      const current = await access(userId, sessionId);
      if (current.secondFactor !== 'verified') {
        throw new AppError(
          ErrorCode.ADMIN_SECOND_FACTOR_REQUIRED,
          403,
          current.secondFactor === 'not_enrolled'
            ? 'The admin area needs two-factor sign-in: set up an authenticator app first.'
            : 'Confirm it is you with your authenticator app to use the admin area.',
        );
      }
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
