import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createFastingRepository } from './fasting.repository.js';
import { fastingRoutes } from './fasting.routes.js';
import { safetyFlagsFrom } from './fasting.safety-flags.js';
import { withGoalReminders, type FastGoalReminders } from './fasting.reminders.js';
import { createFastingService } from './fasting.service.js';

export type { FastGoalReminders } from './fasting.reminders.js';
export { createFastingHistory, type FastingHistory } from './fasting.history.js';
export type { FastingService } from './fasting.service.js';

/** Fasts that run on the server (any device continues the timer), with history and stats. */
/**
 * `profile`: the onboarding safety answers, which decide the cautions on long fasts.
 * `goalReminders`: where the "goal reached" reminder of a running fast is planned.
 */
export function createFastingModule(deps: {
  db: Db;
  profile: ProfileReader;
  goalReminders?: FastGoalReminders;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const fasting = createFastingService({
    repo: createFastingRepository(deps.db),
    safetyFlags: safetyFlagsFrom(deps.profile),
  });
  const service =
    deps.goalReminders && deps.logger
      ? withGoalReminders(fasting, deps.goalReminders, deps.logger)
      : fasting;
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(fastingRoutes, { fastingService: service, prefix: '/api/v1/fasts' });
  };
  return { service, routes };
}
