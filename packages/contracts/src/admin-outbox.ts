import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-commerce.js';

/**
 * The e-mail outbox as the admin area sees it. `stored`: no mail server is
 * configured and the message waits here; `sent`; `failed` (kept for a retry); `sending`: a
 * retry holds it right now.
 */
export const OUTBOX_STATUSES = ['stored', 'sent', 'failed', 'sending'] as const;
export const OutboxStatusSchema = z.enum(OUTBOX_STATUSES);

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
 * someone's account.
 */
export const AdminEmailDetailSchema = AdminEmailSchema.extend({ body: z.string().nullable() });
export type AdminEmailDetail = z.infer<typeof AdminEmailDetailSchema>;

export const AdminEmailsQuerySchema = AdminPageQuerySchema.extend({
  /** The recipient's address, or part of it. */
  q: z.string().trim().max(200).optional(),
  status: OutboxStatusSchema.optional(),
});
export type AdminEmailsQuery = z.infer<typeof AdminEmailsQuerySchema>;

export const AdminEmailPageSchema = z.object({
  items: z.array(AdminEmailSchema),
  nextCursor: z.string().nullable(),
  /** Messages not delivered: stored (no mail server) and failed. */
  backlog: z.object({ stored: z.number().int(), failed: z.number().int() }),
});
export type AdminEmailPage = z.infer<typeof AdminEmailPageSchema>;
