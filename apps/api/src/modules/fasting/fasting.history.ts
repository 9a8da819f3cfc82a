import type { Fast } from '@ketoflow/contracts';
import type { Db } from '../../db/client.js';
import { createFastingRepository } from './fasting.repository.js';
import { toFast } from './fasting.service.js';

/**
 * The fasts a person finished in a period, read straight from the fasting table. It stands
 * apart from the fasting service, which plans goal reminders through the reminders module: a
 * reader the reminders' own weekly summary uses must not depend on the reminders module.
 */
export function createFastingHistory(db: Db) {
  const repo = createFastingRepository(db);
  return {
    /** Fasts that ended at or after `from` and before `to`, the earliest end first. */
    async endedBetween(userId: string, from: Date, to: Date): Promise<Fast[]> {
      return (await repo.listEndedBetween(userId, from, to)).map(toFast);
    },
  };
}

export type FastingHistory = ReturnType<typeof createFastingHistory>;
