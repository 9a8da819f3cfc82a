import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { webHeaders } from '../../plugins/session.js';
import type { BetterAuth } from './better-auth.js';

/**
 * The auth library's own endpoints that stay reachable, each listed on purpose: only the
 * links it puts in e-mails. Everything else the library offers (sign-up, sign-in, sessions,
 * password and e-mail changes, deletion…) would skip our limits and password rules, so it is
 * not routed at all and answers 404; the app talks to /api/v1/auth, which wraps the same
 * library (decision 002). Later work (two-factor, admin) adds its paths here, explicitly.
 */
export const AUTH_LIBRARY_ROUTES = [
  // The confirmation link of AUTH_CONFIRM_EMAIL: signs in and redirects to the app.
  { method: 'GET', url: '/verify-email' },
  // The library's reset link: checks the token and redirects to the app's reset form.
  { method: 'GET', url: '/reset-password/:token' },
] as const;

export const betterAuthHandlerRoutes: FastifyPluginAsync<{
  auth: BetterAuth;
  limiter: RateLimiter;
  /** Per address, over both links (the library's own limiter counts per path and token). */
  perIp: RateRule;
}> = async (app, { auth, limiter, perIp }) => {
  for (const { method, url } of AUTH_LIBRARY_ROUTES) {
    app.route({
      method,
      url,
      schema: { hide: true },
      async handler(request, reply) {
        await limiter.hit(`auth-link:ip:${request.ip}`, perIp);
        return forward(auth, request, reply);
      },
    });
  }
};

async function forward(auth: BetterAuth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const response = await auth.handler(
    new Request(url, { method: request.method, headers: webHeaders(request) }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
