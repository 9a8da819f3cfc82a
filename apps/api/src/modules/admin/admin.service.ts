import type { AdminAccess, AdminSecondFactor } from '@ketoflow/contracts';
import { ErrorCode } from '@ketoflow/contracts';
import { AppError, ForbiddenError } from '../../lib/errors.js';
import type { AdminRepository } from './admin.repository.js';

export function createAdminService(deps: { repo: AdminRepository; adminEmails: string[] }) {
  const { repo } = deps;

  /**
   * The second factor of this session. Two-factor enrolment (TOTP with backup codes, through
   * the auth library's plugin) is the next step of issue 13; until it exists no session can
   * have passed it, so no admin operation answers: the area fails closed.
   */
  async function secondFactorOf(_userId: string, _sessionId: string | null) {
    return 'not_enrolled' as AdminSecondFactor;
  }

  /** 403 unless the user is an admin; what the admin area needs to show them. */
  async function access(userId: string, sessionId: string | null): Promise<AdminAccess> {
    const account = await repo.roleOf(userId);
    if (account?.role !== 'admin')
      throw new ForbiddenError('This area is for the team that runs the app.');
    return {
      email: account.email,
      role: 'admin',
      secondFactor: await secondFactorOf(userId, sessionId),
    };
  }

  return {
    access,

    /** ADMIN_EMAILS at start: accounts that already exist become admins. */
    async applyAdminEmails(): Promise<string[]> {
      return repo.grantAll(deps.adminEmails);
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

    grant: (email: string) => repo.setRole(email, 'admin'),
    revoke: (email: string) => repo.setRole(email, 'user'),
    list: () => repo.admins(),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
