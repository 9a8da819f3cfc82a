import type { CreateWaterBody, WaterDay, WaterEntry, WaterTargetBody } from '@ketoflow/contracts';
import { waterGuidanceMl, type ProfileReader } from '@ketoflow/domain';
import { createDiaryDateCheck } from '../../lib/diary-date.js';
import { NotFoundError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { WaterLogRow, WaterRepository } from './water.repository.js';

type WaterTarget = Pick<WaterDay, 'targetMl' | 'targetSource'>;

function toEntry(row: WaterLogRow): WaterEntry {
  return {
    id: row.id,
    date: row.date,
    amountMl: row.amountMl,
    loggedAt: row.loggedAt.toISOString(),
  };
}

/**
 * The water log: drinks on diary days, the day's total and the target in force. `profile`
 * gives the sex from onboarding, which picks the guidance when there is no own target.
 */
export function createWaterService(deps: {
  repo: WaterRepository;
  profile: ProfileReader;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const checkDate = createDiaryDateCheck(now, 'water');

  async function target(userId: string): Promise<WaterTarget> {
    const own = await repo.findTarget(userId);
    if (own !== null) return { targetMl: own, targetSource: 'own' };
    const sex = (await deps.profile.read(userId))?.answers.sex ?? null;
    return { targetMl: waterGuidanceMl(sex), targetSource: 'guidance' };
  }

  return {
    /** The day's drinks (newest first), their total and the target in force. */
    async day(userId: string, date: string): Promise<WaterDay> {
      const [rows, goal] = await Promise.all([repo.listDay(userId, date), target(userId)]);
      return {
        date,
        totalMl: rows.reduce((sum, row) => sum + row.amountMl, 0),
        ...goal,
        entries: rows.map(toEntry),
      };
    },

    /** A drink on a diary day; without a time from the device it was drunk now. */
    async create(userId: string, body: CreateWaterBody): Promise<WaterEntry> {
      checkDate(body.date, 'body.date');
      const row = await repo.insert(userId, {
        date: body.date,
        amountMl: body.amountMl,
        loggedAt: body.loggedAt ? new Date(body.loggedAt) : now(),
      });
      return toEntry(row);
    },

    /** Undo a drink. Another user's entry, like a missing or malformed id, is not found. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(isUuid(id) && (await repo.delete(userId, id)))) {
        throw new NotFoundError('Water entry not found.');
      }
    },

    /** The person's own daily target, or (null) the guidance for their sex again. */
    async setTarget(userId: string, body: WaterTargetBody): Promise<WaterTarget> {
      if (body.targetMl === null) await repo.clearTarget(userId);
      else await repo.saveTarget(userId, body.targetMl);
      return target(userId);
    },
  };
}

export type WaterService = ReturnType<typeof createWaterService>;
