import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createUploadsRepository } from './uploads.repository.js';
import { uploadsRoutes } from './uploads.routes.js';
import { createUploadsService } from './uploads.service.js';

export type { UploadPurpose, UploadsService } from './uploads.service.js';

/**
 * User photos: validated, re-encoded without metadata and served to their owner only. Other
 * modules store and remove photos through the service, inside their own transactions.
 */
export function createUploadsModule(deps: { db: Db }) {
  const service = createUploadsService({ repo: createUploadsRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(uploadsRoutes, { uploadsService: service, prefix: '/api/v1/uploads' });
  };
  return { service, routes };
}
