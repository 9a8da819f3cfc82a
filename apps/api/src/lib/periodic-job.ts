import type { FastifyBaseLogger } from 'fastify';

/**
 * A job a process runs on its own timer: once at start, then every `intervalMs`. The API has no
 * job scheduler; jobs are idempotent, so with several API processes each runs them and the
 * later runs find nothing to do. The timer is unref'd (it never keeps the process alive) and a
 * slow run is never overlapped by the next tick.
 */
export function startPeriodicJob(deps: {
  name: string;
  /** Does the work; answers how many things it did (logged when above 0). */
  run(now: Date): Promise<number>;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs: number;
}): { stop(): void } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = deps
      .run(new Date())
      .then(
        (count) => {
          if (count > 0) deps.logger.info({ job: deps.name, count }, `${deps.name}: done`);
        },
        (error: unknown) =>
          deps.logger.error({ err: error, job: deps.name }, `${deps.name} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
