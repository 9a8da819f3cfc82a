import type { Fast, MealListQuery, MealListResponse, WeightLog } from '@ketoflow/contracts';
import type { CoachTip, ProfileReader } from '@ketoflow/domain';

/**
 * Where the weekly summary reads a person's week, each from the module that owns it. Every
 * figure in the e-mail comes from these reads.
 */
export type DigestSources = {
  /** The person's e-mail address; null when the account is gone (auth's user directory). */
  recipient(userId: string): Promise<string | null>;
  /** First name, unit preference and the daily net-carb cap (the profile and its plan). */
  profile: ProfileReader;
  /** The days with diary entries and their totals over a range of dates (meals). */
  diary: { list(userId: string, query: MealListQuery): Promise<MealListResponse> };
  /** The weigh-ins dated in a range, oldest first, and the latest one before it (body). */
  weights: {
    weighInsBetween(
      userId: string,
      from: string,
      to: string,
    ): Promise<{ before: WeightLog | null; within: WeightLog[] }>;
  };
  /** The fasts that ended in a period (fasting's history). */
  fasts: { endedBetween(userId: string, from: Date, to: Date): Promise<Fast[]> };
  /** The coach guide's tip of the week that starts on a date (YYYY-MM-DD). */
  tips: { forWeek(weekStart: string): CoachTip | null };
};
