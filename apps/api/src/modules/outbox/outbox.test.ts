import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from '../../test/fake-smtp-server.js';
import { uniqueEmail } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createAuditTrail } from '../admin/index.js';
import { createMailer, createOutboxModule } from './index.js';
import { outboxEmails } from './outbox.schema.js';
import { redactSecrets } from './outbox.service.js';

// The outbox with the platform's mailer on a local mail server (SMTP_URL), as
// composition/operator.ts wires it. E-mails are sent through the mailer as any module sends
// them; the admin area's pages over the outbox are tested on the whole app
// (outbox.app.test.ts).

function build({ db, mailer, log }: Platform) {
  return { outbox: createOutboxModule({ db, mailer, audit: createAuditTrail(db), logger: log }) };
}

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let ctx: ModuleTestContext<ReturnType<typeof build>>;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  ctx = await createModuleTestContext(build, { env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const outbox = () => ctx.modules.outbox.service;

/** A password-reset e-mail with a live link, sent through the mailer; its recorded row. */
async function resetMailTo(email: string, { failing = false } = {}) {
  smtp.state.failing = failing;
  try {
    await ctx.platform.mailer
      .send({
        to: email,
        subject: 'Reset your password',
        text: `Reset: http://localhost:3000/auth?mode=reset&token=${randomUUID()}\n\nBye`,
        kind: 'password_reset',
      })
      // A refused delivery is recorded as failed, and the sender is told.
      .catch((error: unknown) => {
        if (!failing) throw error;
      });
  } finally {
    smtp.state.failing = false;
  }
  const rows = await ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email));
  const row = rows.find((r) => r.kind === 'password_reset');
  if (!row) throw new Error('no reset e-mail recorded');
  return row;
}

describe('the e-mail outbox', () => {
  it('records a delivered e-mail as sent, without its body', async () => {
    const email = uniqueEmail('delivered');
    const row = await resetMailTo(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: '' });
    expect(smtp.received.at(-1)?.to).toEqual([email]);
    const list = await outbox().list({ q: email, limit: 20 });
    expect(list.items[0]).toMatchObject({ to: email, status: 'sent', kind: 'password_reset' });
    expect((await outbox().get(row.id)).body).toBeNull();
  });

  it('keeps a failed e-mail with its error; a resend delivers it once and drops the body', async () => {
    const email = uniqueEmail('bounced');
    const row = await resetMailTo(email, { failing: true });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/451|unavailable/i);

    const failed = await outbox().list({ status: 'failed', q: email, limit: 20 });
    expect(failed.items).toHaveLength(1);
    expect(failed.backlog.failed).toBeGreaterThanOrEqual(1);

    // The preview shows the message but not the link's secret.
    const preview = (await outbox().get(row.id)).body ?? '';
    expect(preview).toMatch(/token=\[hidden\]/);
    expect(preview).not.toMatch(/token=(?!\[hidden\])/);

    const before = smtp.received.length;
    const results = await Promise.allSettled([outbox().resend(row.id), outbox().resend(row.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409 },
    });
    expect(smtp.received.length - before).toBe(1);
    expect(smtp.received.at(-1)?.to).toEqual([email]);
    expect(await outbox().get(row.id)).toMatchObject({ status: 'sent', attempts: 2, body: null });
  });

  it('the retry job tries a failed e-mail again once its wait is over', async () => {
    const email = uniqueEmail('retried');
    const row = await resetMailTo(email, { failing: true });
    const stored = () =>
      ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, row.id));
    await outbox().retryDue(new Date(Date.now() + 60_000));
    expect((await stored())[0]?.status).toBe('failed'); // 5 minutes not over yet
    await outbox().retryDue(new Date(Date.now() + 6 * 60_000));
    expect((await stored())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('refuses to resend what did not fail, and unknown ids', async () => {
    const row = await resetMailTo(uniqueEmail('fine'));
    await expect(outbox().resend(row.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(outbox().resend('not-an-id')).rejects.toMatchObject({ statusCode: 404 });
    await expect(outbox().resend(randomUUID())).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('an e-mail with an HTML part and headers', () => {
  const UNSUBSCRIBE = 'List-Unsubscribe';
  const digestTo = (email: string) => ({
    to: email,
    subject: 'Your week',
    text: 'Your week in numbers. Unsubscribe: https://x.test/u?token=s3cret',
    html: '<p>Your week in numbers.</p><a href="https://x.test/u?a=1&amp;token=s3cret">Stop</a>',
    headers: { [UNSUBSCRIBE]: '<https://x.test/u?token=s3cret>' },
    kind: 'weekly_summary',
  });
  const rowOf = async (email: string) =>
    (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email)))[0];

  it('goes out with both parts and its headers, and the sent record keeps neither part', async () => {
    const email = uniqueEmail('html');
    await ctx.platform.mailer.send(digestTo(email));
    const raw = smtp.textTo(email) ?? '';
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/x\.test\/u\?token=s3cret>$/m);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain('<p>Your week in numbers.</p>');
    expect(await rowOf(email)).toMatchObject({ status: 'sent', textBody: '', htmlBody: null });
  });

  it('keeps the HTML of a failed one; the retry sends it and then drops it', async () => {
    const email = uniqueEmail('html-failed');
    smtp.state.failing = true;
    await expect(ctx.platform.mailer.send(digestTo(email)))
      .rejects.toMatchObject({ name: 'MailDeferredError' })
      .finally(() => {
        smtp.state.failing = false;
      });
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'failed', htmlBody: digestTo(email).html });
    const preview = await outbox().get(row!.id);
    expect(preview.html).toBe(
      '<p>Your week in numbers.</p><a href="https://x.test/u?a=1&amp;token=[hidden]">Stop</a>',
    );
    expect(await ctx.platform.mailer.retry(row!.id)).toBe('sent');
    expect(smtp.textTo(email)).toContain('<p>Your week in numbers.</p>');
    expect(await rowOf(email)).toMatchObject({ status: 'sent', textBody: '', htmlBody: null });
  });

  it('is stored with both parts when no mail server is configured, and listed by its kind', async () => {
    const { db, log, config } = ctx.platform;
    const storing = createMailer({ db, smtpUrl: undefined, from: config.mailFrom, logger: log });
    const email = uniqueEmail('html-stored');
    await storing.send(digestTo(email));
    await storing.send({ to: email, subject: 'Reset', text: 'Reset it', kind: 'password_reset' });
    const weekly = await outbox().list({ q: email, kind: 'weekly_summary', limit: 20 });
    expect(weekly.items).toEqual([
      expect.objectContaining({ to: email, kind: 'weekly_summary', status: 'stored' }),
    ]);
    const preview = await outbox().get(weekly.items[0]!.id);
    expect(preview.body).toBe('Your week in numbers. Unsubscribe: https://x.test/u?token=[hidden]');
    expect(preview.html).toContain('token=[hidden]">Stop</a>');
    const other = await outbox().list({ q: email, kind: 'password_reset', limit: 20 });
    expect(other.items.map((e) => [e.kind, e.status])).toEqual([['password_reset', 'stored']]);
    expect((await outbox().get(other.items[0]!.id)).html).toBeNull();
  });
});

describe('secrets in previews', () => {
  it('hides tokens and codes in links and a code on its own line', () => {
    expect(
      redactSecrets('Reset: https://x.test/auth?mode=reset&token=abc.DEF-123\n\n 482913 \nBye'),
    ).toBe('Reset: https://x.test/auth?mode=reset&token=[hidden]\n\n [hidden] \nBye');
  });

  it('hides them in HTML links too, keeping the attribute whole', () => {
    expect(
      redactSecrets('<a href="https://x.test/u?token=abc">a</a> <a href="/v?x=1&amp;code=9">'),
    ).toBe('<a href="https://x.test/u?token=[hidden]">a</a> <a href="/v?x=1&amp;code=[hidden]">');
  });
});
