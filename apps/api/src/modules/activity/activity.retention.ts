import type { FastifyBaseLogger } from 'fastify';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The daily retention job: deletes activity entries past ACTIVITY_RETENTION_DAYS once at start
 * and then every `intervalMs`. The API has no job scheduler, and this is one idempotent DELETE,
 * so each process runs it in-process on an unref'd timer (it never keeps the process alive).
 * With several API processes each runs it; the second run finds nothing to delete.
 */
export function startRetentionJob(deps: {
  deleteExpired(now: Date): Promise<number>;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
}): { stop(): void } {
  let running: Promise<void> | null = null;
  const run = () => {
    // A slow run (a huge backlog) is not overlapped by the next tick.
    if (running) return;
    running = deps
      .deleteExpired(new Date())
      .then(
        (deleted) => {
          if (deleted > 0) deps.logger.info({ deleted }, 'expired activity entries deleted');
        },
        (error: unknown) => deps.logger.error({ err: error }, 'activity retention job failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, deps.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
