import type { Fast } from '@ketoflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastingService } from './fasting.service.js';

/** Where fasting plans the "goal reached" reminder (the reminders module's service fits). */
export type FastGoalReminders = {
  plan(reminder: {
    userId: string;
    kind: 'fast_goal';
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
/** One occurrence per fast and goal time: an edited start or target plans a new one. */
const prefixOf = (fastId: string) => `fast_goal:${fastId}:`;

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
    if (fast.endedAt === null) await reminders.plan(goalReminder(userId, fast));
  };
  return {
    ...service,
    async start(userId, body) {
      const fast = await service.start(userId, body);
      await safely('planning', () => reminders.plan(goalReminder(userId, fast)));
      return fast;
    },
    async end(userId, id, body) {
      const fast = await service.end(userId, id, body);
      await safely('cancelling', () => reminders.cancel(userId, prefixOf(fast.id)));
      return fast;
    },
    async update(userId, id, body) {
      const fast = await service.update(userId, id, body);
      await safely('planning again', () => replan(userId, fast));
      return fast;
    },
    async remove(userId, id) {
      await service.remove(userId, id);
      await safely('cancelling', () => reminders.cancel(userId, prefixOf(id)));
    },
  };
}
