import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index.js';
import { encodeFormBody, signFields, type FormFields } from '../../lib/digistore/signature.js';
import { as, createTestContext, uniqueEmail, type TestContext } from '../../test/harness.js';
import { signInVerifiedAdmin, type EnrolledUser } from '../../test/admin-harness.js';

const PASSPHRASE = 'admin-orders-passphrase';
const MONTHLY = '3001';
const ADMIN = uniqueEmail('orders-admin');
let ctx: TestContext;
let admin: EnrolledUser;

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      ADMIN_EMAILS: ADMIN,
      DIGISTORE_IPN_PASSPHRASE: PASSPHRASE,
      DIGISTORE_PRODUCT_MONTHLY: MONTHLY,
    },
  });
  admin = await signInVerifiedAdmin(ctx, ADMIN);
});

afterAll(async () => {
  await ctx.close();
});

// Ids of this run's own: on PostgreSQL every test file shares the database.
const run = randomUUID().slice(0, 8);
const orderId = (n: number) => `ADM${run}${n}`.toUpperCase();
const txn = () => String(randomInt(100_000_000, 999_999_999));

function payment(order: string, email: string, over: Partial<FormFields> = {}): FormFields {
  return {
    event: 'on_payment',
    order_id: order,
    product_id: MONTHLY,
    product_name: 'Monthly Pro',
    transaction_id: txn(),
    amount: '20.00',
    currency: 'EUR',
    billing_type: 'subscription',
    pay_sequence_no: '1',
    quantity: '1',
    email,
    ...over,
  };
}

const ipn = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/digistore24',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
const send = (fields: FormFields) => ipn(encodeFormBody(signFields(PASSPHRASE, fields)));
const get = (url: string) => as(ctx.app, admin, { method: 'GET', url });

describe('admin: orders', () => {
  it('finds a buyer’s order by e-mail or order id, with its state and the IPN calls about it', async () => {
    const buyer = uniqueEmail('buyer');
    const paid = payment(orderId(1), buyer);
    expect((await send(paid)).statusCode).toBe(200);
    expect((await send({ ...paid })).statusCode).toBe(200); // Digistore24 retried: a duplicate
    expect((await send(payment(orderId(1), buyer, { pay_sequence_no: '2' }))).statusCode).toBe(200);

    const byEmail = await get(`/api/v1/admin/orders?q=${encodeURIComponent(buyer.toUpperCase())}`);
    expect(byEmail.statusCode).toBe(200);
    const [order] = byEmail.json().items;
    expect(order).toMatchObject({
      orderId: orderId(1),
      buyerEmail: buyer,
      plan: 'monthly',
      state: 'rebilled',
      coinsCredited: expect.any(Number),
      buyerHasPassword: false,
    });

    const detail = await get(`/api/v1/admin/orders/${orderId(1)}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().calls.map((c: { outcome: string }) => c.outcome)).toEqual([
      'handled',
      'duplicate',
      'handled',
    ]);
    expect(detail.json().calls[0].payload.email).toBe(buyer);
    expect(detail.json().calls[0].payload.sha_sign).toBeUndefined();

    expect((await get('/api/v1/admin/orders/NO-SUCH-ORDER')).statusCode).toBe(404);
  });

  it('filters by state and pages newest first without repeats', async () => {
    const buyer = uniqueEmail('pager');
    for (let n = 10; n < 15; n++) await send(payment(orderId(n), buyer));
    const refund = payment(orderId(10), buyer, {
      event: 'on_refund',
      transaction_id: txn(),
      amount: '-20.00',
    });
    expect((await send(refund)).statusCode).toBe(200);

    const refunded = await get(`/api/v1/admin/orders?q=${buyer}&state=refunded`);
    expect(refunded.json().items.map((o: { orderId: string }) => o.orderId)).toEqual([orderId(10)]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/admin/orders?q=${buyer}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(url)).json<{
        items: { orderId: string }[];
        nextCursor: string | null;
      }>();
      seen.push(...page.items.map((o) => o.orderId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);

    const bad = await get('/api/v1/admin/orders?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
  });
});

describe('admin: a new set-up code for a buyer', () => {
  it('e-mails the buyer a code, audited with the reason; unknown orders are 404', async () => {
    const buyer = uniqueEmail('no-password');
    await send(payment(orderId(30), buyer));
    const res = await as(ctx.app, admin, {
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId(30)}/setup-code`,
      payload: { reason: 'Buyer lost the first e-mail' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sentTo: buyer });
    const mail = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, buyer), eq(outboxEmails.kind, 'purchase_setup_code')));
    expect(mail).toHaveLength(1);
    const audit = (await get(`/api/v1/admin/audit?action=order.setup_code&target=${buyer}`)).json();
    expect(audit.items[0]).toMatchObject({
      reason: 'Buyer lost the first e-mail',
      after: { orderId: orderId(30), sentTo: buyer },
    });

    const missing = await as(ctx.app, admin, {
      method: 'POST',
      url: '/api/v1/admin/orders/NOPE/setup-code',
      payload: { reason: 'Testing a typo' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('admin: the IPN log', () => {
  it('keeps every call: unsigned ones without their fields, signed ones with outcome and status', async () => {
    const order = orderId(20);
    const forged = encodeFormBody(
      signFields('not-the-passphrase', payment(order, uniqueEmail('forger'))),
    );
    expect((await ipn(forged)).statusCode).toBe(403);
    const incomplete = { event: 'on_payment', order_id: order };
    expect((await send(incomplete)).statusCode).toBe(400);

    const log = await get(`/api/v1/admin/ipn-calls?q=${order}`);
    expect(log.statusCode).toBe(200);
    const [refused, unsigned] = log.json().items;
    expect(refused).toMatchObject({
      signatureValid: true,
      outcome: 'refused',
      httpStatus: 400,
      message: expect.stringContaining('on_payment needs'),
    });
    expect(unsigned).toMatchObject({
      signatureValid: false,
      outcome: 'refused',
      httpStatus: 403,
      event: 'on_payment',
      orderId: order,
      payload: null,
    });

    const onlyUnsigned = await get(`/api/v1/admin/ipn-calls?q=${order}&signature=invalid`);
    expect(onlyUnsigned.json().items).toHaveLength(1);
  });

  it('answers only admins who passed the second factor', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/ipn-calls' });
    expect(res.statusCode).toBe(401);
  });
});
