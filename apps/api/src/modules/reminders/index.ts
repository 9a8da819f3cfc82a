import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { startPeriodicJob } from '../../lib/periodic-job.js';
import {
  createDelivery,
  NO_PUSH,
  type DigestSender,
  type PushChannel,
  type ReminderConditions,
} from './reminders.delivery.js';
import { createInbox } from './reminders.inbox.js';
import { createJobStore } from './reminders.jobs.js';
import { remindersRoutes, UNSUBSCRIBE_PAGE_PATH, unsubscribeRoutes } from './reminders.routes.js';
import { createRemindersService } from './reminders.service.js';
import { createSettingsStore } from './reminders.settings.js';
import { createUnsubscribeTokens } from './reminders.unsubscribe.js';

export type { PlannedReminder } from './reminders.jobs.js';
export type {
  DigestSender,
  PushChannel,
  ReminderConditions,
  ReminderNotice,
} from './reminders.delivery.js';
export type { RemindersService } from './reminders.service.js';
export {
  createLowBalanceWatch,
  type CoinUsage,
  type LowBalanceWatch,
} from './reminders.low-balance.js';

/**
 * How often a process looks for due reminders: at :00 and :30 of every minute (on the clock,
 * so a reminder for 07:00 is taken up at 07:00:00 by every process at once).
 */
const RUN_INTERVAL_MS = 30_000;

/** Nothing logged is known: the reminder is sent (a diary not wired in a test). */
const NO_CONDITIONS: ReminderConditions = { loggedOn: async () => false };

/**
 * Reminders, their settings and the in-app inbox: other modules plan reminders through
 * `service.plan` (once per occurrence), every API process delivers what is due (each job once,
 * decision 050), and people read their notices under /api/v1/notifications and set their
 * reminders under /api/v1/reminders. The delivery job starts when the server listens, never
 * under `inject`; tests call `service.runDue` with their own clock.
 */
export function createRemindersModule(deps: {
  db: Db;
  events: EventBus;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Signs the weekly e-mail's unsubscribe links. */
  secret: string;
  /** The app's public address, for the unsubscribe link. */
  appUrl: string;
  /** The person's devices by Web Push; none when not wired. */
  push?: PushChannel;
  conditions?: ReminderConditions;
  /** The weekly summary e-mail; none when not wired (the kind is then cancelled). */
  digest?: DigestSender;
  /** How often due reminders are delivered; every 30 s unless told (a test server's 2 s). */
  intervalMs?: number;
}) {
  const { db } = deps;
  const jobs = createJobStore(db);
  const inbox = createInbox(db);
  const settings = createSettingsStore(db);
  const tokens = createUnsubscribeTokens(deps.secret);
  // One address for both uses: a GET opens the app's page that asks to confirm, and the
  // one-click POST a mail client sends (RFC 8058) turns the e-mail off at once.
  const unsubscribeUrl = (userId: string) =>
    `${deps.appUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${tokens.issue(userId)}`;
  const delivery = createDelivery({
    db,
    jobs,
    inbox,
    settings,
    events: deps.events,
    push: deps.push ?? NO_PUSH,
    conditions: deps.conditions ?? NO_CONDITIONS,
    digest: deps.digest ?? null,
    unsubscribeUrl,
  });
  const service = createRemindersService({
    db,
    jobs,
    inbox,
    settings,
    delivery,
    tokens,
    logger: deps.logger,
  });
  const routes: FastifyPluginAsync = async (app) => {
    let job: { stop(): void } | null = null;
    app.addHook('onListen', async () => {
      job ??= startPeriodicJob({
        name: 'reminders',
        run: (now) => service.runDue(now),
        logger: deps.logger,
        intervalMs: deps.intervalMs ?? RUN_INTERVAL_MS,
        alignToClock: true,
      });
    });
    app.addHook('onClose', async () => job?.stop());
    await app.register(unsubscribeRoutes, { reminders: service });
    await app.register(remindersRoutes, { reminders: service });
  };
  return { service, routes, unsubscribeUrl };
}
