import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { RemindersService } from './reminders.service.js';

const tags = ['notifications'];

export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.notifications.list,
    { schema: { tags, summary: 'The inbox: the newest notices and the unread count' } },
    async (request) => reminders.list(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.notifications.markRead,
    { schema: { tags, summary: 'Mark one notice read; answers the unread count' } },
    async (request) => reminders.markRead(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.notifications.markAllRead,
    { schema: { tags, summary: 'Mark every notice read' } },
    async (request) => reminders.markAllRead(currentUser(request).id),
  );
};
