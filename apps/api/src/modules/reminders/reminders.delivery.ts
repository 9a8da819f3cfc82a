import { REMINDER_KINDS, type ReminderKind, type ReminderSettings } from '@ketoflow/contracts';
import {
  calendarDateInTimeZone,
  deliveryFor,
  isRecurringKind,
  nextRecurring,
} from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { Inbox } from './reminders.inbox.js';
import type { ClaimedJob, JobStore } from './reminders.jobs.js';
import type { SettingsStore } from './reminders.settings.js';

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

/** What a reminder's moment asks about the person's day ("nothing logged" only when so). */
export type ReminderConditions = {
  /** Whether the person's diary has an entry on `date` (YYYY-MM-DD, their calendar). */
  loggedOn(userId: string, date: string, timeZone: string): Promise<boolean>;
};

/** The weekly summary e-mail, sent by the module that writes it. */
export type DigestSender = {
  send(input: {
    userId: string;
    weekStart: Date;
    weekEnd: Date;
    timeZone: string;
    unsubscribeUrl: string;
  }): Promise<'sent' | 'skipped'>;
};

export type DeliveryDeps = {
  db: Db;
  jobs: JobStore;
  inbox: Inbox;
  settings: SettingsStore;
  events: EventBus;
  push: PushChannel;
  conditions: ReminderConditions;
  digest: DigestSender | null;
  unsubscribeUrl: (userId: string) => string;
};

/** A failed try waits 1, 2, 4 … minutes; after this many the job is given up. */
export const MAX_ATTEMPTS = 6;
export function retryAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + 60_000 * 2 ** (attempts - 1));
}

const DAY_MS = 86_400_000;
/** A weekly summary more than this late (the server was down) waits for next week's. */
const DIGEST_STALE_AFTER_MS = 2 * DAY_MS;

export function isNoticeKind(kind: string): kind is ReminderKind {
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

export type Outcome = 'sent' | 'held' | 'dropped';

/**
 * Delivers one claimed job: a kind the person turned off is cancelled; quiet hours hold it or,
 * when it would be stale by their end, drop it; "nothing logged" is dropped after a log; the
 * weekly summary goes by e-mail; every other notice goes to the inbox, then to the devices.
 * A recurring kind plans its next occurrence once this one is done with.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { db, jobs, inbox, events } = deps;

  async function planNext(job: ClaimedJob, settings: ReminderSettings, now: Date) {
    if (!isRecurringKind(job.kind)) return;
    const after = new Date(Math.max(new Date(job.dueAt).getTime(), now.getTime()));
    const next = nextRecurring(job.kind, settings, after);
    if (next) await jobs.plan(db, { userId: job.userId, ...next });
  }

  async function end(
    job: ClaimedJob,
    settings: ReminderSettings,
    now: Date,
    outcome: {
      status: 'sent' | 'dropped' | 'cancelled' | 'failed';
      error?: string;
    },
  ): Promise<void> {
    await jobs.finish(db, job.id, { ...outcome, at: now });
    await planNext(job, settings, now);
  }

  async function sendDigest(
    job: ClaimedJob,
    settings: ReminderSettings,
    now: Date,
  ): Promise<Outcome> {
    const weekEnd = new Date(job.dueAt);
    if (!settings.weekly_email.on || !settings.timeZone || !deps.digest) {
      await end(job, settings, now, { status: 'cancelled' });
      return 'dropped';
    }
    if (now.getTime() - weekEnd.getTime() > DIGEST_STALE_AFTER_MS) {
      await end(job, settings, now, { status: 'dropped', error: 'stale' });
      return 'dropped';
    }
    await deps.digest.send({
      userId: job.userId,
      weekStart: new Date(weekEnd.getTime() - 7 * DAY_MS),
      weekEnd,
      timeZone: settings.timeZone,
      unsubscribeUrl: deps.unsubscribeUrl(job.userId),
    });
    await end(job, settings, now, { status: 'sent' });
    return 'sent';
  }

  return {
    planNext,
    end,
    async deliver(job: ClaimedJob, now: Date): Promise<Outcome> {
      const settings = await deps.settings.get(job.userId);
      if (job.kind === 'weekly_digest') return sendDigest(job, settings, now);
      if (!isNoticeKind(job.kind) || !settings[job.kind].on) {
        await end(job, settings, now, { status: 'cancelled' });
        return 'dropped';
      }
      const dueAt = new Date(job.dueAt);
      const { timeZone, quietHours } = settings;
      const plan = deliveryFor({
        kind: job.kind,
        due: dueAt,
        now,
        quiet: timeZone && quietHours.on ? quietHours : null,
        timeZone: timeZone ?? 'UTC',
      });
      if (plan.action === 'drop') {
        await end(job, settings, now, { status: 'dropped', error: 'stale' });
        return 'dropped';
      }
      if (plan.at.getTime() > now.getTime()) {
        await jobs.postpone(job.id, plan.at);
        return 'held';
      }
      if (
        job.kind === 'nothing_logged' &&
        timeZone &&
        (await deps.conditions.loggedOn(
          job.userId,
          calendarDateInTimeZone(dueAt, timeZone),
          timeZone,
        ))
      ) {
        await end(job, settings, now, { status: 'dropped', error: 'logged' });
        return 'dropped';
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
      const pushed = await deps.push.send({ ...job, jobId: job.id, kind: job.kind, title }, now);
      if (pushed.pending && job.attempts < MAX_ATTEMPTS) {
        await jobs.postpone(job.id, retryAt(now, job.attempts), pushed.error ?? 'push pending');
        return 'held';
      }
      await end(job, settings, now, { status: 'sent', error: pushed.error });
      return 'sent';
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
