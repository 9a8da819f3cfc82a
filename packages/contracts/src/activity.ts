import { z } from 'zod';

/**
 * Activity logging (decision 018). The browser sends small batches of what the
 * signed-in person did in the app; the server stamps the user from the session and stores the
 * entries as they are, so every field here is bounded and every details key is named: nothing
 * free-form reaches the table.
 */

/** The most entries one batch may carry (the browser sends 5 at a time, a page-hide beacon more). */
export const ACTIVITY_BATCH_MAX = 50;
/** Longest page route stored (a path only: no query string or fragment). */
export const ACTIVITY_ROUTE_MAX = 200;
/** Longest label (a route name, a feature, an action, an event…). */
export const ACTIVITY_LABEL_MAX = 64;

export const ActivityTypeSchema = z.enum([
  'page_visit',
  'feature_use',
  'user_interaction',
  'system_event',
]);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/** A short identifier such as `dashboard`, `meals`, `log_meal`, `primary`, `my-recipes`. */
const LabelSchema = z
  .string()
  .min(1)
  .max(ACTIVITY_LABEL_MAX)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits, _ . : - only.');

/** When it happened, by the browser's clock (the row's created_at is the server's). */
const TimestampSchema = z.iso.datetime({ offset: true });

/**
 * The window, around the server's clock, in which an entry's timestamp is believed. Ahead:
 * 5 minutes, room for a device clock that runs a little fast; further ahead is a wrong clock
 * or a made-up entry. Behind: 7 days. The browser keeps unsent entries in memory, failed
 * batches included, until they go through or the tab closes, so an entry can be as old as a
 * tab left open on a laptop that slept or was offline; a week covers that with room to spare,
 * and anything older is no longer "what the person did recently". The server stores the
 * entries inside the window and leaves the others out of `stored`, so one stale entry never
 * costs the batch it travels in (a refused batch is dropped by the browser, not retried).
 */
export const ACTIVITY_TIMESTAMP_MAX_AHEAD_MS = 5 * 60 * 1000;
export const ACTIVITY_TIMESTAMP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A path of the app: `/`, `/dashboard`, `/my-recipes/3f2c…`. Query strings and fragments are
 * refused, since they may carry tokens (password reset, purchase links).
 */
export const ActivityRouteSchema = z
  .string()
  .min(1)
  .max(ACTIVITY_ROUTE_MAX)
  .regex(/^\/[A-Za-z0-9_.~\-/%]*$/, 'A path starting with / without query or fragment.');

/** One browser tab's visit, so entries of one visit can be read together. */
export const ActivitySessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const entryBase = {
  pageRoute: ActivityRouteSchema,
  sessionId: ActivitySessionIdSchema.optional(),
};

/**
 * One entry, per type with its own details (a timestamp and type-specific fields, snake_case:
 * route_name, feature, action, event, button_type, page).
 * Details are strict: an unknown key is refused rather than stored. Other unknown keys of the
 * entry (a `userId`, say) are dropped: the user always comes from the session.
 */
export const ActivityEntrySchema = z.discriminatedUnion('actionType', [
  z.object({
    ...entryBase,
    actionType: z.literal('page_visit'),
    details: z.strictObject({ timestamp: TimestampSchema, route_name: LabelSchema.optional() }),
  }),
  z.object({
    ...entryBase,
    actionType: z.literal('feature_use'),
    details: z.strictObject({
      timestamp: TimestampSchema,
      feature: LabelSchema,
      action: LabelSchema.optional(),
    }),
  }),
  z.object({
    ...entryBase,
    actionType: z.literal('user_interaction'),
    details: z.strictObject({
      timestamp: TimestampSchema,
      action: LabelSchema,
      button_type: LabelSchema.optional(),
      page: LabelSchema.optional(),
    }),
  }),
  z.object({
    ...entryBase,
    actionType: z.literal('system_event'),
    details: z.strictObject({ timestamp: TimestampSchema, event: LabelSchema }),
  }),
]);
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;
export type ActivityDetails = ActivityEntry['details'];

/** POST /api/v1/activity/logs. */
export const ActivityBatchBodySchema = z.object({
  entries: z.array(ActivityEntrySchema).min(1).max(ACTIVITY_BATCH_MAX),
});
export type ActivityBatchBody = z.infer<typeof ActivityBatchBodySchema>;

/**
 * How many entries were stored: 0 when the person has turned activity logging off, and fewer
 * than sent when some timestamps lay outside the window above.
 */
export const ActivityBatchResultSchema = z.object({ stored: z.number().int().min(0) });
export type ActivityBatchResult = z.infer<typeof ActivityBatchResultSchema>;

/** GET/PUT /api/v1/activity/settings: the person's choice and what we hold. */
export const ActivitySettingsSchema = z.object({
  loggingEnabled: z.boolean(),
  /** The last ping (update_user_activity); null when off or never seen. */
  lastActiveAt: z.iso.datetime().nullable(),
  /** Entries older than this are deleted by a daily job (ACTIVITY_RETENTION_DAYS). */
  retentionDays: z.number().int().min(1),
});
export type ActivitySettings = z.infer<typeof ActivitySettingsSchema>;

export const UpdateActivitySettingsBodySchema = z.strictObject({ loggingEnabled: z.boolean() });
export type UpdateActivitySettingsBody = z.infer<typeof UpdateActivitySettingsBodySchema>;

/** GET /api/v1/activity/policy: what the privacy policy states, for visitors too. */
export const ActivityPolicySchema = z.object({ retentionDays: z.number().int().min(1) });
export type ActivityPolicy = z.infer<typeof ActivityPolicySchema>;
