import { upcomingPhaseStarts, type PhaseStart } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MetashiftService } from './metashift.service.js';

/** Where Metashift plans "a new phase starts" (the reminders module's service fits). */
export type PhaseReminders = {
  /** Replaces the person's planned phase reminders with these first days. */
  planPhases(userId: string, phases: PhaseStart[]): Promise<void>;
  cancel(userId: string, prefix: string): Promise<void>;
};

/**
 * The programme with its phase reminders kept in step: starting (or restarting) it plans a
 * reminder for the first day of each phase still ahead; stopping it cancels them. A reminder
 * that cannot be planned is logged; the programme itself is never refused for it.
 */
export function withPhaseReminders(
  service: MetashiftService,
  reminders: PhaseReminders,
  logger: Pick<FastifyBaseLogger, 'warn'>,
  now: () => Date = () => new Date(),
): MetashiftService {
  const safely = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      logger.warn({ err: error }, `Metashift phase reminders: ${what} failed`);
    }
  };
  return {
    ...service,
    async activate(userId, body, timeZone) {
      const state = await service.activate(userId, body, timeZone);
      await safely('planning', () =>
        reminders.planPhases(
          userId,
          upcomingPhaseStarts(new Date(state.startedAt), now(), timeZone),
        ),
      );
      return state;
    },
    async deactivate(userId, timeZone) {
      const state = await service.deactivate(userId, timeZone);
      await safely('cancelling', () => reminders.cancel(userId, 'metashift_phase:'));
      return state;
    },
  };
}
