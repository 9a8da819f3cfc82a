import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a weekly e-mail's unsubscribe link: the person's id and an HMAC of it under the
 * server's secret, so the link works without signing in and cannot be made for anyone else.
 * It stays valid (using it twice changes nothing); a changed id or signature is refused.
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (userId: string) =>
    createHmac('sha256', secret).update(`weekly-email-unsubscribe:${userId}`).digest();

  return {
    issue(userId: string): string {
      return `${Buffer.from(userId).toString('base64url')}.${sign(userId).toString('base64url')}`;
    },

    /** The person a token names, or null when it was not issued by this server. */
    verify(token: string): string | null {
      const [id, mac, extra] = token.split('.');
      if (!id || !mac || extra !== undefined) return null;
      const userId = Buffer.from(id, 'base64url').toString();
      const given = Buffer.from(mac, 'base64url');
      const expected = sign(userId);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // A token re-encoded differently (padding, other alphabet) is not the one issued.
      return Buffer.from(userId).toString('base64url') === id ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
