import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import { createInbox } from './reminders.inbox.js';
import { createJobStore } from './reminders.jobs.js';
import { remindersRoutes } from './reminders.routes.js';
import {
  createRemindersService,
  DEFAULT_AUDIENCE,
  NO_PUSH,
  type PushChannel,
  type ReminderAudience,
} from './reminders.service.js';

export type { PlannedReminder } from './reminders.jobs.js';
export type {
  PushChannel,
  ReminderAudience,
  ReminderNotice,
  RemindersService,
} from './reminders.service.js';

/** How often a process looks for due reminders. */
const RUN_INTERVAL_MS = 30_000;

/**
 * Reminders and the in-app inbox: other modules plan reminders through `service.plan` (once
 * per occurrence), every API process delivers what is due (each job once, decision 050), and
 * people read their notices under /api/v1/notifications. The delivery job starts when the
 * server listens, never under `inject`; tests call `service.runDue` with their own clock.
 */
export function createRemindersModule(deps: {
  db: Db;
  events: EventBus;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  audience?: ReminderAudience;
  /** The person's devices by Web Push; none when not wired. */
  push?: PushChannel;
}) {
  const service = createRemindersService({
    db: deps.db,
    jobs: createJobStore(deps.db),
    inbox: createInbox(deps.db),
    events: deps.events,
    audience: deps.audience ?? DEFAULT_AUDIENCE,
    push: deps.push ?? NO_PUSH,
    logger: deps.logger,
  });
  const routes: FastifyPluginAsync = async (app) => {
    let job: { stop(): void } | null = null;
    app.addHook('onListen', async () => {
      job ??= startPeriodicJob({
        name: 'reminders',
        run: (now) => service.runDue(now),
        logger: deps.logger,
        intervalMs: RUN_INTERVAL_MS,
      });
    });
    app.addHook('onClose', async () => job?.stop());
    await app.register(remindersRoutes, { reminders: service });
  };
  return { service, routes };
}
