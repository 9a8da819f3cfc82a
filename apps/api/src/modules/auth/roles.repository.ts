import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user, type UserRole } from './auth.schema.js';

/**
 * Roles on the auth library's user table (its admin plugin's `role` column): who may use the
 * admin area. The admin module decides who gets the role; this is the only code that stores it.
 */
export function createUserRoles(db: Db) {
  const byEmail = (email: string) => eq(sql`lower(${user.email})`, email.toLowerCase());
  return {
    async roleOf(
      userId: string,
    ): Promise<{ email: string; role: UserRole; emailVerified: boolean } | null> {
      const rows = await db
        .select({ email: user.email, role: user.role, emailVerified: user.emailVerified })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The account's new role, or null when no account has this address. */
    async setRole(email: string, role: UserRole): Promise<{ email: string } | null> {
      const found = await db
        .update(user)
        .set({ role, updatedAt: new Date() })
        .where(byEmail(email))
        .returning({ email: user.email });
      return found[0] ?? null;
    },

    /** Whether an account has this address, and whether its owner has confirmed it. */
    async accountOf(email: string): Promise<{ email: string; emailVerified: boolean } | null> {
      const rows = await db
        .select({ email: user.email, emailVerified: user.emailVerified })
        .from(user)
        .where(byEmail(email))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Makes these addresses admins where accounts exist and their owners have confirmed them;
     * answers the ones that changed.
     */
    async grantAll(emails: readonly string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const lower = emails.map((e) => e.toLowerCase());
      const rows = await db
        .update(user)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(
          and(
            inArray(sql`lower(${user.email})`, lower),
            ne(user.role, 'admin'),
            eq(user.emailVerified, true),
          ),
        )
        .returning({ email: user.email });
      return rows.map((r) => r.email);
    },

    async admins(): Promise<{ email: string; createdAt: Date }[]> {
      return db
        .select({ email: user.email, createdAt: user.createdAt })
        .from(user)
        .where(eq(user.role, 'admin'))
        .orderBy(asc(user.email));
    },
  };
}

export type UserRoles = ReturnType<typeof createUserRoles>;
