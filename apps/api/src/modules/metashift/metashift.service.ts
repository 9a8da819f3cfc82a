import type { ActivateMetashiftBody, MetashiftState } from '@ketoflow/contracts';
import { metashiftDay, metashiftDayInfo, metashiftStartDaysAgo } from '@ketoflow/domain';
import type { MetashiftRepository, MetashiftRow } from './metashift.repository.js';

export function createMetashiftService(deps: { repo: MetashiftRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  function toState(row: MetashiftRow, timeZone: string): MetashiftState {
    const base = {
      isActive: row.isActive,
      startedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      timeZone,
    };
    if (!row.isActive) {
      return {
        ...base,
        day: null,
        phaseId: null,
        nextPhaseId: null,
        dayInPhase: null,
        daysToNextPhase: null,
        phaseProgress: null,
        overallProgress: null,
        tip: null,
      };
    }
    const info = metashiftDayInfo(metashiftDay(row.createdAt, now(), timeZone));
    return {
      ...base,
      day: info.day,
      phaseId: info.phase.id,
      nextPhaseId: info.nextPhase?.id ?? null,
      dayInPhase: info.dayInPhase,
      daysToNextPhase: info.daysToNextPhase,
      phaseProgress: info.phaseProgress,
      overallProgress: info.overallProgress,
      tip: info.tip,
    };
  }

  return {
    async get(userId: string, timeZone: string): Promise<MetashiftState> {
      return toState(await repo.findOrCreate(userId), timeZone);
    },

    /**
     * Start-now sets created_at to now; a positive number of days sets it that many
     * days back (so today is day N + 1 in the user's time zone); otherwise only the flag is set.
     */
    async activate(
      userId: string,
      body: ActivateMetashiftBody,
      timeZone: string,
    ): Promise<MetashiftState> {
      const at = now();
      const createdAt =
        body.startNow === true
          ? at
          : body.daysAgo !== undefined
            ? metashiftStartDaysAgo(at, body.daysAgo, timeZone)
            : undefined;
      const row = await repo.upsert(userId, {
        isActive: true,
        ...(createdAt ? { createdAt } : {}),
      });
      return toState(row, timeZone);
    },

    /** Only the flag: the stored start stays, so activating again without a start continues. */
    async deactivate(userId: string, timeZone: string): Promise<MetashiftState> {
      return toState(await repo.upsert(userId, { isActive: false }), timeZone);
    },
  };
}

export type MetashiftService = ReturnType<typeof createMetashiftService>;
