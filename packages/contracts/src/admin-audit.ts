import { z } from 'zod';
import { ADMIN_PAGE_MAX } from './admin-users.js';

/** What an admin did; one append-only audit row per action. */
export const AdminAuditActionSchema = z.enum([
  'coins.credit',
  'coins.debit',
  'user.ban',
  'user.unban',
  'user.confirmation_email',
  'user.password_reset_email',
  'user.delete',
  'email.resend',
  'order.setup_code',
  'referral.revoke',
]);
export type AdminAuditAction = z.infer<typeof AdminAuditActionSchema>;

export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: AdminAuditActionSchema,
  targetUserId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** GET /api/v1/admin/audit: newest first, keyset paging. */
export const ListAdminAuditQuerySchema = z.object({
  /** The acting admin's id or e-mail (exact). */
  actor: z.string().trim().max(320).optional(),
  /** The target user's id or e-mail (exact). */
  target: z.string().trim().max(320).optional(),
  action: AdminAuditActionSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(50),
  cursor: z.string().max(100).optional(),
});
export type ListAdminAuditQuery = Omit<z.input<typeof ListAdminAuditQuerySchema>, 'limit'> & {
  limit?: number;
};

export const AdminAuditPageSchema = z.object({
  items: z.array(AdminAuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;
