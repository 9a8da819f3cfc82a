import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createMetashiftRepository } from './metashift.repository.js';
import { metashiftRoutes } from './metashift.routes.js';
import { withPhaseReminders, type PhaseReminders } from './metashift.reminders.js';
import { createMetashiftService } from './metashift.service.js';

export type { MetashiftService } from './metashift.service.js';
export type { PhaseReminders } from './metashift.reminders.js';

/**
 * The Metashift phase programme: the user's start date and the phase of any day, and, when
 * `phaseReminders` is given, a reminder on the first day of each phase.
 */
export function createMetashiftModule(deps: {
  db: Db;
  phaseReminders?: PhaseReminders;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const plain = createMetashiftService({ repo: createMetashiftRepository(deps.db) });
  const service =
    deps.phaseReminders && deps.logger
      ? withPhaseReminders(plain, deps.phaseReminders, deps.logger)
      : plain;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(metashiftRoutes, {
      metashiftService: service,
      prefix: '/api/v1/metashift',
    });
  };
  return { service, routes };
}
