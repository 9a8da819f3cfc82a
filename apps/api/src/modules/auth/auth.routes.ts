import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser, forwardCookies, webHeaders } from '../../plugins/session.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (
  app,
  { authService },
) => {
  defineRoute(
    app,
    endpoints.auth.session,
    { schema: { tags, summary: 'The signed-in user, or null' } },
    async (request, reply) => {
      const { user, headers } = await authService.getSession(webHeaders(request));
      forwardCookies(reply, headers);
      return { user };
    },
  );

  defineRoute(app, endpoints.auth.signUp, { schema: { tags } }, async (request, reply) => {
    const { data, headers } = await authService.signUp(
      request.body,
      webHeaders(request),
      request.ip,
    );
    forwardCookies(reply, headers);
    return reply.status(201).send(data);
  });

  defineRoute(app, endpoints.auth.signIn, { schema: { tags } }, async (request, reply) => {
    const { data, headers } = await authService.signIn(
      request.body,
      webHeaders(request),
      request.ip,
    );
    forwardCookies(reply, headers);
    return data;
  });

  defineRoute(
    app,
    endpoints.auth.signOut,
    { schema: { tags, summary: 'Ends every session of the user (global scope)' } },
    async (request, reply) => {
      const { headers } = await authService.signOut(webHeaders(request));
      forwardCookies(reply, headers);
      return reply.status(204).send(null);
    },
  );

  defineRoute(app, endpoints.auth.forgotPassword, { schema: { tags } }, async (request, reply) => {
    await authService.forgotPassword(request.body.email, request.ip);
    return reply.status(202).send({ ok: true as const });
  });

  defineRoute(
    app,
    endpoints.auth.resendVerification,
    { schema: { tags } },
    async (request, reply) => {
      await authService.resendVerification(request.body.email, request.ip);
      return reply.status(202).send({ ok: true as const });
    },
  );

  defineRoute(app, endpoints.auth.resetPassword, { schema: { tags } }, async (request, reply) => {
    await authService.resetPassword(request.body.token, request.body.password, request.ip);
    return reply.status(204).send(null);
  });

  defineRoute(
    app,
    endpoints.auth.changePassword,
    { preHandler: app.requireUser, schema: { tags } },
    async (request, reply) => {
      const { headers } = await authService.changePassword(
        currentUser(request).id,
        request.body,
        webHeaders(request),
      );
      forwardCookies(reply, headers);
      return reply.status(204).send(null);
    },
  );
};
