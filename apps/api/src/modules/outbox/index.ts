import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { outboxRoutes, type OutboxAudit } from './outbox.routes.js';
import { createOutboxService } from './outbox.service.js';

export type { OutboxService } from './outbox.service.js';
export { createMailer } from './mailer.js';

/** How often the retry job looks for failed e-mails whose wait is over. */
const RETRY_INTERVAL_MS = 60_000;

/**
 * The e-mail outbox: the admin area's list, preview and resend under
 * /api/v1/admin/emails, and the retry job for failed deliveries, which starts when the server
 * listens (never under `inject`; tests call `service.retryDue` with their own clock).
 */
export function createOutboxModule(deps: {
  db: Db;
  mailer: Mailer;
  audit: OutboxAudit;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  const service = createOutboxService({ db: deps.db, mailer: deps.mailer });
  const routes: FastifyPluginAsync = async (app) => {
    let job: { stop(): void } | null = null;
    app.addHook('onListen', async () => {
      if (!deps.mailer.delivers) return;
      job ??= startPeriodicJob({
        name: 'e-mail retry',
        run: (now) => service.retryDue(now),
        logger: deps.logger,
        intervalMs: RETRY_INTERVAL_MS,
      });
    });
    app.addHook('onClose', async () => job?.stop());
  };
  /** Mounted inside the admin area, behind its guard. */
  const adminRoutes: FastifyPluginAsync = async (app) => {
    await app.register(outboxRoutes, { outbox: service, audit: deps.audit });
  };
  return { service, routes, adminRoutes };
}
