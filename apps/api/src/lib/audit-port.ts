import type { Executor } from '../db/client.js';

/**
 * One row of the admin audit log, as a module that carries out an admin action hands it over.
 * The admin module's audit trail (`createAuditTrail`) fits; each caller names its actions.
 */
export type AuditEntry<Action extends string> = {
  actorId: string;
  actorEmail: string;
  action: Action;
  targetUserId: string | null;
  targetEmail: string | null;
  reason: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
};

/**
 * Where admin actions are recorded: `record` on its own, once the action is done, or
 * `recordIn` on the action's own transaction `tx`, so the row commits with the change.
 */
export type AuditPort<Action extends string> = {
  record(entry: AuditEntry<Action>): Promise<void>;
  recordIn(tx: Executor, entry: AuditEntry<Action>): Promise<void>;
};
