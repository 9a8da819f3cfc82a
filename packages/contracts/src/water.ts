import { z } from 'zod';
import { MealDateSchema } from './meals.js';

/** What one log may add: a sip to a big bottle (5 l is more than anyone drinks at once). */
export const WATER_AMOUNT_BOUNDS = { min: 1, max: 5000 } as const;
export const WATER_AMOUNT_MESSAGE = 'Enter an amount between 1 and 5,000 ml.';
/** A daily target a person may set: half a litre to six litres. */
export const WATER_TARGET_BOUNDS = { min: 500, max: 6000 } as const;
export const WATER_TARGET_MESSAGE = 'Set a daily target between 500 and 6,000 ml.';

/** One drink logged: its diary day, its amount in millilitres and when it was logged. */
export const WaterEntrySchema = z.object({
  id: z.uuid(),
  date: MealDateSchema,
  amountMl: z.number().int(),
  loggedAt: z.iso.datetime({ offset: true }),
});
export type WaterEntry = z.infer<typeof WaterEntrySchema>;

/** POST /api/v1/water: a drink on a diary day (the person's own calendar day). */
export const CreateWaterBodySchema = z.object({
  date: MealDateSchema,
  amountMl: z
    .number({ error: WATER_AMOUNT_MESSAGE })
    .int({ error: WATER_AMOUNT_MESSAGE })
    .min(WATER_AMOUNT_BOUNDS.min, { error: WATER_AMOUNT_MESSAGE })
    .max(WATER_AMOUNT_BOUNDS.max, { error: WATER_AMOUNT_MESSAGE }),
  /** When it was logged on the device (a log made offline keeps its own time). */
  loggedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateWaterBody = z.infer<typeof CreateWaterBodySchema>;

export const WaterDayQuerySchema = z.object({ date: MealDateSchema });

/**
 * A day's water: the total, the target in force (`targetSource`: the person's own, or the
 * guidance for their sex from the questionnaire) and the drinks, newest first.
 */
export const WaterDaySchema = z.object({
  date: MealDateSchema,
  totalMl: z.number().int(),
  targetMl: z.number().int(),
  targetSource: z.enum(['own', 'guidance']),
  entries: z.array(WaterEntrySchema),
});
export type WaterDay = z.infer<typeof WaterDaySchema>;

/** PUT /api/v1/water/target: the person's own daily target, or null for the guidance again. */
export const WaterTargetBodySchema = z.object({
  targetMl: z
    .number({ error: WATER_TARGET_MESSAGE })
    .int({ error: WATER_TARGET_MESSAGE })
    .min(WATER_TARGET_BOUNDS.min, { error: WATER_TARGET_MESSAGE })
    .max(WATER_TARGET_BOUNDS.max, { error: WATER_TARGET_MESSAGE })
    .nullable(),
});
export type WaterTargetBody = z.infer<typeof WaterTargetBodySchema>;
