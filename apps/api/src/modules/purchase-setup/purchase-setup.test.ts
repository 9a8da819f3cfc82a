import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  digistoreOrders,
  outboxEmails,
  purchaseSetupCodes,
  user,
} from '../../db/schema/index.js';
import {
  createTestContext,
  signIn,
  signUp,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';
import { encryptThankYouValue, signThankYouParams } from './test-links.js';

const KEY = 'test-thankyou-key';
// Addresses of this run only: with TEST_DATABASE_URL the limiter's counters outlive the file.
const NET = `fd00:${(randomBytes(10).toString('hex').match(/.{4}/g) ?? []).join(':')}`;
const PASSWORD = 'avocado-Keto-42';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { DIGISTORE_THANKYOU_KEY: KEY } });
});
afterAll(async () => {
  await ctx.close();
});

type Buyer = { userId: string; email: string; orderId: string };

/**
 * A buyer as the IPN leaves them: a `user` row without a credential account, an order for
 * their e-mail with its coins, and those coins in the wallet.
 */
async function createBuyer(
  email = uniqueEmail('buyer'),
  opts: { coins?: number; withOrder?: boolean } = {},
): Promise<Buyer> {
  const { db } = ctx.database;
  const userId = randomUUID();
  const orderId = `ORD${randomUUID().slice(0, 8).toUpperCase()}`;
  const coins = opts.coins ?? 270;
  await db.insert(user).values({ id: userId, name: 'Buyer', email, emailVerified: false });
  if (opts.withOrder !== false) {
    await db.insert(digistoreOrders).values({
      orderId,
      productId: '100001',
      productName: 'Monthly Pro',
      plan: 'monthly',
      buyerEmail: email,
      userId,
      coinsCredited: coins,
    });
  }
  if (coins > 0) {
    await ctx.app.services.wallet.credit({
      userId,
      amount: coins,
      reason: 'purchase',
      reference: orderId,
      idempotencyKey: `test:${orderId}`,
    });
  }
  return { userId, email, orderId };
}

function post(url: string, payload: unknown, ip = '127.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/purchases/${url}`,
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
}

function linkFor(buyer: { orderId: string; email: string }, extra: Record<string, string> = {}) {
  return signThankYouParams(KEY, {
    order_id: buyer.orderId,
    buyer_email: buyer.email,
    product_id: '100001',
    product_name: 'Monthly Pro',
    ...extra,
  });
}

async function hasCredential(userId: string): Promise<boolean> {
  const rows = await ctx.database.db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return rows.length > 0;
}

async function requestCode(email: string): Promise<string> {
  const res = await post('setup-code', { email });
  expect(res.statusCode).toBe(202);
  const mail = await ctx.database.db.query.outboxEmails.findFirst({
    where: and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, 'purchase_setup_code')),
    orderBy: desc(outboxEmails.createdAt),
  });
  const code = /\b(\d{8})\b/.exec(mail?.textBody ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

async function mailsTo(email: string) {
  return ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
}

describe('lookup', () => {
  it('detects a purchase whose account has no password, with its coins', async () => {
    const buyer = await createBuyer();
    const res = await post('lookup', { email: `  ${buyer.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purchaseDetected: true, coins: 270 });
  });

  it('answers the same shape and nothing more for every other address', async () => {
    const member = await signUp(ctx.app);
    const memberWithOrder = await signUp(ctx.app);
    await ctx.database.db.insert(digistoreOrders).values({
      orderId: `ORD${randomUUID().slice(0, 8)}`,
      productId: '100001',
      plan: 'monthly',
      buyerEmail: memberWithOrder.email,
      userId: memberWithOrder.id,
      coinsCredited: 270,
    });
    const noOrder = await createBuyer(uniqueEmail('no-order'), { withOrder: false });
    for (const email of [
      uniqueEmail('nobody'),
      member.email,
      memberWithOrder.email,
      noOrder.email,
    ]) {
      const res = await post('lookup', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ purchaseDetected: false, coins: 0 });
    }
  });
});

describe('email alone is never enough', () => {
  it('refuses a setup without proof, with a made-up code, or with an unsigned link', async () => {
    const buyer = await createBuyer();
    const attempts = [
      { email: buyer.email, password: PASSWORD },
      { email: buyer.email, password: PASSWORD, proof: { kind: 'code', code: '12345678' } },
      {
        email: buyer.email,
        password: PASSWORD,
        proof: { kind: 'thank-you', params: { order_id: buyer.orderId, buyer_email: buyer.email } },
      },
      {
        email: buyer.email,
        password: PASSWORD,
        proof: {
          kind: 'thank-you',
          params: { order_id: buyer.orderId, buyer_email: buyer.email, sha_sign: 'ABC' },
        },
      },
    ];
    for (const payload of attempts) {
      const res = await post('setup-password', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toMatch(/^(VALIDATION_FAILED|INVALID_TOKEN)$/);
    }
    expect(await hasCredential(buyer.userId)).toBe(false);
    expect((await signIn(ctx.app, buyer.email, PASSWORD)).statusCode).toBe(401);
  });
});

describe('e-mailed code', () => {
  it('sets the password once, then the buyer signs in with the coins', async () => {
    const buyer = await createBuyer();
    const code = await requestCode(buyer.email);
    const res = await post('setup-password', {
      email: buyer.email.toUpperCase(),
      password: PASSWORD,
      proof: { kind: 'code', code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, coinsAvailable: 270 });
    // No session from the setup itself: the client signs in.
    expect(res.headers['set-cookie']).toBeUndefined();

    const signedIn = await signIn(ctx.app, buyer.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // The code reached the mailbox, so the address counts as confirmed.
    const row = await ctx.database.db.query.user.findFirst({ where: eq(user.id, buyer.userId) });
    expect(row?.emailVerified).toBe(true);
    // Stored the way better-auth links a credential account.
    const cred = await ctx.database.db.query.account.findFirst({
      where: eq(account.userId, buyer.userId),
    });
    expect(cred).toMatchObject({ accountId: buyer.userId, providerId: 'credential' });
    expect(cred?.password).toMatch(/^\$argon2id\$/);

    // The lookup no longer reports the purchase, and the used code cannot be used again.
    expect((await post('lookup', { email: buyer.email })).json()).toEqual({
      purchaseDetected: false,
      coins: 0,
    });
    const again = await post('setup-password', {
      email: buyer.email,
      password: 'another-Keto-43',
      proof: { kind: 'code', code },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(ctx.app, buyer.email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps only a hash of the code, for 15 minutes', async () => {
    const buyer = await createBuyer();
    const code = await requestCode(buyer.email);
    const rows = await ctx.database.db
      .select()
      .from(purchaseSetupCodes)
      .where(eq(purchaseSetupCodes.email, buyer.email));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
  });

  it('refuses a wrong code, and kills the code after 5 attempts', async () => {
    const buyer = await createBuyer();
    const code = await requestCode(buyer.email);
    const wrong = code === '00000000' ? '00000001' : '00000000';
    const setup = (c: string) =>
      post('setup-password', {
        email: buyer.email,
        password: PASSWORD,
        proof: { kind: 'code', code: c },
      });
    for (let i = 0; i < 5; i += 1) {
      const res = await setup(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'This code is invalid or has expired. Please request a new one.',
      );
    }
    expect((await setup(code)).statusCode).toBe(400);
    expect(await hasCredential(buyer.userId)).toBe(false);
    // A fresh code works.
    expect((await setup(await requestCode(buyer.email))).statusCode).toBe(200);
  });

  it('accepts the right code after a wrong one', async () => {
    const buyer = await createBuyer();
    const code = await requestCode(buyer.email);
    const wrong = code === '99999999' ? '99999998' : '99999999';
    const setup = (c: string) =>
      post('setup-password', {
        email: buyer.email,
        password: PASSWORD,
        proof: { kind: 'code', code: c },
      });
    expect((await setup(wrong)).statusCode).toBe(400);
    expect((await setup(code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const buyer = await createBuyer();
    const code = await requestCode(buyer.email);
    await ctx.database.db
      .update(purchaseSetupCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchaseSetupCodes.email, buyer.email));
    const res = await post('setup-password', {
      email: buyer.email,
      password: PASSWORD,
      proof: { kind: 'code', code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_TOKEN');
  });

  it('a new code replaces the previous one', async () => {
    const buyer = await createBuyer();
    const first = await requestCode(buyer.email);
    const second = await requestCode(buyer.email);
    const setup = (c: string) =>
      post('setup-password', {
        email: buyer.email,
        password: PASSWORD,
        proof: { kind: 'code', code: c },
      });
    if (first !== second) expect((await setup(first)).statusCode).toBe(400);
    expect((await setup(second)).statusCode).toBe(200);
  });

  it("one buyer's code does not unlock another buyer", async () => {
    const alice = await createBuyer();
    const bob = await createBuyer();
    const aliceCode = await requestCode(alice.email);
    const res = await post('setup-password', {
      email: bob.email,
      password: PASSWORD,
      proof: { kind: 'code', code: aliceCode },
    });
    expect(res.statusCode).toBe(400);
    expect(await hasCredential(bob.userId)).toBe(false);
  });

  it('answers 202 for every address but mails only pending buyers', async () => {
    const member = await signUp(ctx.app);
    const nobody = uniqueEmail('nobody');
    for (const email of [member.email, nobody]) {
      const res = await post('setup-code', { email });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ ok: true });
      expect(await mailsTo(email)).toHaveLength(0);
    }
    const buyer = await createBuyer();
    await requestCode(buyer.email);
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).not.toMatch(/\d{8}/);
  });
});

describe('thank-you link', () => {
  it('shows what was bought without creating a session, then sets the password', async () => {
    const buyer = await createBuyer();
    const params = linkFor(buyer);
    const info = await post('thank-you', { params });
    expect(info.statusCode).toBe(200);
    expect(info.headers['set-cookie']).toBeUndefined();
    expect(info.json()).toEqual({
      orderId: buyer.orderId,
      email: buyer.email,
      productName: 'Monthly Pro',
      orderReceived: true,
      plan: 'monthly',
      coinsCredited: 270,
      passwordRequired: true,
    });

    const res = await post('setup-password', {
      email: buyer.email,
      password: PASSWORD,
      proof: { kind: 'thank-you', params },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, coinsAvailable: 270 });
    expect((await signIn(ctx.app, buyer.email, PASSWORD)).statusCode).toBe(200);
    expect((await post('thank-you', { params })).json().passwordRequired).toBe(false);

    // The link cannot set a password a second time (that would take the account over).
    const again = await post('setup-password', {
      email: buyer.email,
      password: 'attacker-Pass-99',
      proof: { kind: 'thank-you', params },
    });
    expect(again.statusCode).toBe(409);
    expect((await signIn(ctx.app, buyer.email, 'attacker-Pass-99')).statusCode).toBe(401);
    expect((await signIn(ctx.app, buyer.email, PASSWORD)).statusCode).toBe(200);
  });

  it('accepts encrypted values (signature over the encrypted form)', async () => {
    const buyer = await createBuyer();
    const params = signThankYouParams(KEY, {
      order_id: buyer.orderId,
      buyer_email: encryptThankYouValue(KEY, buyer.email),
    });
    const info = await post('thank-you', { params });
    expect(info.statusCode).toBe(200);
    expect(info.json().email).toBe(buyer.email);
    const res = await post('setup-password', {
      email: buyer.email,
      password: PASSWORD,
      proof: { kind: 'thank-you', params },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another buyer's link", async () => {
    const alice = await createBuyer();
    const mallory = await createBuyer();
    const res = await post('setup-password', {
      email: alice.email,
      password: PASSWORD,
      proof: { kind: 'thank-you', params: linkFor(mallory) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This purchase link was issued for a different email address.',
    );
    expect(await hasCredential(alice.userId)).toBe(false);
  });

  it('refuses a tampered link', async () => {
    const alice = await createBuyer();
    const mallory = await createBuyer();
    const tampered = { ...linkFor(mallory), buyer_email: alice.email, order_id: alice.orderId };
    expect((await post('thank-you', { params: tampered })).statusCode).toBe(400);
    const res = await post('setup-password', {
      email: alice.email,
      password: PASSWORD,
      proof: { kind: 'thank-you', params: tampered },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_TOKEN');
    // Signed with another key (e.g. the IPN passphrase): refused too.
    const otherKey = signThankYouParams('not-the-thank-you-key', {
      order_id: alice.orderId,
      buyer_email: alice.email,
    });
    expect((await post('thank-you', { params: otherKey })).statusCode).toBe(400);
    expect(await hasCredential(alice.userId)).toBe(false);
  });

  it('a link whose order points at another address is refused', async () => {
    const alice = await createBuyer();
    // A correctly signed link naming Alice's order with someone else's address.
    const params = signThankYouParams(KEY, { order_id: alice.orderId, buyer_email: uniqueEmail() });
    expect((await post('thank-you', { params })).statusCode).toBe(400);
  });

  it('says so while the payment notification has not arrived yet', async () => {
    const params = signThankYouParams(KEY, {
      order_id: 'NOTYET01',
      buyer_email: uniqueEmail(),
      product_name: 'Yearly Pro',
    });
    const info = await post('thank-you', { params });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      orderReceived: false,
      passwordRequired: false,
      productName: 'Yearly Pro',
      coinsCredited: 0,
    });
    const res = await post('setup-password', {
      email: params.buyer_email,
      password: PASSWORD,
      proof: { kind: 'thank-you', params },
    });
    expect(res.statusCode).toBe(409);
  });

  it('never replaces the password of an account that has one', async () => {
    const member = await signUp(ctx.app);
    const orderId = `ORD${randomUUID().slice(0, 8)}`;
    await ctx.database.db.insert(digistoreOrders).values({
      orderId,
      productId: '100001',
      plan: 'monthly',
      buyerEmail: member.email,
      userId: member.id,
      coinsCredited: 270,
    });
    const params = linkFor({ orderId, email: member.email });
    expect((await post('thank-you', { params })).json().passwordRequired).toBe(false);
    const res = await post('setup-password', {
      email: member.email,
      password: 'new-Keto-Pass-1',
      proof: { kind: 'thank-you', params },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('USER_ALREADY_EXISTS');
    expect((await signIn(ctx.app, member.email, member.password)).statusCode).toBe(200);
    expect((await signIn(ctx.app, member.email, 'new-Keto-Pass-1')).statusCode).toBe(401);
  });
});

describe('password rules (as sign-up)', () => {
  it('refuses short and common passwords', async () => {
    const buyer = await createBuyer();
    const params = linkFor(buyer);
    const short = await post('setup-password', {
      email: buyer.email,
      password: 'abc',
      proof: { kind: 'thank-you', params },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION_FAILED');
    const common = await post('setup-password', {
      email: buyer.email,
      password: 'password123',
      proof: { kind: 'thank-you', params },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe('WEAK_PASSWORD');
    expect(await hasCredential(buyer.userId)).toBe(false);
  });
});

describe('concurrency', () => {
  it('two simultaneous setups give the account exactly one password', async () => {
    const buyer = await createBuyer();
    const params = linkFor(buyer);
    const results = await Promise.all(
      ['first-Keto-Pass-1', 'second-Keto-Pass-2'].map((password) =>
        post('setup-password', {
          email: buyer.email,
          password,
          proof: { kind: 'thank-you', params },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const creds = await ctx.database.db
      .select()
      .from(account)
      .where(eq(account.userId, buyer.userId));
    expect(creds).toHaveLength(1);
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({
      env: { DIGISTORE_THANKYOU_KEY: KEY },
      rateLimits: {
        purchaseLookupPerIp: { limit: 3, windowSeconds: 60 },
        purchaseCodePerIp: { limit: 4, windowSeconds: 60 },
        purchaseCodePerEmail: { limit: 2, windowSeconds: 60 },
        purchaseSetupPerIp: { limit: 3, windowSeconds: 60 },
        purchaseSetupPerEmail: { limit: 4, windowSeconds: 60 },
        purchaseThankYouPerIp: { limit: 2, windowSeconds: 60 },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });
  const call = (url: string, payload: Record<string, unknown>, ip: string) =>
    limited.app.inject({
      method: 'POST',
      url: `/api/v1/purchases/${url}`,
      payload,
      remoteAddress: ip,
    });

  it('limits lookups per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await call('lookup', { email: uniqueEmail() }, `${NET}:0:1`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const res = await call('lookup', { email: uniqueEmail() }, `${NET}:0:1`);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect((await call('lookup', { email: uniqueEmail() }, `${NET}:0:2`)).statusCode).toBe(200);
  });

  it('limits code e-mails per address, from any IP', async () => {
    const email = uniqueEmail();
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await call('setup-code', { email }, `${NET}:1:${i}`)).statusCode);
    expect(codes).toEqual([202, 202, 429]);
  });

  it('limits code e-mails per IP, whatever the address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await call('setup-code', { email: uniqueEmail() }, `${NET}:5:1`)).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 429]);
  });

  it('limits setup attempts per IP and per address', async () => {
    const attempt = (email: string, ip: string) =>
      call(
        'setup-password',
        { email, password: PASSWORD, proof: { kind: 'code', code: '12345678' } },
        ip,
      );
    const perIp: number[] = [];
    for (let i = 0; i < 4; i += 1)
      perIp.push((await attempt(uniqueEmail(), `${NET}:2:1`)).statusCode);
    expect(perIp).toEqual([400, 400, 400, 429]);

    const email = uniqueEmail();
    const perEmail: number[] = [];
    for (let i = 0; i < 5; i += 1)
      perEmail.push((await attempt(email, `${NET}:3:${i}`)).statusCode);
    expect(perEmail).toEqual([400, 400, 400, 400, 429]);
  });

  it('limits thank-you verifications per IP', async () => {
    const params = signThankYouParams(KEY, { order_id: 'X1', buyer_email: uniqueEmail() });
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await call('thank-you', { params }, `${NET}:4:1`)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
