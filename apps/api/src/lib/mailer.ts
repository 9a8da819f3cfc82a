/*
 * What sends an e-mail, as the modules that send one see it. The outbox module implements it
 * (SMTP, or its table when no mail server is configured) and app.ts hands it out.
 */
export type Mail = { to: string; subject: string; text: string; kind: string };
export type Mailer = {
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
