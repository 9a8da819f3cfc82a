import type { AdminAuditAction } from '@ketoflow/contracts';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { adminAudit } from './admin.schema.js';

export type AuditRecord = {
  actorId: string;
  actorEmail: string;
  action: AdminAuditAction;
  targetUserId: string | null;
  targetEmail: string | null;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
};

export type AuditFilters = {
  actor?: string | undefined;
  target?: string | undefined;
  action?: AdminAuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export type AuditRow = typeof adminAudit.$inferSelect;

/** The audit log: insert and read, nothing else (the table's trigger refuses the rest). */
export function createAuditRepository(db: Db) {
  return {
    /** On the caller's transaction, so the row commits with the change it records. */
    async record(tx: Executor, entry: AuditRecord): Promise<void> {
      await tx.insert(adminAudit).values(entry);
    },

    async list(filters: AuditFilters, beforeId: number | undefined, limit: number) {
      const person = (idColumn: AnyPgColumn, emailColumn: AnyPgColumn, value: string) =>
        or(eq(idColumn, value), sql`lower(${emailColumn}) = ${value.toLowerCase()}`);
      return db
        .select()
        .from(adminAudit)
        .where(
          and(
            filters.actor
              ? person(adminAudit.actorId, adminAudit.actorEmail, filters.actor)
              : undefined,
            filters.target
              ? person(adminAudit.targetUserId, adminAudit.targetEmail, filters.target)
              : undefined,
            filters.action ? eq(adminAudit.action, filters.action) : undefined,
            filters.from ? sql`${adminAudit.createdAt} >= ${filters.from}::timestamptz` : undefined,
            filters.to ? sql`${adminAudit.createdAt} < ${filters.to}::timestamptz` : undefined,
            beforeId === undefined ? undefined : lt(adminAudit.id, beforeId),
          ),
        )
        .orderBy(desc(adminAudit.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
