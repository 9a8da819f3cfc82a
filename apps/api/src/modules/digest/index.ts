import type { FastifyBaseLogger } from 'fastify';
import { MailDeferredError, type Mailer } from '../../lib/mailer.js';
import { digestHtml } from './digest.html.js';
import type { DigestSources } from './digest.ports.js';
import { digestText } from './digest.text.js';
import { readWeek } from './digest.week.js';
import { digestContent } from './digest.words.js';

export type { DigestSources } from './digest.ports.js';

/** The kind of the weekly summary in the e-mail outbox. */
export const WEEKLY_SUMMARY_KIND = 'weekly_summary';

/** How the reminders module sends a person's weekly summary when its job is due. */
export type DigestChannel = {
  /**
   * Sends the person's summary of the 7 local days ending before `weekEnd` (exclusive).
   * 'skipped' when the person has no e-mail or the account is gone. A message the mail server
   * refused counts as sent: the outbox keeps it and its retry job sends it again, so a second
   * copy from here would reach the person twice.
   */
  send(input: {
    userId: string;
    weekStart: Date;
    weekEnd: Date;
    timeZone: string;
    unsubscribeUrl: string;
  }): Promise<'sent' | 'skipped'>;
};

/**
 * The weekly summary e-mail (kind `weekly_summary`): a person's last seven local days in a
 * text and an HTML part, with a one-click unsubscribe (RFC 8058 headers and a link in the
 * footer). It reads, through `sources` (DigestSources):
 * - the person's e-mail address (auth's user directory);
 * - their first name, unit preference and daily net-carb cap (the profile and its plan);
 * - net carbs of each local day with diary entries, which are the days logged (meals);
 * - the week's weigh-ins and the latest one before it (body): the change is from the first
 *   weigh-in of the week to the last, or from the one before the week when the week has one;
 * - the fasts that ended in the week and whether each reached its goal (fasting's history);
 * - the coach guide's tip of the week, the same for everyone that week (coach).
 * Every figure comes from those reads; nothing is estimated. Which people get it, and when,
 * is the reminders module's (the `weekly_email` setting, Monday 08:00 in their zone).
 */
export function createDigestModule(deps: {
  mailer: Mailer;
  sources: DigestSources;
  /** The app's public address: the e-mail's link to the dashboard. */
  appUrl: string;
  appName: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): { channel: DigestChannel } {
  const { mailer, sources, logger } = deps;
  const channel: DigestChannel = {
    async send(input) {
      const to = await sources.recipient(input.userId);
      if (!to) {
        logger.info({ userId: input.userId }, 'weekly summary skipped: no account or address');
        return 'skipped';
      }
      const week = await readWeek(sources, input);
      const content = digestContent(week, {
        appName: deps.appName,
        appUrl: deps.appUrl,
        unsubscribeUrl: input.unsubscribeUrl,
      });
      try {
        await mailer.send({
          to,
          subject: content.subject,
          text: digestText(content),
          html: digestHtml(content),
          headers: {
            'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
          kind: WEEKLY_SUMMARY_KIND,
        });
      } catch (error) {
        if (!(error instanceof MailDeferredError)) throw error;
        logger.warn({ err: error, userId: input.userId }, 'weekly summary kept for a retry');
      }
      return 'sent';
    },
  };
  return { channel };
}
