import type { AuthUser } from '@ketoflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

/** Channel the `session` and `user` triggers notify (migration 0003_session_cache). */
export const AUTH_CHANGES_CHANNEL = 'ketoflow_auth_changes';

export type CachedSession = {
  user: AuthUser;
  sessionId: string;
  /** When the session itself expires (ms since epoch). */
  expiresAt: number;
};

type Entry = CachedSession & { until: number };

export type SessionCache = {
  get(signedToken: string): CachedSession | null;
  set(signedToken: string, session: CachedSession): void;
  forgetUser(userId: string): void;
  forgetAll(): void;
  close(): Promise<void>;
};

/**
 * Remembers a verified session for a few seconds, so a signed-in request does not cost
 * two database reads (session, user) before doing its work.
 *
 * Revocation stays immediate: database triggers on `session` and `user` NOTIFY every API
 * process on any update or delete (sign-out, password change or reset, account deletion,
 * raw SQL alike), and the auth service also forgets a user's entries itself before
 * answering. A lost LISTEN connection is re-established (db/pg-listener.ts) and the
 * cache cleared then; the short TTL bounds the damage while it is down.
 */
export async function createSessionCache(
  database: Database,
  logger: FastifyBaseLogger,
  options: { ttlMs?: number; maxEntries?: number } = {},
): Promise<SessionCache> {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  const forget = (match: (e: Entry) => boolean) => {
    for (const [key, entry] of entries) if (match(entry)) entries.delete(key);
  };
  const unlisten = await database.listen(
    AUTH_CHANGES_CHANNEL,
    (payload) => {
      const [kind, id] = payload.split(':', 2);
      if (kind === 'session') forget((e) => e.sessionId === id);
      else if (kind === 'user') forget((e) => e.user.id === id);
      else {
        logger.warn({ payload }, 'unknown auth change notification: clearing the session cache');
        entries.clear();
      }
    },
    // Changes made while the LISTEN connection was down were not heard: forget everything.
    { onReconnect: () => entries.clear() },
  );
  return {
    get(signedToken) {
      const entry = entries.get(signedToken);
      if (!entry) return null;
      if (entry.until <= Date.now()) {
        entries.delete(signedToken);
        return null;
      }
      return entry;
    },
    set(signedToken, session) {
      if (entries.size >= maxEntries) {
        // Oldest first (Map keeps insertion order): drop a tenth, not one per insert.
        let drop = Math.ceil(maxEntries / 10);
        for (const key of entries.keys()) {
          entries.delete(key);
          if (--drop === 0) break;
        }
      }
      entries.set(signedToken, {
        ...session,
        until: Math.min(Date.now() + ttlMs, session.expiresAt),
      });
    },
    forgetUser(userId) {
      forget((e) => e.user.id === userId);
    },
    forgetAll() {
      entries.clear();
    },
    async close() {
      entries.clear();
      await unlisten();
    },
  };
}

/** The signed session token from a Cookie header (plain or __Secure- prefixed name). */
export function sessionTokenFromCookie(cookieHeader: string | null, prefix: string): string | null {
  if (!cookieHeader) return null;
  const names = [`${prefix}.session_token`, `__Secure-${prefix}.session_token`];
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (names.includes(name)) {
      const value = part.slice(eq + 1).trim();
      return value.length > 0 ? value : null;
    }
  }
  return null;
}
