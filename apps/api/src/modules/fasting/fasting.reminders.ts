import type { Fast } from '@ketoflow/contracts';
import { fastingProtocol } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastingService } from './fasting.service.js';

/**
 * Where fasting plans its reminders, "goal reached" and "the eating window closes" (the
 * reminders module's service fits).
 */
export type FastGoalReminders = {
  plan(reminder: {
    userId: string;
    kind: 'fast_goal' | 'eating_window_closes';
    occurrence: string;
    dueAt: Date;
    title: string;
    body: string;
    url: string;
  }): Promise<unknown>;
  /** Cancels the still-due occurrences whose key starts with `prefix`. */
  cancel(userId: string, prefix: string): Promise<void>;
};

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** One occurrence per fast and goal time: an edited start or target plans a new one. */
const prefixOf = (fastId: string) => `fast_goal:${fastId}:`;
/** The eating window after a fast: one per fast and end time. */
const WINDOW_PREFIX = 'eating_window_closes:';
const windowPrefixOf = (fastId: string) => `${WINDOW_PREFIX}${fastId}:`;
/** The reminder comes this long before the window closes, time for a last meal. */
const WINDOW_NOTICE_MINUTES = 30;

/**
 * After a fast of a daily rhythm (16:8, 18:6, 20:4, OMAD) ends, its eating window runs for the
 * protocol's eating hours; the reminder says it closes soon. Other fasts have no window.
 */
function windowReminder(userId: string, fast: Fast) {
  const eatHours = fastingProtocol(fast.protocol).eatHours;
  if (fast.endedAt === null || eatHours === null) return null;
  const closesAt = new Date(fast.endedAt).getTime() + eatHours * HOUR_MS;
  const dueAt = new Date(closesAt - WINDOW_NOTICE_MINUTES * MINUTE_MS);
  return {
    userId,
    kind: 'eating_window_closes' as const,
    occurrence: `${windowPrefixOf(fast.id)}${fast.endedAt}`,
    dueAt,
    title: 'Eating window closes soon',
    body: `Your ${fastingProtocol(fast.protocol).label} eating window closes in ${WINDOW_NOTICE_MINUTES} minutes.`,
    url: '/fasting-tracker',
  };
}

/** The words a lock screen may show: the goal, no weights or other health data. */
function goalReminder(userId: string, fast: Fast) {
  const dueAt = new Date(new Date(fast.startedAt).getTime() + fast.targetHours * HOUR_MS);
  return {
    userId,
    kind: 'fast_goal' as const,
    occurrence: `${prefixOf(fast.id)}${dueAt.toISOString()}`,
    dueAt,
    title: 'Fast goal reached',
    body: `You reached your ${fast.targetHours}-hour goal. End your fast when you are ready.`,
    url: '/fasting-tracker',
  };
}

/**
 * The fasting service with its goal reminder kept in step: planned when a fast starts (or its
 * start or target changes while it runs), cancelled when it ends or is deleted first. A
 * reminder that cannot be planned is logged; the fast itself is never refused for it.
 */
export function withGoalReminders(
  service: FastingService,
  reminders: FastGoalReminders,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): FastingService {
  const safely = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      logger.warn({ err: error }, `fast goal reminder: ${what} failed`);
    }
  };
  const replan = async (userId: string, fast: Fast) => {
    await reminders.cancel(userId, prefixOf(fast.id));
    await reminders.cancel(userId, windowPrefixOf(fast.id));
    if (fast.endedAt === null) await reminders.plan(goalReminder(userId, fast));
    const window = windowReminder(userId, fast);
    if (window) await reminders.plan(window);
  };
  return {
    ...service,
    async start(userId, body) {
      const fast = await service.start(userId, body);
      await safely('planning', async () => {
        // A new fast closes any eating window still open.
        await reminders.cancel(userId, WINDOW_PREFIX);
        await reminders.plan(goalReminder(userId, fast));
      });
      return fast;
    },
    async end(userId, id, body) {
      const fast = await service.end(userId, id, body);
      await safely('planning the eating window', () => replan(userId, fast));
      return fast;
    },
    async update(userId, id, body) {
      const fast = await service.update(userId, id, body);
      await safely('planning again', () => replan(userId, fast));
      return fast;
    },
    async remove(userId, id) {
      await service.remove(userId, id);
      await safely('cancelling', async () => {
        await reminders.cancel(userId, prefixOf(id));
        await reminders.cancel(userId, windowPrefixOf(id));
      });
    },
  };
}
