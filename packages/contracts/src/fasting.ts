import { z } from 'zod';
import { SafetyFlagSchema } from './onboarding.js';
import { IANA_TIME_ZONE_MAX_LENGTH, isIanaTimeZone } from './time-zone.js';

/**
 * Fasting protocols (decision 010). "X:Y" is X hours fasting and Y hours eating; OMAD is
 * about 23:1; "36h" is dinner on day 1 to breakfast on day 3; "custom" takes its own
 * target.
 */
export const FastingProtocolSchema = z.enum(['16:8', '18:6', '20:4', 'omad', '36h', 'custom']);
export type FastingProtocol = z.infer<typeof FastingProtocolSchema>;

/** Custom targets, whole or half hours: 1 h to 7 days. */
export const FAST_CUSTOM_MIN_HOURS = 1;
export const FAST_CUSTOM_MAX_HOURS = 168;
/** "I started earlier" reaches back at most this far when a fast is started. */
export const FAST_BACKDATE_MAX_HOURS = 48;
/** No recorded fast may be longer than this (edits included): 7 days. */
export const FAST_MAX_DURATION_HOURS = 168;
export const FAST_NOTE_MAX_LENGTH = 500;
export const FASTS_PAGE_MAX = 100;

/**
 * The client's IANA time zone ("Europe/Berlin"), sent as the `tz` query parameter wherever
 * a calendar day matters (streaks, programme days). UTC when absent.
 */
export const IanaTimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(IANA_TIME_ZONE_MAX_LENGTH)
  .refine(isIanaTimeZone, 'Unknown time zone. Use an IANA name such as "Europe/Berlin".');

export const TimeZoneQuerySchema = z.object({ tz: IanaTimeZoneSchema.default('UTC') });
export type TimeZoneQuery = z.infer<typeof TimeZoneQuerySchema>;

const customHoursMessage = `Choose a target between ${FAST_CUSTOM_MIN_HOURS} and ${FAST_CUSTOM_MAX_HOURS} hours.`;

export const FastTargetHoursSchema = z
  .number({ error: customHoursMessage })
  .min(FAST_CUSTOM_MIN_HOURS, customHoursMessage)
  .max(FAST_CUSTOM_MAX_HOURS, customHoursMessage)
  .multipleOf(0.5, 'Use whole or half hours for the target.');

const noteSchema = z
  .string()
  .trim()
  .max(FAST_NOTE_MAX_LENGTH, `Keep the note under ${FAST_NOTE_MAX_LENGTH} characters.`);

const instantSchema = z.iso.datetime({
  offset: true,
  error: 'Use a date and time such as 2026-03-14T08:30:00Z.',
});

/** POST /api/v1/fasts — start a fast now or up to 48 h ago. */
export const StartFastBodySchema = z
  .object({
    protocol: FastingProtocolSchema,
    /** Required for "custom", ignored otherwise (the protocol fixes the target). */
    targetHours: FastTargetHoursSchema.optional(),
    /** When the fast really began ("I started earlier"); now when absent. */
    startedAt: instantSchema.optional(),
    note: noteSchema.optional(),
    /** The user has read the caution for this fast (see FastCautionSchema). */
    acknowledgeCaution: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.protocol === 'custom' && body.targetHours === undefined) {
      ctx.addIssue({ code: 'custom', path: ['targetHours'], message: customHoursMessage });
    }
  });
export type StartFastBody = z.infer<typeof StartFastBodySchema>;

/** POST /api/v1/fasts/:id/end — now when endedAt is absent. */
export const EndFastBodySchema = z
  .object({ endedAt: instantSchema.optional() })
  .nullish()
  // A POST without a body arrives as null or undefined: the same as {}.
  .transform((body) => body ?? {});
export type EndFastBody = z.infer<typeof EndFastBodySchema>;

/** PATCH /api/v1/fasts/:id — any subset; endedAt only on a fast that has ended. */
export const UpdateFastBodySchema = z
  .object({
    protocol: FastingProtocolSchema.optional(),
    targetHours: FastTargetHoursSchema.optional(),
    startedAt: instantSchema.optional(),
    endedAt: instantSchema.optional(),
    note: noteSchema.nullable().optional(),
    acknowledgeCaution: z.boolean().optional(),
  })
  .refine(
    (body) =>
      Object.entries(body).some(
        ([key, value]) => key !== 'acknowledgeCaution' && value !== undefined,
      ),
    'Nothing to change.',
  );
export type UpdateFastBody = z.infer<typeof UpdateFastBodySchema>;

/** Any id that is not one of the user's fasts (malformed included) is a 404, never a 400. */

export const FastSchema = z.object({
  id: z.string(),
  protocol: FastingProtocolSchema,
  targetHours: z.number(),
  startedAt: z.iso.datetime(),
  /** null while the fast is running. */
  endedAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  /** Hours from start to end; null while running (the client's timer measures it). */
  durationHours: z.number().nullable(),
  /** Duration ≥ target; null while running. */
  completed: z.boolean().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Fast = z.infer<typeof FastSchema>;

/** What the fasting screen needs to respect the onboarding safety answers. */
export const FastingSafetySchema = z.object({
  /** The user's own onboarding safety answers (empty without onboarding). */
  flags: z.array(SafetyFlagSchema),
  /** False when a flag rules out fasts longer than 24 h. */
  extendedFastingAllowed: z.boolean(),
});
export type FastingSafety = z.infer<typeof FastingSafetySchema>;

/** GET /api/v1/fasts/current */
export const CurrentFastResponseSchema = z.object({
  fast: FastSchema.nullable(),
  /** The server's clock when it answered: the client corrects its own clock by the difference. */
  serverTime: z.iso.datetime(),
  safety: FastingSafetySchema,
});
export type CurrentFastResponse = z.infer<typeof CurrentFastResponseSchema>;

export const ListFastsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FASTS_PAGE_MAX).default(20),
  /** Opaque cursor from a previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
});
export type ListFastsQuery = z.infer<typeof ListFastsQuerySchema>;

/** GET /api/v1/fasts — finished fasts, newest first. The running one is in /current. */
export const FastsPageSchema = z.object({
  items: z.array(FastSchema),
  nextCursor: z.string().nullable(),
});
export type FastsPage = z.infer<typeof FastsPageSchema>;

/** GET /api/v1/fasts/stats?tz= — over finished fasts, days in the client's time zone. */
export const FastingStatsSchema = z.object({
  totalFasts: z.number().int(),
  completedFasts: z.number().int(),
  /** completed / total, 0–1; null without fasts. */
  completionRate: z.number().nullable(),
  /** Consecutive days (ending today or yesterday) on which a completed fast ended. */
  currentStreakDays: z.number().int(),
  longestStreakDays: z.number().int(),
  /** Mean duration of the 7 / 30 most recent fasts; null without fasts. */
  averageHoursLast7: z.number().nullable(),
  averageHoursLast30: z.number().nullable(),
  longestFastHours: z.number().nullable(),
  totalHours: z.number(),
  timeZone: z.string(),
});
export type FastingStats = z.infer<typeof FastingStatsSchema>;
