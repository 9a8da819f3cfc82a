import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { RemindersService } from './reminders.service.js';

type Options = { reminders: RemindersService };

export const remindersRoutes: FastifyPluginAsyncZod<Options> = async (app, { reminders }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['notifications'];

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

  const settingsTags = ['reminders'];
  defineRoute(
    app,
    endpoints.reminders.settings,
    { schema: { tags: settingsTags, summary: 'Reminder settings and the kept time zone' } },
    async (request) => reminders.settings(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.reminders.updateSettings,
    { schema: { tags: settingsTags, summary: 'Save every reminder setting and the zone' } },
    async (request) => reminders.updateSettings(currentUser(request).id, request.body),
  );

  defineRoute(
    app,
    endpoints.reminders.setTimeZone,
    { schema: { tags: settingsTags, summary: 'Move future reminders to a new time zone' } },
    async (request) => reminders.setTimeZone(currentUser(request).id, request.body.timeZone),
  );
};

/** The app's page an unsubscribe link opens; a POST to it is the one-click unsubscribe. */
export const UNSUBSCRIBE_PAGE_PATH = '/email/unsubscribe';

/**
 * The weekly e-mail's unsubscribe, signed out: the app's page posts the link's token to the
 * API, and mail clients post to the link itself (a form body `List-Unsubscribe=One-Click`, not
 * read: the signed token is what counts).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<Options> = async (app, { reminders }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  const summary = 'Turn the weekly e-mail off from its link';
  defineRoute(
    app,
    endpoints.reminders.unsubscribe,
    { schema: { tags: ['reminders'], summary } },
    async (request) => reminders.unsubscribe(request.query.token),
  );
  app.post(
    UNSUBSCRIBE_PAGE_PATH,
    {
      schema: {
        hide: true,
        querystring: endpoints.reminders.unsubscribe.query,
        response: { 200: endpoints.reminders.unsubscribe.response },
      },
    },
    async (request) => reminders.unsubscribe(request.query.token),
  );
};
