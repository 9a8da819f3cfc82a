import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from './outbox.schema.js';
import { startFakeSmtpServer } from '../../test/fake-smtp-server.js';
import { as, createTestContext, uniqueEmail, type TestContext } from '../../test/harness.js';
import { signInVerifiedAdmin, type EnrolledUser } from '../../test/admin-harness.js';

// The admin area's e-mail outbox, behind its guard, with e-mails the real auth module sends
// (password resets) and the admin area's audit log. The outbox itself (recording, resending,
// the retry job, hidden secrets) is the module's test (outbox.test.ts).

const ADMIN = uniqueEmail('outbox-admin');
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let ctx: TestContext;
let admin: EnrolledUser;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  ctx = await createTestContext({ env: { ADMIN_EMAILS: ADMIN, SMTP_URL: smtp.url } });
  admin = await signInVerifiedAdmin(ctx, ADMIN, async (email) => smtp.textTo(email));
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A password-reset e-mail, sent after the answer; waits until it is recorded. */
async function resetMailTo(email: string) {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { email, password: 'avocado-42-keto' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
  });
  await ctx.app.services.background.idle();
  const rows = await ctx.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email));
  const row = rows.find((r) => r.kind === 'password_reset');
  if (!row) throw new Error('no reset e-mail recorded');
  return row;
}

const get = (url: string) => as(ctx.app, admin, { method: 'GET', url });
const resend = (id: string, reason = 'The buyer asked for it again') =>
  as(ctx.app, admin, {
    method: 'POST',
    url: `/api/v1/admin/emails/${id}/resend`,
    payload: { reason },
  });

describe('admin: the e-mail outbox', () => {
  it('records a delivered e-mail as sent, without its body', async () => {
    const email = uniqueEmail('delivered');
    const row = await resetMailTo(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: '' });
    const list = await get(`/api/v1/admin/emails?q=${email}`);
    expect(list.json().items[0]).toMatchObject({
      to: email,
      status: 'sent',
      kind: 'password_reset',
    });
    const detail = await get(`/api/v1/admin/emails/${row.id}`);
    expect(detail.json().body).toBeNull();
  });

  it('keeps a failed e-mail with its error; a resend delivers it once and drops the body', async () => {
    const email = uniqueEmail('bounced');
    smtp.state.failing = true;
    const row = await resetMailTo(email).finally(() => {
      smtp.state.failing = false;
    });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/451|unavailable/i);

    const failed = await get(`/api/v1/admin/emails?status=failed&q=${email}`);
    expect(failed.json().items).toHaveLength(1);
    expect(failed.json().backlog.failed).toBeGreaterThanOrEqual(1);

    // The preview shows the message but not the link's secret.
    const preview = (await get(`/api/v1/admin/emails/${row.id}`)).json().body as string;
    expect(preview).toMatch(/token=\[hidden\]/);
    expect(preview).not.toMatch(/token=(?!\[hidden\])/);

    const before = smtp.received.length;
    const [first, second] = await Promise.all([resend(row.id), resend(row.id)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    expect(smtp.received.length - before).toBe(1);
    expect(smtp.received.at(-1)?.to).toEqual([email]);
    const done = (await get(`/api/v1/admin/emails/${row.id}`)).json();
    expect(done).toMatchObject({ status: 'sent', attempts: 2, body: null });
    // The audit log has the resend, once, with who and why.
    const audit = (await get(`/api/v1/admin/audit?action=email.resend&actor=${admin.id}`)).json();
    const entries = audit.items.filter((e: { targetEmail: string }) => e.targetEmail === email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reason: 'The buyer asked for it again',
      before: { status: 'failed', attempts: 1 },
      after: { status: 'sent', attempts: 2 },
    });
  });

  it('refuses to resend what did not fail, and unknown ids', async () => {
    const email = uniqueEmail('fine');
    const row = await resetMailTo(email);
    expect((await resend(row.id)).statusCode).toBe(409);
    expect((await resend('not-an-id')).statusCode).toBe(404);
    expect((await resend(row.id, '')).statusCode).toBe(400);
  });
});
