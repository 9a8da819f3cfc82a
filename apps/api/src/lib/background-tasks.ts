import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (e-mails whose sending time would tell an
 * attacker whether an account exists). Each task's failure is logged, never thrown at the
 * request; `idle()` waits for everything started so far, so the server's close (and a test
 * reading the outbox) sees the work finished.
 */
export type BackgroundTasks = {
  run(label: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
};

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      // setImmediate: the reply is written before the task's first synchronous step runs.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error({ err: error, task: label }, 'background task failed'),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
