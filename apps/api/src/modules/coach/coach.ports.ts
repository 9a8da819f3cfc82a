import type {
  CurrentFastResponse,
  MealDaySummary,
  MetashiftState,
  WaterDay,
  WeightSummary,
} from '@ketoflow/contracts';
import type { ProfileReader } from '@ketoflow/domain';
import type { PaidActionRunner } from '../ai/index.js';

/**
 * Where the coach reads the user's own numbers (each module's service fits): every figure
 * it says comes from these, never from a model.
 */
export type CoachSources = {
  profile: ProfileReader;
  diary: { summary(userId: string, date: string): Promise<MealDaySummary> };
  fasting: { getCurrent(userId: string): Promise<CurrentFastResponse> };
  weight: { summary(userId: string): Promise<WeightSummary> };
  water: { day(userId: string, date: string): Promise<Pick<WaterDay, 'totalMl' | 'targetMl'>> };
  metashift: { get(userId: string, timeZone: string): Promise<MetashiftState> };
  plans: {
    planForDay(
      userId: string,
      today: string,
    ): Promise<{ name: string; day: number; duration: number; meals: unknown[] } | null>;
  };
};

/** A coach answer is a paid action. */
export type CoachPayments = Pick<PaidActionRunner, 'runPaidAction'>;
