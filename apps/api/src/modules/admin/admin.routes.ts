import { endpoints } from '@ketoflow/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { NotFoundError } from '../../lib/errors.js';
import { currentUser, webHeaders } from '../../plugins/session.js';
import type { AdminService } from './admin.service.js';

const ADMIN_PREFIX = '/api/v1/admin';

/**
 * One guard in front of every /api/v1/admin/* request, registered at the root so it runs for
 * any path under the prefix, routed or not: signed out 401, not an admin 403, an admin whose
 * session has not passed the second factor 403 ADMIN_SECOND_FACTOR_REQUIRED. Never a 200 with
 * empty data, never a 404 that tells a stranger which admin paths exist.
 */
export const adminGuard = fp(async (app: FastifyInstance, opts: { adminService: AdminService }) => {
  async function guard(request: FastifyRequest, reply: FastifyReply, path: string) {
    await app.requireUser(request, reply);
    const { id } = currentUser(request);
    // The access check and the step-up answer for admins who still need the second factor.
    if (path === endpoints.admin.access.path || path === endpoints.admin.stepUp.path)
      await opts.adminService.access(id, request.sessionId);
    else await opts.adminService.assertOperator(id, request.sessionId);
  }
  // A callback hook, not an async one: every request of the app passes here, and an async hook
  // would move the rest of each (health checks included) to a later microtask for nothing.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith(ADMIN_PREFIX)) return done();
    const path = url.split('?')[0] ?? '';
    if (path !== ADMIN_PREFIX && !path.startsWith(`${ADMIN_PREFIX}/`)) return done();
    guard(request, reply, path).then(() => done(), done);
  });
});

export const adminRoutes: FastifyPluginAsyncZod<{ adminService: AdminService }> = async (
  app,
  { adminService },
) => {
  defineRoute(
    app,
    endpoints.admin.access,
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin and whether this session has passed the second factor',
      },
    },
    async (request) => adminService.access(currentUser(request).id, request.sessionId),
  );

  defineRoute(
    app,
    endpoints.admin.stepUp,
    {
      schema: {
        tags: ['admin'],
        summary: 'Proves the second factor for this session (again after ADMIN_SESSION_MINUTES)',
      },
    },
    async (request) =>
      adminService.stepUp(
        currentUser(request).id,
        request.sessionId,
        request.body,
        webHeaders(request),
      ),
  );
  // Any other path under the prefix is a route too, so the guard answers it first (hooks do
  // not run for unrouted paths): strangers get 401/403, never a 404 that maps the area.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: `${ADMIN_PREFIX}/*`,
    schema: { hide: true },
    handler: async () => {
      throw new NotFoundError();
    },
  });
};
