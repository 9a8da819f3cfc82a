import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { ExportService } from './export.service.js';

const tags = ['account'];

/** Downloads of the tracking data; mounted under /api/v1/me/export. */
export const exportRoutes: FastifyPluginAsyncZod<{
  exportService: ExportService;
  appName: string;
}> = async (app, { exportService, appName }) => {
  app.addHook('onRequest', app.requireUser);
  const filename = (name: string) =>
    `attachment; filename="${appName.toLowerCase()}-${name}-${new Date().toISOString().slice(0, 10)}`;

  defineRoute(
    app,
    endpoints.export.trackingJson,
    {
      schema: {
        tags,
        summary: 'My diary, weights, measurements, readings, water and fasts as one JSON document',
      },
    },
    async (request, reply) => {
      const data = await exportService.json(currentUser(request).id);
      return reply
        .header('content-disposition', `${filename('tracking')}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  defineRoute(
    app,
    endpoints.export.csv,
    { schema: { tags, summary: 'One tracking dataset as CSV (RFC 4180, UTF-8, one header row)' } },
    async (request, reply) => {
      const { dataset } = request.params;
      const body = await exportService.csv(currentUser(request).id, dataset);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `${filename(dataset)}.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
