import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';

/** The wait added per account-wide failure past the limit, and its ceiling. */
export const SLOW_DOWN_STEP_MS = 250;
export const SLOW_DOWN_MAX_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in limits that stop guessing without handing an attacker a lockout (decision 002):
 * - every attempt counts against the source address (many accounts from one address);
 * - failures count against the pair account + address: that pair is blocked, nobody else;
 * - failures also count against the account from all addresses: past the limit, attempts on
 *   it are slowed down, never refused, so the owner signs in from an address of their own.
 * The address is Fastify's `request.ip`: the socket's peer unless TRUST_PROXY is on, so a
 * made-up X-Forwarded-For changes nothing.
 */
export function createSignInGuard(limiter: RateLimiter, limits: RateLimits) {
  const keys = (email: string, ip: string) => {
    const account = email.trim().toLowerCase();
    return { pair: `sign-in:fail:${account}:${ip}`, account: `sign-in:account:${account}` };
  };
  return {
    async before(email: string, ip: string) {
      await limiter.hit(`sign-in:ip:${ip}`, limits.signInPerIp);
      const key = keys(email, ip);
      await limiter.assertUnder(key.pair, limits.signInFailuresPerAccountAndIp);
      const over = (await limiter.peek(key.account)) - limits.signInFailuresPerAccount.limit;
      if (over > 0) await sleep(Math.min(over * SLOW_DOWN_STEP_MS, SLOW_DOWN_MAX_MS));
    },
    async failed(email: string, ip: string) {
      const key = keys(email, ip);
      await limiter.count(key.pair, limits.signInFailuresPerAccountAndIp);
      await limiter.count(key.account, limits.signInFailuresPerAccount);
    },
    /** The owner is in: their address's failures and the account's slow-down end. */
    async succeeded(email: string, ip: string) {
      const key = keys(email, ip);
      await limiter.reset(key.pair);
      await limiter.reset(key.account);
    },
  };
}

/**
 * Sign-up limits: attempts per source address, attempts per e-mail address, and answers that
 * found the address taken per source address. The "already exists" message stays, but
 * one address learns that at most `signUpExistingPerIp` times a day.
 */
export function createSignUpGuard(limiter: RateLimiter, limits: RateLimits) {
  const existingKey = (ip: string) => `sign-up:existing:${ip}`;
  return {
    async before(email: string, ip: string) {
      await limiter.hit(`sign-up:ip:${ip}`, limits.signUpPerIp);
      await limiter.hit(`sign-up:email:${email.trim().toLowerCase()}`, limits.signUpPerEmail);
      await limiter.assertUnder(existingKey(ip), limits.signUpExistingPerIp);
    },
    async foundExisting(ip: string) {
      await limiter.count(existingKey(ip), limits.signUpExistingPerIp);
    },
  };
}
