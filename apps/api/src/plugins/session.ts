import type { AuthUser } from '@ketoflow/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { UnauthenticatedError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser` pre-handler. */
    user: AuthUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Set by the server on every request it hands to the auth library; never read from clients. */
export const CLIENT_IP_HEADER = 'x-ketoflow-client-ip';

/** The request's headers for the auth library, with the client address it may trust. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  // The auth library reads the client address from this header (sessions record it, its rate
  // limiter keys on it). It is always Fastify's request.ip, which honours X-Forwarded-For only
  // with TRUST_PROXY on, so a client cannot choose it.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies Set-Cookie (and nothing else) from a better-auth call onto the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Where the plugin reads sessions from (the auth module's service fits). */
export type SessionReader = {
  getSession(
    headers: Headers,
  ): Promise<{ user: AuthUser | null; sessionId: string | null; headers: Headers }>;
};

/** Loads the session for guarded routes; refreshed session cookies are passed on. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionReader }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    const { user, sessionId, headers } = await opts.sessions.getSession(webHeaders(request));
    forwardCookies(reply, headers);
    if (!user) throw new UnauthenticatedError();
    request.user = user;
    request.sessionId = sessionId;
  });
});

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}
