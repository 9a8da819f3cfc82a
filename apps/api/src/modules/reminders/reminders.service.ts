import {
  UNSUBSCRIBE_LINK_INVALID,
  type ReminderSettings,
  type UpdateReminderSettingsBody,
} from '@ketoflow/contracts';
import { nextRecurring, RECURRING_KINDS, zonedInstant } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { MAX_ATTEMPTS, retryAt, type Delivery } from './reminders.delivery.js';
import type { Inbox } from './reminders.inbox.js';
import type { JobStore, PlannedReminder } from './reminders.jobs.js';
import { queueStats } from './reminders.queue.js';
import type { SettingsStore } from './reminders.settings.js';
import type { UnsubscribeTokens } from './reminders.unsubscribe.js';

/** A claim takes this many jobs at a time; a run claims again until none are due. */
const BATCH = 200;

export function createRemindersService(deps: {
  db: Db;
  jobs: JobStore;
  inbox: Inbox;
  settings: SettingsStore;
  delivery: Delivery;
  tokens: UnsubscribeTokens;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { db, jobs, inbox, delivery } = deps;

  /**
   * Keeps the recurring reminders in step with the settings: the planned ones are cancelled
   * and the next of each kind still on is planned at the (new) local time.
   */
  async function replanRecurring(userId: string, settings: ReminderSettings, now: Date) {
    for (const kind of RECURRING_KINDS) {
      await jobs.cancel(db, userId, `${kind}:`);
      const next = nextRecurring(kind, settings, now);
      if (next) await jobs.plan(db, { userId, ...next });
    }
  }

  /** When a reminder for a calendar date comes: the kind's time that day, in the zone. */
  const dueOn = (date: string, settings: ReminderSettings) =>
    zonedInstant(date, settings.metashift_phase.time, settings.timeZone ?? 'UTC');

  async function save(userId: string, settings: ReminderSettings, now: Date) {
    await deps.settings.put(db, userId, settings, now);
    await replanRecurring(userId, settings, now);
    // Reminders for a date (a Metashift phase's first day) keep their date, at the new time.
    for (const job of await jobs.dueOfKind(userId, 'metashift_phase')) {
      await jobs.reschedule(job.id, dueOn(job.occurrence.split(':')[1] ?? '', settings));
    }
    return settings;
  }

  return {
    /** Plans a reminder (a second plan of the same occurrence changes nothing). */
    plan: (reminder: PlannedReminder) => jobs.plan(db, reminder),
    /**
     * Plans a Metashift phase's reminder for each first day in `dates` (the person's calendar),
     * at the time their settings give, after cancelling the ones planned before.
     */
    async planPhases(
      userId: string,
      phases: { date: string; id: string; title: string; body: string; url: string }[],
    ) {
      await jobs.cancel(db, userId, 'metashift_phase:');
      const settings = await deps.settings.get(userId);
      for (const phase of phases) {
        await jobs.plan(db, {
          userId,
          kind: 'metashift_phase',
          occurrence: `metashift_phase:${phase.date}:${phase.id}`,
          dueAt: dueOn(phase.date, settings),
          title: phase.title,
          body: phase.body,
          url: phase.url,
        });
      }
    },
    /** The queue's figures for the admin area (every person's jobs, no one's contents). */
    queue: (now: Date = new Date()) => queueStats(db, now),
    /** When the person's latest reminder of `kind` was due, if they had one. */
    lastPlanned: (userId: string, kind: string) => jobs.lastDue(userId, kind),
    /** Cancels the undelivered occurrences whose key starts with `prefix`. */
    cancel: (userId: string, prefix: string) => jobs.cancel(db, userId, prefix),

    /**
     * Delivers every job due at `now`, claiming in batches; safe to run in any number of
     * processes at once. Answers how many notices were delivered.
     */
    async runDue(now: Date = new Date()): Promise<number> {
      let delivered = 0;
      for (;;) {
        const claimed = await jobs.claim(now, BATCH);
        const { sent, failed } = await delivery.deliver(claimed, now);
        delivered += sent;
        for (const { job, error } of failed) {
          const message = error instanceof Error ? error.message : String(error);
          deps.logger.warn({ err: error, job: job.id }, 'reminder delivery failed');
          if (job.attempts >= MAX_ATTEMPTS) await delivery.fail(job, now, message);
          else await jobs.postpone(job.id, retryAt(now, job.attempts), message);
        }
        if (claimed.length < BATCH) return delivered;
      }
    },

    settings: (userId: string) => deps.settings.get(userId),

    updateSettings: (userId: string, body: UpdateReminderSettingsBody, now: Date = new Date()) =>
      save(userId, body, now),

    /** The zone of a device the person uses now: future reminders move to its local times. */
    async setTimeZone(userId: string, timeZone: string, now: Date = new Date()) {
      const current = await deps.settings.get(userId);
      if (current.timeZone === timeZone) return current;
      return save(userId, { ...current, timeZone }, now);
    },

    /** The link in a weekly e-mail that turns it off, without signing in. */
    unsubscribeLink: (userId: string) => deps.tokens.issue(userId),

    /** Turns the weekly e-mail off for the person a valid token names. */
    async unsubscribe(token: string, now: Date = new Date()) {
      const userId = deps.tokens.verify(token);
      if (!userId) throw new ValidationError(UNSUBSCRIBE_LINK_INVALID);
      const current = await deps.settings.get(userId);
      if (!current.weekly_email.on) return { unsubscribed: true as const, already: true };
      await save(userId, { ...current, weekly_email: { on: false } }, now);
      return { unsubscribed: true as const, already: false };
    },

    list: (userId: string) => inbox.list(userId),

    async markRead(userId: string, id: string, now: Date = new Date()) {
      if (!isUuid(id) || !(await inbox.markRead(userId, id, now))) {
        throw new NotFoundError('Notification not found');
      }
      return { unread: await inbox.unread(userId) };
    },

    async markAllRead(userId: string, now: Date = new Date()) {
      await inbox.markAllRead(userId, now);
      return { unread: 0 };
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
