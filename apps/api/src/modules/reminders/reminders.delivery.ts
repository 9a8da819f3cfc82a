import {
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_KINDS,
  type ReminderKind,
  type ReminderSettings,
} from '@ketoflow/contracts';
import {
  calendarDateInTimeZone,
  deliveryFor,
  isRecurringKind,
  nextRecurring,
  type RecurringKind,
  type RecurringOccurrence,
} from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { Inbox } from './reminders.inbox.js';
import type { ClaimedJob, JobEnd, JobStore, PlannedReminder } from './reminders.jobs.js';
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

/** What the devices' channel answers for one job: `pending` asks for it to be tried again. */
export type PushResult = { pending: boolean; error?: string };

/**
 * Where reminders go besides the inbox: their people's devices by Web Push, a batch at a time.
 * Answers per job (`jobId`); a job it does not name had nothing to send. `pending` asks for the
 * job to be tried again later (a push service answered 429 or 5xx); a retry must reach only the
 * devices that have not had it yet.
 */
export type PushChannel = {
  send(notices: ReminderNotice[], now: Date): Promise<Map<string, PushResult>>;
};

/** No devices: the inbox only. */
export const NO_PUSH: PushChannel = { send: async () => new Map() };

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

/** The settings a recurring kind's next moment depends on, besides the zone. */
const RECURRING_SETTING = {
  weigh_in: 'weigh_in',
  nothing_logged: 'nothing_logged',
  weekly_digest: 'weekly_email',
} as const satisfies Record<RecurringKind, keyof ReminderSettings>;

/** What is done with a claimed job: ended now, held for later, or sent. */
type Judged =
  | { action: 'end'; status: JobEnd['status']; error?: string }
  | { action: 'held' }
  | { action: 'send'; notice: ReminderNotice };

type Ended = { job: ClaimedJob; settings: ReminderSettings; end: JobEnd };

/** What a batch came to: how many reminders went out, and the jobs that failed (to retry). */
export type BatchOutcome = { sent: number; failed: { job: ClaimedJob; error: unknown }[] };

/**
 * Delivers claimed jobs, a batch at a time: a kind the person turned off is cancelled; quiet
 * hours hold it or, when it would be stale by their end, drop it; "nothing logged" is dropped
 * after a log; the weekly summary goes by e-mail; every other notice goes to the inbox, then to
 * the devices. A recurring kind plans its next occurrence once this one is done with. The
 * batch's settings are read in one query, its notices written in one statement and its jobs
 * ended in one, so a minute with many reminders costs a few statements per batch.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { db, jobs, inbox, events } = deps;

  async function end(ended: Ended[], now: Date): Promise<void> {
    if (ended.length === 0) return;
    await jobs.finish(
      db,
      ended.map((e) => e.end),
      now,
    );
    // People due at the same moment with the same zone and settings come back at the same
    // moment: each next moment is worked out once a batch.
    const known = new Map<string, RecurringOccurrence | null>();
    const nextOf = ({ job, settings }: Ended): PlannedReminder | null => {
      if (!isRecurringKind(job.kind)) return null;
      const after = new Date(Math.max(new Date(job.dueAt).getTime(), now.getTime()));
      const key = JSON.stringify([
        job.kind,
        settings.timeZone,
        settings[RECURRING_SETTING[job.kind]],
        after.getTime(),
      ]);
      let next = known.get(key);
      if (next === undefined) known.set(key, (next = nextRecurring(job.kind, settings, after)));
      return next ? { userId: job.userId, ...next } : null;
    };
    await jobs.planMany(
      db,
      ended.flatMap((e) => nextOf(e) ?? []),
    );
  }

  async function sendDigest(
    job: ClaimedJob,
    settings: ReminderSettings,
    now: Date,
  ): Promise<Judged> {
    const weekEnd = new Date(job.dueAt);
    if (!settings.weekly_email.on || !settings.timeZone || !deps.digest) {
      return { action: 'end', status: 'cancelled' };
    }
    if (now.getTime() - weekEnd.getTime() > DIGEST_STALE_AFTER_MS) {
      return { action: 'end', status: 'dropped', error: 'stale' };
    }
    await deps.digest.send({
      userId: job.userId,
      weekStart: new Date(weekEnd.getTime() - 7 * DAY_MS),
      weekEnd,
      timeZone: settings.timeZone,
      unsubscribeUrl: deps.unsubscribeUrl(job.userId),
    });
    return { action: 'end', status: 'sent' };
  }

  async function judge(job: ClaimedJob, settings: ReminderSettings, now: Date): Promise<Judged> {
    if (job.kind === 'weekly_digest') return sendDigest(job, settings, now);
    if (!isNoticeKind(job.kind) || !settings[job.kind].on) {
      return { action: 'end', status: 'cancelled' };
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
    if (plan.action === 'drop') return { action: 'end', status: 'dropped', error: 'stale' };
    if (plan.at.getTime() > now.getTime()) {
      await jobs.postpone(job.id, plan.at);
      return { action: 'held' };
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
      return { action: 'end', status: 'dropped', error: 'logged' };
    }
    const title = plan.late && timeZone ? `${job.title}${lateNote(dueAt, timeZone)}` : job.title;
    return { action: 'send', notice: { ...job, jobId: job.id, kind: job.kind, title } };
  }

  /**
   * The inbox first, once per occurrence (a retried job finds its notice there), with the
   * people's new unread counts sent to their open screens when it commits; then the devices.
   * Answers the channel's results per job.
   */
  async function send(notices: ReminderNotice[], now: Date): Promise<Map<string, PushResult>> {
    await db.transaction(async (tx) => {
      const unread = await inbox.add(tx, notices, now);
      await events.publishManyIn(
        tx,
        [...unread].map(([userId, n]) => ({
          userId,
          event: { type: 'notification.new' as const, unread: n },
        })),
      );
    });
    return deps.push.send(notices, now);
  }

  return {
    /** Ends a job whose tries are used up (its next occurrence, if it recurs, is planned). */
    async fail(job: ClaimedJob, now: Date, error: string): Promise<void> {
      const settings = await deps.settings.get(job.userId);
      await end([{ job, settings, end: { id: job.id, status: 'failed', error } }], now);
    },

    async deliver(claimed: ClaimedJob[], now: Date): Promise<BatchOutcome> {
      const settingsOf = await deps.settings.getMany(claimed.map((job) => job.userId));
      const ended: Ended[] = [];
      const sending: { job: ClaimedJob; settings: ReminderSettings; notice: ReminderNotice }[] = [];
      const failed: BatchOutcome['failed'] = [];
      for (const job of claimed) {
        const settings = settingsOf.get(job.userId) ?? DEFAULT_REMINDER_SETTINGS;
        try {
          const judged = await judge(job, settings, now);
          if (judged.action === 'end') {
            ended.push({
              job,
              settings,
              end: { id: job.id, status: judged.status, error: judged.error },
            });
          } else if (judged.action === 'send') {
            sending.push({ job, settings, notice: judged.notice });
          }
        } catch (error) {
          failed.push({ job, error });
        }
      }
      let pushed = new Map<string, PushResult>();
      try {
        if (sending.length > 0)
          pushed = await send(
            sending.map((s) => s.notice),
            now,
          );
      } catch (error) {
        failed.push(...sending.map(({ job }) => ({ job, error })));
        sending.length = 0;
      }
      // The job ends once every device had it or a push service gave up on it; a crash before
      // this leaves it to be claimed again when its lease ends.
      for (const { job, settings } of sending) {
        const result = pushed.get(job.id) ?? { pending: false };
        if (result.pending && job.attempts < MAX_ATTEMPTS) {
          await jobs.postpone(job.id, retryAt(now, job.attempts), result.error ?? 'push pending');
        } else {
          ended.push({ job, settings, end: { id: job.id, status: 'sent', error: result.error } });
        }
      }
      await end(ended, now);
      return { sent: ended.filter((e) => e.end.status === 'sent').length, failed };
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
