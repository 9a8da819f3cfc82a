import { REMINDER_KINDS, type ReminderKind } from '@ketoflow/contracts';
import { deliveryFor, type QuietHours } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import { NotFoundError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { Inbox } from './reminders.inbox.js';
import type { ClaimedJob, JobStore, PlannedReminder } from './reminders.jobs.js';

/** Where a person's reminder preferences come from: their zone and quiet hours. */
export type ReminderAudience = {
  /** `timeZone` null: not known yet (no quiet hours, and no local times in the words). */
  settingsOf(userId: string): Promise<{ timeZone: string | null; quietHours: QuietHours | null }>;
};

/**
 * Until a person's zone and quiet hours are kept with their reminder settings: no quiet hours
 * (a night judged in the wrong zone would hold a notice through someone's afternoon). Notices
 * go only to the in-app inbox so far, which wakes nobody.
 */
export const DEFAULT_AUDIENCE: ReminderAudience = {
  settingsOf: async () => ({ timeZone: null, quietHours: null }),
};

/** A delivered reminder, as a push channel gets it (its words are already final). */
export type ReminderNotice = {
  jobId: string;
  userId: string;
  kind: ReminderKind;
  occurrence: string;
  title: string;
  body: string;
  url: string;
};

/**
 * Where a reminder goes besides the inbox: the person's devices by Web Push. `pending` asks for
 * the job to be tried again later (a push service answered 429 or 5xx); a retry must reach only
 * the devices that have not had it yet.
 */
export type PushChannel = {
  send(notice: ReminderNotice, now: Date): Promise<{ pending: boolean; error?: string }>;
};

/** No devices: the inbox only. */
export const NO_PUSH: PushChannel = { send: async () => ({ pending: false }) };

/** A claim takes this many jobs at a time; a run claims again until none are due. */
const BATCH = 200;
/** A failed delivery waits 1, 2, 4 … minutes, and gives up after this many attempts. */
const MAX_ATTEMPTS = 6;

/** A failed try waits 1, 2, 4 … minutes. */
function retryAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + 60_000 * 2 ** (attempts - 1));
}

function isKind(kind: string): kind is ReminderKind {
  return (REMINDER_KINDS as readonly string[]).includes(kind);
}

/** How the words say a late reminder's moment, in the person's zone. */
function lateNote(due: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(due);
  return ` (at ${time})`;
}

export function createRemindersService(deps: {
  db: Db;
  jobs: JobStore;
  inbox: Inbox;
  events: EventBus;
  audience: ReminderAudience;
  push: PushChannel;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}) {
  const { db, jobs, inbox, events } = deps;

  /** Delivers one claimed job: held for quiet hours, dropped when stale, or into the inbox. */
  async function deliver(job: ClaimedJob, now: Date): Promise<'sent' | 'held' | 'dropped'> {
    const dueAt = new Date(job.dueAt);
    const { timeZone, quietHours } = await deps.audience.settingsOf(job.userId);
    const plan = isKind(job.kind)
      ? deliveryFor({
          kind: job.kind,
          due: dueAt,
          now,
          quiet: timeZone ? quietHours : null,
          timeZone: timeZone ?? 'UTC',
        })
      : ({ action: 'send', at: now, late: false } as const);
    if (plan.action === 'drop') {
      await jobs.finish(db, job.id, { status: 'dropped', at: now, error: 'stale' });
      return 'dropped';
    }
    if (plan.at.getTime() > now.getTime()) {
      await jobs.postpone(job.id, plan.at);
      return 'held';
    }
    const title = plan.late && timeZone ? `${job.title}${lateNote(dueAt, timeZone)}` : job.title;
    // The inbox first, once per occurrence (a retried job finds its notice there), then the
    // devices; the job ends only when every device had it or a push service gave up on it, so
    // a crash in between leaves the job to be claimed again once its lease ends.
    await db.transaction(async (tx) => {
      const unread = await inbox.add(tx, { ...job, title }, now);
      if (unread !== null) {
        await events.publishIn(tx, job.userId, { type: 'notification.new', unread });
      }
    });
    const kind = isKind(job.kind) ? job.kind : 'fast_goal';
    const pushed = await deps.push.send({ ...job, jobId: job.id, kind, title }, now);
    if (pushed.pending && job.attempts < MAX_ATTEMPTS) {
      await jobs.postpone(job.id, retryAt(now, job.attempts), pushed.error ?? 'push pending');
      return 'held';
    }
    await jobs.finish(db, job.id, { status: 'sent', at: now, error: pushed.error });
    return 'sent';
  }

  return {
    /** Plans a reminder (a second plan of the same occurrence changes nothing). */
    plan: (reminder: PlannedReminder) => jobs.plan(db, reminder),
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
        for (const job of claimed) {
          try {
            if ((await deliver(job, now)) === 'sent') delivered++;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            deps.logger.warn({ err: error, job: job.id }, 'reminder delivery failed');
            if (job.attempts >= MAX_ATTEMPTS) {
              await jobs.finish(db, job.id, { status: 'failed', at: now, error: message });
            } else {
              await jobs.postpone(job.id, retryAt(now, job.attempts), message);
            }
          }
        }
        if (claimed.length < BATCH) return delivered;
      }
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
