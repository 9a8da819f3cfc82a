import { z } from 'zod';

/**
 * user_preferences: what a user dismissed, kept per user on the server so a dismissal on the
 * phone holds on the laptop (decision 019). These keys are stored as they are in preference_key.
 */
export const PREFERENCE_KEYS = [
  'dismissed_popups',
  'dismissed_tours',
  'temp_dismissed_tours',
] as const;
export const PreferenceKeySchema = z.enum(PREFERENCE_KEYS);
export type PreferenceKey = z.infer<typeof PreferenceKeySchema>;

/**
 * The guided tours, one per app screen (the guided tour overlay); a tour's id is the
 * id stored in `dismissed_tours` and `temp_dismissed_tours`.
 */
export const TOUR_IDS = [
  'dashboard',
  'ketovision',
  'my-recipes',
  'my-meals',
  'weight-tracker',
  'fasting-tracker',
  'metashift',
  'meal-plan',
  'dream-me',
  'coach',
  'coin-recharge',
  'profile',
] as const;
export type TourId = (typeof TOUR_IDS)[number];

/** Caps on what one user may store: enough for every tour and hint, never an unbounded list. */
export const PREFERENCE_LIMITS = {
  /** Ids in `dismissed_popups` / `dismissed_tours`, and tours in `temp_dismissed_tours`. */
  maxIds: 100,
  maxIdLength: 64,
  /** The upsert body; the largest valid one is about 8 KB. */
  maxBodyBytes: 16 * 1024,
} as const;

const idMessage = `An id is 1 to ${PREFERENCE_LIMITS.maxIdLength} letters, digits, dots, colons, dashes or underscores.`;

/** A tour or hint id: plain and short, so a stored value can never carry markup or a payload. */
export const PreferenceIdSchema = z
  .string({ error: idMessage })
  .min(1, idMessage)
  .max(PREFERENCE_LIMITS.maxIdLength, idMessage)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, idMessage);

const tooMany = `At most ${PREFERENCE_LIMITS.maxIds} ids.`;

/** `dismissed_popups` and `dismissed_tours`: an object with a list of ids. */
export const DismissedIdsSchema = z.object({
  ids: z.array(PreferenceIdSchema).max(PREFERENCE_LIMITS.maxIds, tooMany),
});
export type DismissedIds = z.infer<typeof DismissedIdsSchema>;

/** A dismissal time in ms since 1970 (a whole, non-negative number). */
export const DismissalTimeSchema = z
  .number({ error: 'A dismissal time is a number of milliseconds.' })
  .int('A dismissal time is a whole number of milliseconds.')
  .min(0, 'A dismissal time cannot be negative.')
  .max(Number.MAX_SAFE_INTEGER, 'A dismissal time is too large.');

/** `temp_dismissed_tours`: `data` maps a tour id to the time it was skipped, in ms. */
export const TempDismissedToursSchema = z.object({
  data: z
    .record(PreferenceIdSchema, DismissalTimeSchema)
    .refine((data) => Object.keys(data).length <= PREFERENCE_LIMITS.maxIds, tooMany),
});
export type TempDismissedTours = z.infer<typeof TempDismissedToursSchema>;

/** GET /api/v1/me/preferences: every key, with an empty value where nothing is stored. */
export const UserPreferencesSchema = z.object({
  dismissed_popups: DismissedIdsSchema,
  dismissed_tours: DismissedIdsSchema,
  temp_dismissed_tours: TempDismissedToursSchema,
});
export type UserPreferences = z.infer<typeof UserPreferencesSchema>;

/**
 * PUT /api/v1/me/preferences: one key and its value, checked against that key's shape. The
 * server merges it with what it holds (ids united, the latest time per tour), so two devices
 * saving at once both keep their dismissals; taking one back is a reset. The user is the
 * session's: a user id in the body is ignored.
 */
export const UpsertPreferenceBodySchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('dismissed_popups'), value: DismissedIdsSchema }),
  z.object({ key: z.literal('dismissed_tours'), value: DismissedIdsSchema }),
  z.object({ key: z.literal('temp_dismissed_tours'), value: TempDismissedToursSchema }),
]);
export type UpsertPreferenceBody = z.infer<typeof UpsertPreferenceBodySchema>;

/** DELETE /api/v1/me/preferences/:key resets one key. */
export const PreferenceKeyParamsSchema = z.object({ key: PreferenceKeySchema });

export const EMPTY_PREFERENCES: UserPreferences = {
  dismissed_popups: { ids: [] },
  dismissed_tours: { ids: [] },
  temp_dismissed_tours: { data: {} },
};
