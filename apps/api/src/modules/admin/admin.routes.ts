import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser, webHeaders } from '../../plugins/session.js';
import type { AdminService } from './admin.service.js';

/** The access check and the step-up; the area's guard has run (admin-area.ts). */
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
};
