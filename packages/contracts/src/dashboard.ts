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

export const DashboardTodaySchema = z.object({
  nutrition: MealDaySummarySchema,
  fasting: CurrentFastResponseSchema,
  weight: WeightSummarySchema,
  metashift: MetashiftStateSchema,
  balance: z.number().int(),
});
export type DashboardToday = z.infer<typeof DashboardTodaySchema>;
