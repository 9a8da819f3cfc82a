/*
 * What sends an e-mail, as the modules that send one see it. The outbox module implements it
 * (SMTP, or its table when no mail server is configured) and app.ts hands it out.
 */
export type Mail = {
  to: string;
  subject: string;
  /** The plain-text part; every e-mail has one. */
  text: string;
  /** An HTML part with the same content (the weekly summary), sent beside the text. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for a one-click opt-out. */
  headers?: Record<string, string>;
  kind: string;
};

/**
 * Thrown by `send` when the mail server refused the message and the outbox kept it as failed:
 * its retry job sends it again later, so the sender must not send a second copy itself.
 */
export class MailDeferredError extends Error {
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`The mail server refused the e-mail; it is kept for a retry: ${reason}`, { cause });
    this.name = 'MailDeferredError';
  }
}

export type Mailer = {
  /** Sends (or stores) one e-mail; a refused delivery throws a MailDeferredError. */
  send(mail: Mail): Promise<void>;
  /**
   * Tries a failed message again (the admin area's "resend", the retry job). Answers the
   * status it ends in, or null when the message is not a failed one (already sent, stored, or
   * being sent by another retry at this moment).
   */
  retry(id: string): Promise<'sent' | 'failed' | null>;
  /** Whether a real mail server is configured (SMTP_URL). */
  readonly delivers: boolean;
};
