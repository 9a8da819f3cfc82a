import { z } from 'zod';
import { IanaTimeZoneSchema, CurrentFastResponseSchema } from './fasting.js';
import { MealDateSchema, MealDaySummarySchema } from './meals.js';
import { MetashiftStateSchema } from './metashift.js';
import { WeightSummarySchema } from './body.js';

/** GET /api/v1/dashboard/today — everything the dashboard shows, in one round trip. */
export const DashboardQuerySchema = z.object({
  /** The user's calendar day (their time zone decides what "today" is). */
  date: MealDateSchema,
  tz: IanaTimeZoneSchema.default('UTC'),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

/**
 * Days in a row logged within the net-carb limit (the diary's days). `today`: kept (logged and
 * within), over (logged above the limit: the run is broken) or open (nothing logged yet today).
 */
export const LoggingStreakSchema = z.object({
  current: z.number().int().min(0),
  best: z.number().int().min(0),
  today: z.enum(['kept', 'over', 'open']),
});
export type LoggingStreakView = z.infer<typeof LoggingStreakSchema>;

/** Today's keto score (0–100) and the line that explains it; null before a log or a plan. */
export const KetoDaySchema = z.object({
  score: z.number().int().min(0).max(100),
  line: z.string(),
});
export type KetoDayView = z.infer<typeof KetoDaySchema>;

export const DashboardTodaySchema = z.object({
  nutrition: MealDaySummarySchema,
  fasting: CurrentFastResponseSchema,
  weight: WeightSummarySchema,
  metashift: MetashiftStateSchema,
  balance: z.number().int(),
  streak: LoggingStreakSchema,
  ketoDay: KetoDaySchema.nullable(),
});
export type DashboardToday = z.infer<typeof DashboardTodaySchema>;
