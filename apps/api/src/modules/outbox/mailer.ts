import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { MailDeferredError, type Mail, type Mailer } from '../../lib/mailer.js';
import { outboxEmails } from './outbox.schema.js';

/** The error a failed delivery records: short, and never the message itself. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table (and a log line), so a fresh install
 * works without a mail server and an operator can still read the links. With SMTP every message
 * is recorded too: `sent` without its bodies (its links are live credentials), or `failed` with
 * the bodies kept for a retry, its attempts and the last error. The HTML part follows the text
 * part's rules. Extra headers (List-Unsubscribe) go out with the first attempt only: the table
 * does not keep them, so a retried message carries its links in the body alone.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { db } = opts;
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const deliver = (mail: Omit<Mail, 'kind'>) =>
    transport!.sendMail({
      from: opts.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.headers === undefined ? {} : { headers: mail.headers }),
    });

  return {
    delivers: transport !== null,

    async send(mail) {
      if (!transport) {
        await db.insert(outboxEmails).values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          kind: mail.kind,
        });
        opts.logger.info(
          { to: mail.to, kind: mail.kind, subject: mail.subject },
          'email stored in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await deliver(mail);
      } catch (error) {
        await db.insert(outboxEmails).values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          kind: mail.kind,
          status: 'failed',
          attempts: 1,
          lastError: describe(error),
        });
        throw new MailDeferredError(error);
      }
      await db.insert(outboxEmails).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: '',
        kind: mail.kind,
        status: 'sent',
        attempts: 1,
        sentAt: new Date(),
      });
    },

    async retry(id) {
      if (!transport) return null;
      // Claimed by moving it to `sending`: two retries of one message cannot both send it. A
      // process that dies mid-send leaves it there; the retry job frees such claims later.
      const claimed = await db
        .update(outboxEmails)
        .set({
          status: 'sending',
          updatedAt: new Date(),
          attempts: sql`${outboxEmails.attempts} + 1`,
        })
        .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, 'failed')))
        .returning();
      const row = claimed[0];
      if (!row) return null;
      try {
        await deliver({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          ...(row.htmlBody === null ? {} : { html: row.htmlBody }),
        });
      } catch (error) {
        await db
          .update(outboxEmails)
          .set({ status: 'failed', lastError: describe(error), updatedAt: new Date() })
          .where(eq(outboxEmails.id, id));
        return 'failed';
      }
      await db
        .update(outboxEmails)
        .set({
          status: 'sent',
          textBody: '',
          htmlBody: null,
          sentAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(outboxEmails.id, id));
      return 'sent';
    },
  };
}
