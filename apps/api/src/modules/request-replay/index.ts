import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { replayHooks } from './request-replay.hooks.js';
import { createRequestReplayRepository } from './request-replay.repository.js';

export { ABANDONED_CLAIM_MS } from './request-replay.hooks.js';

/** How long a write's answer is kept for its repeats: a month, as long as a device keeps its data. */
export const REPLAY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Exactly-once writes (decision 040). `routes` holds no route: it adds, for the whole app,
 * the hooks that serve every route declaring `replayable`, so it is registered before the
 * modules with routes; the pruning job starts when the server listens.
 */
export function createRequestReplayModule(deps: {
  db: Db;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  const repo = createRequestReplayRepository(deps.db);
  const prune = (now: Date) => repo.prune(new Date(now.getTime() - REPLAY_RETENTION_MS));
  const hooks = replayHooks(repo);
  const routes: FastifyPluginAsync = fp(async (app) => {
    await app.register(hooks);
    let job: { stop(): void } | null = null;
    app.addHook('onListen', async () => {
      job ??= startPeriodicJob({
        name: 'request replay pruning',
        run: prune,
        logger: deps.logger,
        intervalMs: PRUNE_INTERVAL_MS,
      });
    });
    app.addHook('onClose', async () => job?.stop());
  });
  return { routes, prune };
}
