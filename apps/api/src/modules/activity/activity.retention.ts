import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job.js';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The daily retention job: deletes activity entries past ACTIVITY_RETENTION_DAYS. */
export function startRetentionJob(deps: {
  deleteExpired(now: Date): Promise<number>;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
}): { stop(): void } {
  return startPeriodicJob({
    name: 'activity retention',
    run: (now) => deps.deleteExpired(now),
    logger: deps.logger,
    intervalMs: deps.intervalMs ?? RETENTION_INTERVAL_MS,
  });
}
