import { z } from 'zod';

export const METASHIFT_DAYS_AGO_MAX = 365;

export const MetashiftPhaseIdSchema = z.enum([
  'carb_clearance',
  'adaptation',
  'fat_adapted',
  'optimisation',
  'metabolic_flexibility',
]);
export type MetashiftPhaseId = z.infer<typeof MetashiftPhaseIdSchema>;

const daysAgoMessage = `Enter a whole number of days from 1 to ${METASHIFT_DAYS_AGO_MAX}.`;

/**
 * POST /api/v1/metashift/activate: `startNow` restarts the programme today,
 * a positive `daysAgo` dates its start that many days back, and an empty body only sets
 * the flag (the programme continues from its stored start).
 */
export const ActivateMetashiftBodySchema = z
  .object({
    startNow: z.boolean().optional(),
    daysAgo: z
      .number({ error: daysAgoMessage })
      .int(daysAgoMessage)
      .min(1, daysAgoMessage)
      .max(METASHIFT_DAYS_AGO_MAX, daysAgoMessage)
      .optional(),
  })
  .refine((body) => !(body.startNow === true && body.daysAgo !== undefined), {
    path: ['daysAgo'],
    message: 'Choose either "Start today" or a number of days ago, not both.',
  })
  .nullish()
  // A POST without a body arrives as null or undefined: only the flag is set.
  .transform((body) => body ?? {});
export type ActivateMetashiftBody = z.infer<typeof ActivateMetashiftBodySchema>;

/** GET/POST /api/v1/metashift — the user's programme state; days count in the client's `tz`. */
export const MetashiftStateSchema = z.object({
  isActive: z.boolean(),
  /** The stored created_at: the programme's day 1 (also kept while inactive). */
  startedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Day N since activation (day 1 on the start day); null while inactive. */
  day: z.number().int().nullable(),
  phaseId: MetashiftPhaseIdSchema.nullable(),
  nextPhaseId: MetashiftPhaseIdSchema.nullable(),
  /** 1-based day inside the current phase. */
  dayInPhase: z.number().int().nullable(),
  /** Days left until the next phase starts; null in the last phase or while inactive. */
  daysToNextPhase: z.number().int().nullable(),
  /** 0–1 within the current phase (1 in the open-ended last phase). */
  phaseProgress: z.number().nullable(),
  /** 0–1 across the structured programme (days 1–90). */
  overallProgress: z.number().nullable(),
  /** Today's tip for the current phase. */
  tip: z.string().nullable(),
  timeZone: z.string(),
});
export type MetashiftState = z.infer<typeof MetashiftStateSchema>;
