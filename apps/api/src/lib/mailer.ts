import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';

export type Mail = { to: string; subject: string; text: string; kind: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table (and a log line), so a
 * fresh install works without a mail server and an operator can still read the links.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        // A record that it was sent, without the body: links in it are live credentials.
        await opts.db.insert(outboxEmails).values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: '',
          kind: mail.kind,
          status: 'sent',
        });
        return;
      }
      await opts.db.insert(outboxEmails).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        kind: mail.kind,
      });
      opts.logger.info(
        { to: mail.to, kind: mail.kind, subject: mail.subject },
        'email stored in outbox (no SMTP_URL)',
      );
    },
  };
}
