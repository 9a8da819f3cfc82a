import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { user } from './auth.schema.js';

/**
 * Who has which e-mail address, for lists that show people by address (the referral
 * programme's admin list). Reads only, on the caller's `tx`: its database handle, or the
 * transaction it has open (the embedded database runs one at a time, so a read beside an open
 * transaction would wait for it). It needs nothing else, so app.ts can hand it to modules built
 * before this one.
 */
export function createUserDirectory() {
  return {
    /** The addresses of these accounts, by user id; an id without an account is left out. */
    async emailsOf(tx: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(inArray(user.id, ids));
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    /** The ids of the accounts whose address, lower-cased, is `email` (given lower-cased). */
    async idsWithEmail(tx: Executor, email: string): Promise<string[]> {
      const rows = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email));
      return rows.map((r) => r.id);
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
