import { ErrorCode } from '@ketoflow/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user as userTable } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AccountPorts } from './index.js';

/** The password the auth stand-in accepts for every person a module test signed up. */
export const ACCOUNT_PASSWORD = 'keto-Flow-2026!';

/** The body of DELETE /api/v1/me that passes the stand-in's password check. */
export const DELETE_MY_ACCOUNT = { password: ACCOUNT_PASSWORD, confirm: 'DELETE' } as const;

/**
 * A stand-in for the auth module's side of the account: the person is read from and deleted
 * from the `user` table as the auth module does (their rows go with them by ON DELETE
 * CASCADE), and the password check passes for ACCOUNT_PASSWORD only, refused with the answer
 * a wrong password gets. Real passwords and sessions are the auth module's tests.
 */
export function accountAuthStandIn(db: Db): AccountPorts['auth'] {
  return {
    async findUserById(id) {
      const [row] = await db.select().from(userTable).where(eq(userTable.id, id)).limit(1);
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        emailVerified: row.emailVerified,
        createdAt: row.createdAt.toISOString(),
      };
    },
    async verifyPassword(_headers, password) {
      if (password !== ACCOUNT_PASSWORD) {
        throw new AppError(
          ErrorCode.INVALID_CREDENTIALS,
          401,
          'Invalid email or password. Please check your credentials.',
        );
      }
    },
    async signOut() {
      return { headers: new Headers() };
    },
    async deleteUser(userId) {
      await db.delete(userTable).where(eq(userTable.id, userId));
    },
  };
}
