import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createExportRepository } from './export.repository.js';
import { exportRoutes } from './export.routes.js';
import { createExportService } from './export.service.js';

export type { ExportService } from './export.service.js';

/** The user's tracking data as CSV files or one JSON document (/api/v1/me/export). */
export function createExportModule(deps: { db: Db; appName: string }) {
  const service = createExportService(createExportRepository(deps.db));
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(exportRoutes, {
      exportService: service,
      appName: deps.appName,
      prefix: '/api/v1/me/export',
    });
  };
  return { service, routes };
}
