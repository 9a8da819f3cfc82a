import { z } from 'zod';
import { IanaTimeZoneSchema } from './fasting.js';
import { NotificationKindSchema } from './notifications.js';

/** A time on the person's clock, "HH:MM" (24 h). */
export const LocalTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 07:30.');

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WeekdaySchema = z.number().int().min(1).max(7);

const toggle = z.object({ on: z.boolean() });
const timed = z.object({ on: z.boolean(), time: LocalTimeSchema });

/**
 * What a person wants to be reminded of, each kind on or off with its time, in their time zone
 * (kept here, so reminders come at their local time even when no device is open). Quiet hours
 * hold reminders until they end.
 */
export const ReminderSettingsSchema = z.object({
  /** Null until a device of theirs has told the server its zone. */
  timeZone: IanaTimeZoneSchema.nullable(),
  quietHours: z.object({ on: z.boolean(), start: LocalTimeSchema, end: LocalTimeSchema }),
  fast_goal: toggle,
  eating_window_closes: toggle,
  weigh_in: z.object({
    on: z.boolean(),
    days: z
      .array(WeekdaySchema)
      .min(1, 'Choose at least one day for weigh-ins.')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Choose each day once.'),
    time: LocalTimeSchema,
  }),
  nothing_logged: timed,
  metashift_phase: timed,
  low_balance: toggle,
  /** The weekly summary e-mail (opt-in). */
  weekly_email: toggle,
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** PUT /api/v1/reminders/settings: the whole settings, with the zone of the device saving them. */
export const UpdateReminderSettingsBodySchema = ReminderSettingsSchema.extend({
  timeZone: IanaTimeZoneSchema,
});
export type UpdateReminderSettingsBody = z.infer<typeof UpdateReminderSettingsBodySchema>;

/** What a person has until they change it: the notices most people want, nothing noisy. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  timeZone: null,
  quietHours: { on: true, start: '22:00', end: '07:00' },
  fast_goal: { on: true },
  eating_window_closes: { on: false },
  weigh_in: { on: false, days: [1], time: '07:30' },
  nothing_logged: { on: false, time: '20:00' },
  metashift_phase: { on: true, time: '08:00' },
  low_balance: { on: true },
  weekly_email: { on: false },
};

/** PUT /api/v1/reminders/time-zone: the device's zone, sent when it differs from the kept one. */
export const ReminderTimeZoneBodySchema = z.object({ timeZone: IanaTimeZoneSchema });
export type ReminderTimeZoneBody = z.infer<typeof ReminderTimeZoneBodySchema>;

export const PUSH_DEVICE_NAME_MAX_LENGTH = 60;
const deviceName = z
  .string()
  .trim()
  .min(1, 'Give the device a name.')
  .max(
    PUSH_DEVICE_NAME_MAX_LENGTH,
    `Keep the name under ${PUSH_DEVICE_NAME_MAX_LENGTH} characters.`,
  );

/** Why a subscription was refused: its endpoint is not a push service the server sends to. */
export const PUSH_ENDPOINT_REFUSED = 'This push service address is not accepted.';

/**
 * A browser's push subscription, as `PushSubscription.toJSON()` gives it. Browsers always give
 * an https endpoint; which push services are accepted is the server's own list, which an
 * operator may widen with a plain-http origin (a local test push service).
 */
export const PushSubscribeBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: PUSH_ENDPOINT_REFUSED }).max(2048),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'The subscription key is not valid.'),
    /** The browser's auth secret, base64url (16 bytes). */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}$/, 'The subscription key is not valid.'),
  }),
  name: deviceName,
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBodySchema>;

export const RenamePushDeviceBodySchema = z.object({ name: deviceName });
export type RenamePushDeviceBody = z.infer<typeof RenamePushDeviceBodySchema>;

/** A device that gets reminders by push. The endpoint itself is never sent back. */
export const PushDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** The last time the push service accepted a reminder for it. */
  lastDeliveredAt: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** GET /api/v1/push/devices: the server's public VAPID key (to subscribe with) and the devices. */
export const PushDevicesSchema = z.object({
  vapidPublicKey: z.string(),
  devices: z.array(PushDeviceSchema),
});
export type PushDevices = z.infer<typeof PushDevicesSchema>;

/**
 * What a reminder's push message carries, encrypted for the device: the notice's own words and
 * the screen a tap opens, nothing else. `tag` is the occurrence, so showing the same reminder
 * again replaces its notification instead of adding one.
 */
export const PushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  kind: NotificationKindSchema,
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** The signed token of an unsubscribe link (query `token`). */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(512),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuerySchema>;

/** What following an unsubscribe link did: `already` when it had been used before. */
export const UnsubscribeResultSchema = z.object({
  unsubscribed: z.literal(true),
  already: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
