import type { AdminAuditPage } from '@ketoflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, coinLedger, outboxEmails, user } from '../../db/schema/index.js';
import { signInVerifiedAdmin } from '../../test/admin-harness.js';
import {
  as,
  createTestContext,
  signIn,
  signUp,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from '../../test/harness.js';

const ADMIN = uniqueEmail('actions-admin');

let ctx: TestContext;
let admin: { cookie: string; id: string; email: string };
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_EMAILS: ADMIN } });
  admin = await signInVerifiedAdmin(ctx, ADMIN);
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  as(ctx.app, admin, { method: 'POST', url, payload, headers });
const coins = (u: TestUser, payload: object, key = crypto.randomUUID()) =>
  post(`/api/v1/admin/users/${u.id}/coins`, payload, { 'idempotency-key': key });
const auditOf = async (target: string) =>
  (
    await as(ctx.app, admin, { method: 'GET', url: `/api/v1/admin/audit?target=${target}` })
  ).json<AdminAuditPage>().items;
const balanceOf = async (u: TestUser) =>
  (await as(ctx.app, u, { method: 'GET', url: '/api/v1/wallet' })).json<{ balance: number }>()
    .balance;

describe('coin adjustments', () => {
  it('a double click (two concurrent requests, one key) moves the balance exactly once', async () => {
    const member = await signUp(ctx.app);
    const key = crypto.randomUUID();
    const body = { direction: 'credit', amount: 10, reason: 'Goodwill for the outage' };
    const answers = await Promise.all([coins(member, body, key), coins(member, body, key)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((r) => r.json<{ balance: number; entry: { id: string } }>());
    expect(a?.entry.id).toBe(b?.entry.id);
    expect(a?.balance).toBe(10);
    // A replay later answers the same and moves nothing.
    const replay = await coins(member, body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ balance: 10, replayed: true });
    expect(await balanceOf(member)).toBe(10);
    const ledger = await ctx.database.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.userId, member.id));
    expect(ledger).toEqual([
      expect.objectContaining({ amount: 10, reason: 'admin_adjustment', balanceAfter: 10 }),
    ]);
    expect(await auditOf(member.id)).toEqual([
      expect.objectContaining({
        action: 'coins.credit',
        actorId: admin.id,
        actorEmail: admin.email,
        targetEmail: member.email,
        reason: 'Goodwill for the outage',
        before: { balance: 0 },
        after: expect.objectContaining({ balance: 10, amount: 10 }),
      }),
    ]);
  });

  it('a debit larger than the balance is refused with "Insufficient balance"; a smaller one moves', async () => {
    const member = await signUp(ctx.app);
    await coins(member, { direction: 'credit', amount: 5, reason: 'Test credit' });
    const refused = await coins(member, { direction: 'debit', amount: 6, reason: 'Too much' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    const debit = await coins(member, { direction: 'debit', amount: 5, reason: 'Mistaken credit' });
    expect(debit.statusCode).toBe(201);
    expect(debit.json()).toMatchObject({ balance: 0, entry: { amount: -5 } });
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual([
      'coins.debit',
      'coins.credit',
    ]);
  });

  it('requires a reason and an Idempotency-Key', async () => {
    const member = await signUp(ctx.app);
    expect(
      (await coins(member, { direction: 'credit', amount: 5, reason: ' x ' })).statusCode,
    ).toBe(400);
    const noKey = await post(`/api/v1/admin/users/${member.id}/coins`, {
      direction: 'credit',
      amount: 5,
      reason: 'No key',
    });
    expect(noKey.statusCode).toBe(400);
    expect(await balanceOf(member)).toBe(0);
  });
});

describe('ban and unban', () => {
  it('ban signs every session out at once, refuses sign-in, and unban lets the user back', async () => {
    const member = await signUp(ctx.app);
    const second = await signIn(ctx.app, member.email, member.password);
    const secondCookie = second.headers['set-cookie'];
    expect(second.statusCode).toBe(200);
    const other = {
      cookie: [secondCookie]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; '),
    };
    const me = (u: { cookie: string }) => as(ctx.app, u, { method: 'GET', url: '/api/v1/wallet' });
    expect((await me(member)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);

    const ban = await post(`/api/v1/admin/users/${member.id}/ban`, { reason: 'Chargeback fraud' });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await me(member)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    // Refused with the wrong-password answer, so it does not confirm the password.
    const refused = await signIn(ctx.app, member.email, member.password);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password. Please check your credentials.',
    });

    const unban = await post(`/api/v1/admin/users/${member.id}/unban`, {
      reason: 'Appeal accepted',
    });
    expect(unban.statusCode).toBe(200);
    expect((await signIn(ctx.app, member.email, member.password)).statusCode).toBe(200);
    expect((await auditOf(member.id)).map((e) => [e.action, e.reason])).toEqual([
      ['user.unban', 'Appeal accepted'],
      ['user.ban', 'Chargeback fraud'],
    ]);
  });
});

describe('e-mails and deletion', () => {
  it('sends the confirmation and a password reset, each audited', async () => {
    const member = await signUp(ctx.app);
    const reason = { reason: 'Asked on support chat' };
    expect(
      (await post(`/api/v1/admin/users/${member.id}/confirmation-email`, reason)).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/v1/admin/users/${member.id}/password-reset-email`, reason)).statusCode,
    ).toBe(200);
    await ctx.app.services.background.idle();
    const kinds = (
      await ctx.database.db
        .select({ kind: outboxEmails.kind })
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, member.email))
    ).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['email_verification', 'password_reset']));
    expect((await auditOf(member.id)).map((e) => e.action).sort()).toEqual([
      'user.confirmation_email',
      'user.password_reset_email',
    ]);
  });

  it('deletes only when the typed e-mail matches; the audit row outlives the account', async () => {
    const member = await signUp(ctx.app);
    const url = `/api/v1/admin/users/${member.id}`;
    const del = (payload: object) => as(ctx.app, admin, { method: 'DELETE', url, payload });
    const wrong = await del({ reason: 'User asked', confirmEmail: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect((await as(ctx.app, member, { method: 'GET', url: '/api/v1/wallet' })).statusCode).toBe(
      200,
    );
    const ok = await del({ reason: 'User asked', confirmEmail: member.email.toUpperCase() });
    expect(ok.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(user).where(eq(user.id, member.id))).toEqual([]);
    expect((await as(ctx.app, member, { method: 'GET', url: '/api/v1/wallet' })).statusCode).toBe(
      401,
    );
    expect(await auditOf(member.id)).toEqual([
      expect.objectContaining({ action: 'user.delete', targetEmail: member.email }),
    ]);
  });
});

describe('the audit log', () => {
  it('cannot be updated, deleted or truncated, even by SQL', async () => {
    const member = await signUp(ctx.app);
    await coins(member, { direction: 'credit', amount: 3, reason: 'Row to protect' });
    const { db } = ctx.database;
    // The driver wraps the database's error; the trigger's message is its cause.
    const refusal = (attempt: PromiseLike<unknown>) =>
      Promise.resolve(attempt).then(
        () => 'allowed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    const mine = eq(adminAudit.targetUserId, member.id);
    expect(await refusal(db.update(adminAudit).set({ reason: 'rewritten' }).where(mine))).toMatch(
      /admin_audit is append-only: UPDATE/,
    );
    expect(await refusal(db.delete(adminAudit).where(mine))).toMatch(/append-only: DELETE/);
    expect(await refusal(db.execute(sql`truncate admin_audit`))).toMatch(/append-only: TRUNCATE/);
    expect((await auditOf(member.id))[0]?.reason).toBe('Row to protect');
  });

  it('filters by actor, target, action and dates, newest first with keyset paging', async () => {
    const member = await signUp(ctx.app);
    for (const amount of [1, 2, 3])
      await coins(member, { direction: 'credit', amount, reason: `Credit ${amount}` });
    await post(`/api/v1/admin/users/${member.id}/ban`, { reason: 'Spam' });
    const page = (q: string) =>
      as(ctx.app, admin, { method: 'GET', url: `/api/v1/admin/audit?${q}` }).then((r) =>
        r.json<AdminAuditPage>(),
      );
    const first = await page(`target=${member.email}&action=coins.credit&limit=2`);
    expect(first.items.map((e) => e.reason)).toEqual(['Credit 3', 'Credit 2']);
    const second = await page(
      `target=${member.id}&action=coins.credit&limit=2&cursor=${first.nextCursor}`,
    );
    expect(second.items.map((e) => e.reason)).toEqual(['Credit 1']);
    expect(second.nextCursor).toBeNull();
    const byActor = await page(`actor=${admin.email}&target=${member.id}`);
    expect(byActor.items).toHaveLength(4);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await page(`target=${member.id}&from=${encodeURIComponent(future)}`)).items).toEqual(
      [],
    );
    expect((await page(`target=${member.id}&to=${encodeURIComponent(future)}`)).items).toHaveLength(
      4,
    );
  });
});
