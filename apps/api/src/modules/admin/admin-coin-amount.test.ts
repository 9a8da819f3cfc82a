import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, coinLedger } from '../../db/schema/index.js';
import { signInVerifiedAdmin, type EnrolledUser } from '../../test/admin-harness.js';
import {
  as,
  createTestContext,
  signUp,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from '../../test/harness.js';

// The amount of an admin coin adjustment is a JSON integer, never a value that converts to one.

const ADMIN = uniqueEmail('amount-admin');

let ctx: TestContext;
let admin: EnrolledUser;
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_EMAILS: ADMIN } });
  admin = await signInVerifiedAdmin(ctx, ADMIN);
});
afterAll(async () => {
  await ctx.close();
});

const reason = 'Goodwill for the outage';

/** Posts the body as written, so JSON the test cannot build as an object (1e400) goes too. */
const adjust = (member: TestUser, json: string) =>
  as(ctx.app, admin, {
    method: 'POST',
    url: `/api/v1/admin/users/${member.id}/coins`,
    payload: json,
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
  });

const balanceOf = async (member: TestUser) =>
  (await as(ctx.app, member, { method: 'GET', url: '/api/v1/wallet' })).json<{ balance: number }>()
    .balance;
const ledgerOf = (member: TestUser) =>
  ctx.database.db.select().from(coinLedger).where(eq(coinLedger.userId, member.id));
const auditOf = (member: TestUser) =>
  ctx.database.db.select().from(adminAudit).where(eq(adminAudit.targetUserId, member.id));

describe('the amount of an admin coin adjustment', () => {
  it.each([
    ['true', 'true', /as a number/],
    ['"1e3"', '"1e3"', /as a number/],
    ['"10"', '"10"', /as a number/],
    ['null', 'null', /as a number/],
    ['1.5', '1.5', /Whole coins only/],
    ['1e400 (Infinity once parsed)', '1e400', /as a number/],
    ['2^53 (not a safe integer)', '9007199254740992', /Whole coins only/],
    ['0', '0', /At least 1 coin/],
    ['-10', '-10', /At least 1 coin/],
    ['1,000,001', '1000001', /At most 1,000,000 coins/],
    ['missing', undefined, /Give the number of coins/],
  ])('%s is refused with a message on the field, and nothing moves', async (_, amount, message) => {
    const member = await signUp(ctx.app);
    const fields = [`"direction":"credit"`, `"reason":"${reason}"`];
    if (amount !== undefined) fields.push(`"amount":${amount}`);
    const res = await adjust(member, `{${fields.join(',')}}`);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json<{
      error: { code: string; message: string; details: { path: string; message: string }[] };
    }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details[0]).toEqual({
      path: 'body.amount',
      message: expect.stringMatching(message),
    });
    // Only the amount is wrong in these bodies, so only the amount is named.
    expect(new Set(error.details.map((d) => d.path))).toEqual(new Set(['body.amount']));
    expect(error.message).toMatch(message);
    expect(await balanceOf(member)).toBe(0);
    expect(await ledgerOf(member)).toEqual([]);
    expect(await auditOf(member)).toEqual([]);
  });

  it('10 moves ten coins', async () => {
    const member = await signUp(ctx.app);
    const res = await adjust(member, JSON.stringify({ direction: 'credit', amount: 10, reason }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ balance: 10, entry: { amount: 10 }, replayed: false });
    expect(await balanceOf(member)).toBe(10);
    expect(await ledgerOf(member)).toEqual([
      expect.objectContaining({ amount: 10, reason: 'admin_adjustment', balanceAfter: 10 }),
    ]);
  });
});
