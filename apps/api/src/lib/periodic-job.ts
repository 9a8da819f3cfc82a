import type { FastifyBaseLogger } from 'fastify';

/** A tick waits this long past a clock multiple, so "due at 07:00:00" is due when it runs. */
const ALIGN_SLACK_MS = 50;

/**
 * A job a process runs on its own timer: once at start, then every `intervalMs`. The API has no
 * job scheduler; jobs are idempotent, so with several API processes each runs them and the
 * later runs find nothing to do. The timer is unref'd (it never keeps the process alive) and a
 * slow run is never overlapped by the next tick.
 *
 * `alignToClock` runs the ticks after the first at whole multiples of the interval on the
 * clock (every 30 s: at :00 and :30), so work due on a minute is taken up as that minute
 * begins, by every process at once, instead of up to an interval later.
 */
export function startPeriodicJob(deps: {
  name: string;
  /** Does the work; answers how many things it did (logged when above 0). */
  run(now: Date): Promise<number>;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs: number;
  alignToClock?: boolean;
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
  if (!deps.alignToClock) {
    const timer = setInterval(tick, deps.intervalMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }
  let timer: NodeJS.Timeout;
  const schedule = () => {
    const wait = deps.intervalMs - (Date.now() % deps.intervalMs) + ALIGN_SLACK_MS;
    timer = setTimeout(() => {
      tick();
      schedule();
    }, wait);
    timer.unref();
  };
  schedule();
  return { stop: () => clearTimeout(timer) };
}
