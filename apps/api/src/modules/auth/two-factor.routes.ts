import { endpoints } from '@ketoflow/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthenticatedError } from '../../lib/errors.js';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser, forwardCookies, webHeaders } from '../../plugins/session.js';
import type { TwoFactorService } from './two-factor.service.js';

const tags = ['auth'];

/** The signed-in user and session (`requireUser` ran first). */
function signedIn(request: FastifyRequest): { userId: string; sessionId: string } {
  const { id } = currentUser(request);
  if (!request.sessionId) throw new UnauthenticatedError();
  return { userId: id, sessionId: request.sessionId };
}
const ep = endpoints.twoFactor;

/** Enrolment lives under /api/v1/me (the profile); the sign-in step under /api/v1/auth. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  defineRoute(
    app,
    ep.status,
    { preHandler: app.requireUser, schema: { tags, summary: 'Whether two-factor sign-in is on' } },
    async (request) => twoFactor.status(currentUser(request).id),
  );

  defineRoute(
    app,
    ep.setup,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Starts an enrolment: secret, otpauth URI and backup codes (shown once)',
      },
    },
    async (request) => {
      const { userId, sessionId } = signedIn(request);
      return twoFactor.setup(userId, sessionId, request.body.password, webHeaders(request));
    },
  );

  defineRoute(
    app,
    ep.confirm,
    { preHandler: app.requireUser, schema: { tags, summary: 'The first code turns it on' } },
    async (request, reply) => {
      const { userId, sessionId } = signedIn(request);
      const { data, headers } = await twoFactor.confirm(
        userId,
        sessionId,
        request.body.code,
        webHeaders(request),
      );
      forwardCookies(reply, headers);
      return data;
    },
  );

  defineRoute(
    app,
    ep.disable,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Turns two-factor sign-in off (password and a current code)' },
    },
    async (request, reply) => {
      const { userId, sessionId } = signedIn(request);
      const { data, headers } = await twoFactor.disable(
        userId,
        sessionId,
        request.body,
        webHeaders(request),
      );
      forwardCookies(reply, headers);
      return data;
    },
  );

  defineRoute(
    app,
    ep.signIn,
    { schema: { tags, summary: 'The second step of a two-factor sign-in; starts the session' } },
    async (request, reply) => {
      const { data, headers } = await twoFactor.completeSignIn(
        request.body,
        webHeaders(request),
        request.ip,
      );
      forwardCookies(reply, headers);
      return data;
    },
  );
};
