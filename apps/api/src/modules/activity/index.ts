import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import { createActivityRepository } from './activity.repository.js';
import { startRetentionJob } from './activity.retention.js';
import { activityRoutes } from './activity.routes.js';
import { createActivityService } from './activity.service.js';

export type { ActivityService } from './activity.service.js';

/**
 * Activity logging (/api/v1/activity): batches from the browser, the last-active ping, the
 * person's opt-out, and the daily retention job, which starts when the server listens (never
 * under `inject`, so tests call `service.deleteExpired` with their own clock).
 */
export function createActivityModule(deps: {
  db: Db;
  limiter: RateLimiter;
  limits: Pick<RateLimits, 'activityBatchesPerUser' | 'activityPingsPerUser'>;
  /** ACTIVITY_RETENTION_DAYS: entries older than this are deleted by the daily job. */
  settings: { activityRetentionDays: number };
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  const service = createActivityService({
    repo: createActivityRepository(deps.db),
    settings: { retentionDays: deps.settings.activityRetentionDays },
  });
  const routes: FastifyPluginAsync = async (app) => {
    let job: { stop(): void } | null = null;
    app.addHook('onListen', async () => {
      job ??= startRetentionJob({
        deleteExpired: (now) => service.deleteExpired(now),
        logger: deps.logger,
      });
    });
    app.addHook('onClose', async () => job?.stop());
    await app.register(activityRoutes, {
      activityService: service,
      limiter: deps.limiter,
      limits: {
        batches: deps.limits.activityBatchesPerUser,
        pings: deps.limits.activityPingsPerUser,
      },
      prefix: '/api/v1/activity',
    });
  };
  return { service, routes };
}
