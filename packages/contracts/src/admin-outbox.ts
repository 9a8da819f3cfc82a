import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-commerce.js';

/**
 * The e-mail outbox as the admin area sees it. `stored`: no mail server is
 * configured and the message waits here; `sent`; `failed` (kept for a retry); `sending`: a
 * retry holds it right now.
 */
export const OUTBOX_STATUSES = ['stored', 'sent', 'failed', 'sending'] as const;
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);

/**
 * The kinds of e-mail the app sends, for the admin list's filter. `kind` stays a free string
 * on the wire, so a kind added later is still listed (and filtered by its name).
 */
export const OUTBOX_KINDS = [
  'email_verification',
  'password_reset',
  'existing_account',
  'account_suspended',
  'purchase_setup_code',
  'weekly_summary',
] as const;

export const AdminEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type AdminEmail = z.infer<typeof AdminEmailSchema>;

/**
 * The preview. A sent message's body is not kept (its links are live credentials); links that
 * carry a token or code show it as `[hidden]`, so a preview never hands an admin a way into
 * someone's account. `html` is the HTML part under the same rules, null when there is none.
 */
export const AdminEmailDetailSchema = AdminEmailSchema.extend({
  body: z.string().nullable(),
  html: z.string().nullable(),
});
export type AdminEmailDetail = z.infer<typeof AdminEmailDetailSchema>;

export const AdminEmailsQuerySchema = AdminPageQuerySchema.extend({
  /** The recipient's address, or part of it. */
  q: z.string().trim().max(200).optional(),
  status: OutboxStatusSchema.optional(),
  /** One kind of e-mail (`weekly_summary`, `password_reset`…). */
  kind: z.string().trim().min(1).max(64).optional(),
});
export type AdminEmailsQuery = z.infer<typeof AdminEmailsQuerySchema>;

export const AdminEmailPageSchema = z.object({
  items: z.array(AdminEmailSchema),
  nextCursor: z.string().nullable(),
  /** Messages not delivered: stored (no mail server) and failed. */
  backlog: z.object({ stored: z.number().int(), failed: z.number().int() }),
});
export type AdminEmailPage = z.infer<typeof AdminEmailPageSchema>;
