import { z } from 'zod';

/** What a person can be reminded of, and so what a notice in the inbox is about. */
export const REMINDER_KINDS = [
  'fast_goal',
  'eating_window_closes',
  'weigh_in',
  'nothing_logged',
  'metashift_phase',
  'low_balance',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const NotificationKindSchema = z.enum(REMINDER_KINDS);
export type NotificationKind = ReminderKind;

/** A notice in the in-app inbox: a delivered reminder. */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** The app screen a tap opens. */
  url: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 50;

/** The newest notices first, and how many of all of them are unread. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
