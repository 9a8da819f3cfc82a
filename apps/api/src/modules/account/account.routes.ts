import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser, forwardCookies, webHeaders } from '../../plugins/session.js';
import type { AccountService } from './account.service.js';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<{
  accountService: AccountService;
  appName: string;
}> = async (app, { accountService, appName }) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.account.exportAll,
    { schema: { tags, summary: 'Download all my data as JSON' } },
    async (request, reply) => {
      const data = await accountService.exportData(currentUser(request).id);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${appName.toLowerCase()}-export-${date}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  defineRoute(
    app,
    endpoints.account.remove,
    { schema: { tags, summary: 'Delete my account and every row and file it owns' } },
    async (request, reply) => {
      const headers = await accountService.deleteAccount(
        currentUser(request).id,
        request.body.password,
        webHeaders(request),
      );
      forwardCookies(reply, headers);
      return reply.status(204).send(null);
    },
  );
};
