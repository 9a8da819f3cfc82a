import type {
  AdminAuditAction,
  AdminAuditEntry,
  AdminAuditPage,
  AdminCoinAdjustmentResult,
} from '@ketoflow/contracts';
import type { Db, Executor } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AdminAccounts, AdminActor, AdminWallet } from './admin.ports.js';
import type { AuditFilters, AuditRepository, AuditRow } from './audit.repository.js';

type Target = NonNullable<Awaited<ReturnType<AdminAccounts['find']>>>;

function toEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action as AdminAuditAction,
    targetUserId: row.targetUserId,
    targetEmail: row.targetEmail,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}

/**
 * What an admin does to an account, each with a reason and one audit row that
 * commits in the same transaction as the change (decision 023). E-mails are sent by the auth
 * library after the answer, so their audit row records the request, not the delivery.
 */
export function createAdminActionsService(deps: {
  db: Db;
  audit: AuditRepository;
  wallet: AdminWallet;
  accounts: AdminAccounts;
}) {
  const { db, audit, wallet, accounts } = deps;

  async function target(tx: Executor, userId: string): Promise<Target> {
    const found = await accounts.find(tx, userId);
    if (!found) throw new NotFoundError('No such user.');
    return found;
  }

  function notSelf(actor: AdminActor, userId: string, what: string) {
    if (actor.id === userId) throw new ConflictError(`You cannot ${what} your own account here.`);
  }

  const record = (
    tx: Executor,
    actor: AdminActor,
    action: AdminAuditAction,
    on: Target,
    reason: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    audit.record(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetUserId: on.id,
      targetEmail: on.email,
      reason,
      before,
      after,
      ip: actor.ip,
    });

  return {
    /**
     * Credits or debits coins through the ledger (reason admin_adjustment). The client's
     * Idempotency-Key makes a double click or a replayed request move the balance once; a
     * replay answers the first result and writes no second audit row. A debit never takes the
     * balance below zero ("Insufficient balance").
     */
    async adjustCoins(
      actor: AdminActor,
      userId: string,
      input: { direction: 'credit' | 'debit'; amount: number; reason: string },
      key: string,
    ): Promise<AdminCoinAdjustmentResult> {
      const on = await target(db, userId);
      const movement = {
        userId,
        amount: input.amount,
        reason: 'admin_adjustment' as const,
        reference: `admin:${actor.id}`,
        // Namespaced, so an admin's key can never replay one of the user's own movements.
        idempotencyKey: `admin:${key}`,
      };
      return db.transaction(async (tx) => {
        const moved =
          input.direction === 'credit'
            ? await wallet.creditIn(tx, movement)
            : await wallet.debitIn(tx, movement);
        if (!moved.replayed) {
          await record(
            tx,
            actor,
            input.direction === 'credit' ? 'coins.credit' : 'coins.debit',
            on,
            input.reason,
            { balance: moved.balance - moved.entry.amount },
            { balance: moved.balance, amount: moved.entry.amount, ledgerEntryId: moved.entry.id },
          );
        }
        return moved;
      });
    },

    /** Bans the account and signs it out of every session at once. */
    async ban(actor: AdminActor, userId: string, reason: string): Promise<void> {
      notSelf(actor, userId, 'ban');
      await db.transaction(async (tx) => {
        const on = await target(tx, userId);
        if (on.banned) throw new ConflictError('This account is already banned.');
        const ended = await accounts.ban(tx, userId, reason);
        await record(
          tx,
          actor,
          'user.ban',
          on,
          reason,
          { banned: false },
          { banned: true, banReason: reason, sessionsEnded: ended },
        );
      });
      accounts.forget(userId);
    },

    async unban(actor: AdminActor, userId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const on = await target(tx, userId);
        if (!on.banned) throw new ConflictError('This account is not banned.');
        await accounts.unban(tx, userId);
        await record(
          tx,
          actor,
          'user.unban',
          on,
          reason,
          { banned: true, banReason: on.banReason },
          { banned: false },
        );
      });
    },

    async sendConfirmation(actor: AdminActor, userId: string, reason: string): Promise<void> {
      const on = await target(db, userId);
      if (on.emailVerified) throw new ConflictError('This e-mail address is already confirmed.');
      await record(db, actor, 'user.confirmation_email', on, reason, null, { sentTo: on.email });
      await accounts.sendConfirmation(on.email);
    },

    async sendPasswordReset(actor: AdminActor, userId: string, reason: string): Promise<void> {
      const on = await target(db, userId);
      await record(db, actor, 'user.password_reset_email', on, reason, null, { sentTo: on.email });
      await accounts.sendPasswordReset(on.email);
    },

    /** Deletes the account once the admin has typed its e-mail address; the audit row stays. */
    async deleteUser(
      actor: AdminActor,
      userId: string,
      input: { reason: string; confirmEmail: string },
    ): Promise<void> {
      notSelf(actor, userId, 'delete');
      const balance = await wallet.getBalance(userId).catch(() => null);
      await db.transaction(async (tx) => {
        const on = await target(tx, userId);
        if (input.confirmEmail.trim().toLowerCase() !== on.email.toLowerCase())
          throw new ValidationError('The e-mail address you typed is not this account’s.', [
            { path: 'body.confirmEmail', message: 'Type the account’s e-mail address exactly.' },
          ]);
        await record(
          tx,
          actor,
          'user.delete',
          on,
          input.reason,
          { email: on.email, banned: on.banned, balance },
          null,
        );
        await accounts.remove(tx, userId);
      });
      accounts.forget(userId);
    },

    async listAudit(
      filters: AuditFilters,
      limit: number,
      cursor: string | undefined,
    ): Promise<AdminAuditPage> {
      let beforeId: number | undefined;
      if (cursor !== undefined) {
        beforeId = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!Number.isSafeInteger(beforeId) || beforeId <= 0)
          throw new ValidationError('Invalid cursor.');
      }
      const rows = await audit.list(filters, beforeId, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(toEntry),
        nextCursor:
          rows.length > limit && last ? Buffer.from(String(last.id)).toString('base64url') : null,
      };
    },
  };
}

export type AdminActionsService = ReturnType<typeof createAdminActionsService>;
