import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every admin action, append-only. A trigger (migration 0013) raises on UPDATE,
 * DELETE and TRUNCATE, so no admin operation, and no stray SQL, can rewrite history. Actor
 * and target are plain text without foreign keys: deleting an account must not delete (or
 * null out) the record of who deleted it, or of what was done to it.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetUserId: text('target_user_id'),
    targetEmail: text('target_email'),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
  },
  (t) => [
    // Keyset paging is by id (an identity, so it follows time); each filter has its own index.
    index('admin_audit_actor_idx').on(t.actorId, t.id),
    index('admin_audit_target_idx').on(t.targetUserId, t.id),
    index('admin_audit_action_idx').on(t.action, t.id),
    index('admin_audit_created_idx').on(t.createdAt),
  ],
);
