import { ErrorCode } from '@ketoflow/contracts';
import type {
  AdminEmail,
  AdminEmailDetail,
  AdminEmailPage,
  AdminEmailsQuery,
} from '@ketoflow/contracts';
import { and, count, desc, eq, ilike, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxEmails } from './outbox.schema.js';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { before, decodeCursor, pageOf } from '../../lib/keyset.js';
import type { Mailer } from '../../lib/mailer.js';

type Row = typeof outboxEmails.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** After this many attempts only an admin's resend tries again. */
export const MAX_AUTOMATIC_ATTEMPTS = 5;
/** The wait before automatic attempt n+1: 5 min, 10, 20, 40. */
const backoffMs = (attempts: number) => 5 * 60_000 * 2 ** Math.max(0, attempts - 1);
/** A `sending` claim older than this belonged to a process that died mid-send. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * Links' secrets (`?token=…`, `&code=…`, `&amp;token=…` in HTML) and a set-up code on a line of
 * its own. A secret ends at a space, `&`, a quote or an angle bracket, so a link inside an HTML
 * attribute keeps its closing quote.
 */
export function redactSecrets(body: string): string {
  return body
    .replace(/((?:[?&]|&amp;)(?:token|code)=)[^\s&"'<>]+/gi, '$1[hidden]')
    .replace(/^(\s*)\d{6,8}(\s*)$/gm, '$1[hidden]$2');
}

function toEmail(row: Row): AdminEmail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: row.status as AdminEmail['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox for the admin area, and the retry job for failed deliveries. */
export function createOutboxService(deps: { db: Db; mailer: Mailer }) {
  const { db, mailer } = deps;

  async function find(id: string): Promise<Row> {
    const rows = UUID.test(id)
      ? await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1)
      : [];
    if (!rows[0]) throw new NotFoundError('No e-mail has this id.');
    return rows[0];
  }

  /** Messages not delivered: stored (no mail server) and failed. */
  async function backlog(): Promise<{ stored: number; failed: number }> {
    const counts = await db
      .select({ status: outboxEmails.status, n: count() })
      .from(outboxEmails)
      .where(inArray(outboxEmails.status, ['stored', 'failed']))
      .groupBy(outboxEmails.status);
    const totals = { stored: 0, failed: 0 };
    for (const c of counts) totals[c.status as keyof typeof totals] = Number(c.n);
    return totals;
  }

  return {
    backlog,
    async list(query: AdminEmailsQuery): Promise<AdminEmailPage> {
      const q = query.q?.trim().toLowerCase();
      const rows = await db
        .select()
        .from(outboxEmails)
        .where(
          and(
            before(outboxEmails.createdAt, outboxEmails.id, decodeCursor(query.cursor)),
            q
              ? ilike(outboxEmails.toAddress, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
              : undefined,
            query.status ? eq(outboxEmails.status, query.status) : undefined,
            query.kind ? eq(outboxEmails.kind, query.kind) : undefined,
          ),
        )
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
      return {
        items: page.items.map(toEmail),
        nextCursor: page.nextCursor,
        backlog: await backlog(),
      };
    },

    async get(id: string): Promise<AdminEmailDetail> {
      const row = await find(id);
      const kept = row.status !== 'sent' && row.textBody !== '';
      return {
        ...toEmail(row),
        body: kept ? redactSecrets(row.textBody) : null,
        html: kept && row.htmlBody !== null ? redactSecrets(row.htmlBody) : null,
      };
    },

    /** An admin's resend of a failed message. */
    async resend(id: string): Promise<{ before: AdminEmail; after: AdminEmail }> {
      const row = await find(id);
      if (!mailer.delivers)
        throw new AppError(
          ErrorCode.MAIL_NOT_CONFIGURED,
          503,
          'No mail server is configured (SMTP_URL): stored e-mails are read here, not sent.',
        );
      const refused = (status: string) =>
        new ConflictError(`Only a failed e-mail can be sent again; this one is ${status}.`);
      if (row.status !== 'failed') throw refused(row.status);
      // Another resend (a double click) or the retry job may hold it at this very moment.
      if ((await mailer.retry(id)) === null) throw refused('being sent already');
      return { before: toEmail(row), after: toEmail(await find(id)) };
    },

    /**
     * The retry job: failed messages whose wait is over are tried again, up to
     * MAX_AUTOMATIC_ATTEMPTS; claims left by a dead process are freed first.
     */
    async retryDue(now: Date): Promise<number> {
      if (!mailer.delivers) return 0;
      await db
        .update(outboxEmails)
        .set({ status: 'failed', lastError: 'interrupted while sending', updatedAt: now })
        .where(
          and(
            eq(outboxEmails.status, 'sending'),
            lt(outboxEmails.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        );
      const due = await db
        .select({
          id: outboxEmails.id,
          attempts: outboxEmails.attempts,
          at: outboxEmails.updatedAt,
        })
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.status, 'failed'),
            lt(outboxEmails.attempts, MAX_AUTOMATIC_ATTEMPTS),
            lt(outboxEmails.updatedAt, new Date(now.getTime() - backoffMs(1))),
          ),
        )
        .orderBy(outboxEmails.updatedAt)
        .limit(50);
      let sent = 0;
      for (const row of due) {
        if (now.getTime() - row.at.getTime() < backoffMs(row.attempts)) continue;
        if ((await mailer.retry(row.id)) === 'sent') sent += 1;
      }
      return sent;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
