import { endpoints } from '@ketoflow/contracts';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import type { AdminService } from './admin.service.js';

/** Every admin path lives under this prefix, and every route under it inside the area. */
export const ADMIN_PREFIX = '/api/v1/admin';
/** Decorates the area's Fastify instance (and so every plugin registered inside it). */
const IN_ADMIN_AREA = 'ketoflowAdminArea';

function isAdminUrl(url: string): boolean {
  const lower = url.toLowerCase();
  return lower === ADMIN_PREFIX || lower.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * Refuses, at start, any route under the admin prefix that is registered outside the area
 * (decision 036): such a route would not pass the area's guard. Registered at the root before
 * any module's routes, so it sees all of them.
 */
export const adminPlacementCheck = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    if (isAdminUrl(route.url) && !this.hasDecorator(IN_ADMIN_AREA))
      throw new Error(`${String(route.method)} ${route.url} is outside the admin area's guard`);
  });
});

/**
 * The admin area: one encapsulated plugin, which mounts itself at ADMIN_PREFIX, whose onRequest guard
 * runs before every route registered inside it, by construction (a hook of a plugin covers
 * exactly the routes of that plugin). Signed out 401; not an admin 403; an admin whose
 * session has not passed the second factor 403 ADMIN_SECOND_FACTOR_REQUIRED, except on the
 * access check and the step-up, which answer that state themselves. The operator the guard
 * cleared is set on the request (`adminActor`) for the audit log.
 *
 * Any other path under the prefix is a route too (the catch-all below), so strangers get
 * 401/403 from the guard, never a 404 that maps the area.
 */
export function createAdminArea(service: AdminService, plugins: FastifyPluginAsync[]) {
  const area: FastifyPluginAsync = async (app) => {
    app.decorate(IN_ADMIN_AREA, true);
    app.decorateRequest('adminActor', null);
    app.addHook('onRequest', async (request, reply) => {
      await app.requireUser(request, reply);
      const { id, email } = currentUser(request);
      const route = request.routeOptions.url;
      if (route === endpoints.admin.access.path || route === endpoints.admin.stepUp.path) {
        await service.access(id, request.sessionId);
        return;
      }
      await service.assertOperator(id, request.sessionId);
      request.adminActor = { id, email, ip: request.ip };
    });
    for (const plugin of plugins) await app.register(plugin);
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async () => {
        throw new NotFoundError();
      },
    });
  };
  return fp(async (app: FastifyInstance) => {
    await app.register(area, { prefix: ADMIN_PREFIX });
  });
}
