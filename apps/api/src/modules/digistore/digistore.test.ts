import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  coinLedger,
  digistoreEvents,
  digistoreOrders,
  user,
} from '../../db/schema/index.js';
import {
  as,
  createTestContext,
  signIn,
  signUp,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';
import {
  digistoreSignature,
  encodeFormBody,
  htmlEntityDecode,
  signFields,
  type FormFields,
} from '../../lib/digistore/signature.js';

const PASSPHRASE = 'ipn-pässphrase-for-tests';
const MONTHLY = '1001';
const YEARLY = '1002';
const MEGA = '1003';
const PACK = '2001';
const ENV = {
  DIGISTORE_IPN_PASSPHRASE: PASSPHRASE,
  DIGISTORE_PRODUCT_MONTHLY: MONTHLY,
  DIGISTORE_PRODUCT_YEARLY: YEARLY,
  DIGISTORE_PRODUCT_MEGA: MEGA,
  DIGISTORE_COIN_PACKS: `${PACK}:500,2002:1200`,
};
const URL = '/api/v1/webhooks/digistore24';

let ctx: TestContext;
const touched = new Set<string>();

beforeAll(async () => {
  ctx = await createTestContext({ env: ENV });
});
afterAll(async () => {
  await ctx.close();
});

const db = () => ctx.database.db;

// Invariants after every test, for every account a test touched: the balance is the
// ledger sum, and the orders' net coins are the sum of the Digistore24 ledger rows.
afterEach(async () => {
  for (const userId of touched) {
    const wallet = ctx.app.services.wallet;
    expect(await wallet.getBalance(userId), 'balance = ledger sum').toBe(
      await wallet.ledgerSum(userId),
    );
    const [orders] = await db()
      .select({ sum: sql<string | null>`sum(${digistoreOrders.coinsCredited})` })
      .from(digistoreOrders)
      .where(eq(digistoreOrders.userId, userId));
    const [ledger] = await db()
      .select({ sum: sql<string | null>`sum(${coinLedger.amount})` })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, userId), like(coinLedger.reference, 'digistore24:%')));
    expect(Number(orders?.sum ?? 0), 'orders.coins_credited = ledger sum of its rows').toBe(
      Number(ledger?.sum ?? 0),
    );
  }
  touched.clear();
});

let counter = 0;
/** Digistore24-style numeric transaction ids and alphanumeric order ids, unique per run. */
function nextTransactionId(): string {
  counter += 1;
  return `${randomInt(1, 9)}${String(counter).padStart(4, '0')}${randomInt(100000, 999999)}`;
}
function nextOrderId(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();
}

function payment(over: Partial<FormFields> & { email: string }): FormFields {
  return {
    api_mode: 'test',
    event: 'on_payment',
    order_id: nextOrderId(),
    order_item_id: String(randomInt(10_000_000, 99_999_999)),
    product_id: MONTHLY,
    product_name: 'Monthly Pro',
    address_first_name: 'Jane',
    address_last_name: 'Doe',
    transaction_id: nextTransactionId(),
    transaction_type: 'payment',
    amount: '20.00',
    currency: 'USD',
    billing_type: 'subscription',
    pay_sequence_no: '1',
    quantity: '1',
    custom: '',
    voucher_code: '',
    ...over,
  };
}

function reversal(
  paid: FormFields,
  event: 'on_refund' | 'on_chargeback',
  over: Partial<FormFields> = {},
): FormFields {
  return {
    ...paid,
    event,
    transaction_type: event === 'on_refund' ? 'refund' : 'chargeback',
    transaction_id: nextTransactionId(),
    parent_transaction_id: paid.transaction_id ?? '',
    amount: '-20.00',
    ...over,
  };
}

function post(body: string) {
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

function send(fields: FormFields) {
  return post(encodeFormBody(signFields(PASSPHRASE, fields)));
}

async function userIdByEmail(email: string): Promise<string | undefined> {
  const rows = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  const id = rows[0]?.id;
  if (id) touched.add(id);
  return id;
}

async function ledgerOf(userId: string) {
  return db()
    .select({
      amount: coinLedger.amount,
      reason: coinLedger.reason,
      reference: coinLedger.reference,
    })
    .from(coinLedger)
    .where(eq(coinLedger.userId, userId))
    .orderBy(coinLedger.id);
}

async function orderRow(orderId: string) {
  const rows = await db()
    .select()
    .from(digistoreOrders)
    .where(eq(digistoreOrders.orderId, orderId));
  return rows[0];
}

/**
 * Rows anywhere that stem from these payloads: accounts for their e-mails, orders,
 * events and ledger rows for their order and transaction ids. Scoped, not global
 * counts, because on PostgreSQL other test files share the database.
 */
async function traces(...payloads: FormFields[]): Promise<number> {
  // PostgreSQL text cannot hold NUL, so no stored row can carry such a value (and PostgreSQL
  // refuses it as a query parameter): leave those mutations out of the lookup.
  const values = (key: string, map = (v: string) => v) => [
    ...new Set(
      payloads.map((p) => map(p[key] ?? '')).filter((v) => v !== '' && !v.includes('\u0000')),
    ),
  ];
  const emails = ['email', 'buyer_email', 'address_email'].flatMap((k) =>
    values(k, (v) => v.trim().toLowerCase()),
  );
  const orderIds = values('order_id', (v) => v.trim());
  const transactionIds = values('transaction_id', (v) => v.trim());
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const none = sql`false`;
  const users = await n(
    db()
      .select({ n: count() })
      .from(user)
      .where(emails.length ? inArray(user.email, emails) : none),
  );
  const orders = await n(
    db()
      .select({ n: count() })
      .from(digistoreOrders)
      .where(
        orderIds.length
          ? or(
              inArray(digistoreOrders.orderId, orderIds),
              inArray(digistoreOrders.buyerEmail, emails.length ? emails : ['-']),
            )
          : none,
      ),
  );
  const events = await n(
    db()
      .select({ n: count() })
      .from(digistoreEvents)
      .where(
        or(
          orderIds.length ? inArray(digistoreEvents.orderId, orderIds) : none,
          transactionIds.length ? inArray(digistoreEvents.transactionId, transactionIds) : none,
        ),
      ),
  );
  const ledger = await n(
    db()
      .select({ n: count() })
      .from(coinLedger)
      .where(
        orderIds.length
          ? or(...orderIds.map((id) => like(coinLedger.reference, `digistore24:${id}:%`)))
          : none,
      ),
  );
  return users + orders + events + ledger;
}

describe('Digistore24 IPN: transport and signature', () => {
  it('answers a signed connection_test with plain-text OK', async () => {
    const res = await send({ event: 'connection_test' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses unsigned and wrongly signed calls with 403, not OK, and moves nothing', async () => {
    const fields = payment({ email: uniqueEmail('unsigned') });
    const unsigned = await post(encodeFormBody(fields));
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.body).toBe('ERROR: invalid sha signature');
    const wrong = await post(encodeFormBody(signFields('not-the-passphrase', fields)));
    expect(wrong.statusCode).toBe(403);
    const test = await post(encodeFormBody({ event: 'connection_test' }));
    expect(test.statusCode).toBe(403);
    expect(await traces(fields)).toBe(0);
  });

  it('treats any other body (JSON, multipart, none) as unsigned: 403 in plain text', async () => {
    const signedJson = JSON.stringify(signFields(PASSPHRASE, { event: 'connection_test' }));
    for (const [type, payload] of [
      ['application/json', signedJson],
      ['multipart/form-data; boundary=x', '--x--'],
      [undefined, undefined],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: URL,
        ...(type ? { headers: { 'content-type': type } } : {}),
        ...(payload ? { payload } : {}),
      });
      expect(`${type} ${res.statusCode} ${res.body}`).toBe(
        `${type} 403 ERROR: invalid sha signature`,
      );
    }
  });

  it('is documented in the OpenAPI description', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths[URL].post.summary).toMatch(/IPN/);
    expect(doc.paths['/api/v1/orders'].get).toBeDefined();
  });

  it('refuses 1,000 property-based mutations of a signed payment, with no side effect', async () => {
    const sent: FormFields[] = [];
    // Arbitraries are built once: building them inside `chain` dominated the run time.
    const wellFormed = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 16 })
      .filter((v) => !/[\uD800-\uDFFF]/u.test(v)); // no lone surrogates
    const value = fc.oneof(wellFormed, fc.constantFrom('0', ' ', '&amp;', '1002', 'on_refund'));
    const newKey = fc.stringMatching(/^[a-z_]{1,12}$/);
    const wrongPassphrase = fc.string({ minLength: 1, maxLength: 40 });
    const mutated = fc
      .record({
        email: fc.uuid().map((u) => `prop-${u}@example.com`),
        extra: fc.dictionary(fc.stringMatching(/^x_[a-z0-9_]{1,10}$/), wellFormed, {
          maxKeys: 4,
        }),
      })
      .chain(({ email, extra }) => {
        const fields = payment({ email, ...extra });
        const signed = signFields(PASSPHRASE, fields);
        const nonEmpty = Object.keys(fields).filter((k) => fields[k] !== '');
        return fc.oneof(
          // a changed value (a real change, not just an html-encoded spelling of it)
          fc
            .tuple(fc.constantFrom(...nonEmpty), value)
            .filter(([k, v]) => {
              const old = fields[k] ?? '';
              return htmlEntityDecode(v) !== htmlEntityDecode(old) && htmlEntityDecode(v) !== old;
            })
            .map(([k, v]) => ({ ...signed, [k]: v })),
          // an added non-empty field
          fc
            .tuple(newKey, value)
            .filter(([k]) => !(k in fields) && k !== 'sha_sign')
            .map(([k, v]) => ({ ...signed, [k]: v })),
          // a removed non-empty field
          fc.constantFrom(...nonEmpty).map((k) => {
            const copy = { ...signed };
            delete copy[k];
            return copy;
          }),
          // a wrong passphrase
          wrongPassphrase.filter((p) => p !== PASSPHRASE).map((p) => signFields(p, fields)),
        );
      });
    await fc.assert(
      fc.asyncProperty(mutated, async (fields) => {
        sent.push(fields);
        const res = await post(encodeFormBody(fields));
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toMatch(/^OK/);
      }),
      { numRuns: 1000 },
    );
    expect(sent.length).toBeGreaterThanOrEqual(1000);
    expect(await traces(...sent)).toBe(0);
  }, 300_000); // about 2 s on an idle machine; generous for a loaded CI runner

  it('still verifies with reordered fields and added empty ones', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.stringMatching(/^[a-z_]{1,12}$/), { maxLength: 5 }),
        fc.array(fc.double({ noNaN: true }), { minLength: 10, maxLength: 10 }),
        async (emptyKeys, weights) => {
          const fields = { event: 'connection_test', merchant_id: '4711', language: 'en' };
          const entries = Object.entries(signFields(PASSPHRASE, fields));
          for (const k of emptyKeys) if (!(k in fields) && k !== 'sha_sign') entries.push([k, '']);
          const shuffled = entries
            .map((entry, i) => ({ entry, w: weights[i] ?? 0 }))
            .sort((a, b) => a.w - b.w)
            .map(({ entry }) => entry);
          const res = await post(encodeFormBody(shuffled));
          expect(res.body).toBe('OK');
        },
      ),
      { numRuns: 50 },
    );
    // And a real payment, fields reversed, with extra empty fields: handled.
    const email = uniqueEmail('reordered');
    const fields = payment({ email });
    const entries = Object.entries(signFields(PASSPHRASE, fields)).reverse();
    entries.push(['newsletter_choice', ''], ['Zeta', '']);
    expect((await post(encodeFormBody(entries))).body).toBe('OK');
    expect(await userIdByEmail(email)).toBeDefined();
  });

  it('decodes the body like PHP: "+" is a space, %2B a plus, a repeated key keeps its last value', async () => {
    const email = uniqueEmail('form');
    const fields = payment({ email, product_name: 'Keto+ Monthly Pro' });
    const body = `product_name=Evil&${encodeFormBody(signFields(PASSPHRASE, fields))}`;
    expect(body).toContain('product_name=Keto%2B+Monthly+Pro');
    const res = await post(body);
    expect(res.body).toBe('OK');
    expect((await orderRow(fields.order_id!))?.productName).toBe('Keto+ Monthly Pro');
    await userIdByEmail(email);
  });

  it('accepts the html-decoded (v1) signature and acts on the decoded values', async () => {
    const email = uniqueEmail('v1');
    const fields = payment({ email, product_name: 'Keto &amp; Co Monthly' });
    const sha = digistoreSignature(PASSPHRASE, fields, { htmlDecode: true });
    const res = await post(encodeFormBody({ ...fields, sha_sign: sha }));
    expect(res.body).toBe('OK');
    expect((await orderRow(fields.order_id!))?.productName).toBe('Keto & Co Monthly');
    await userIdByEmail(email);
  });

  it('an html-encoded replay of a signed payment is the same transaction: no second credit', async () => {
    const email = uniqueEmail('replay');
    const fields = payment({ email });
    const signed = signFields(PASSPHRASE, fields);
    expect((await post(encodeFormBody(signed))).body).toBe('OK');
    const txId = fields.transaction_id!;
    // Verifies as v1 (its decoded values are the signed ones) and is handled as such.
    const replay = { ...signed, transaction_id: `&#${txId.charCodeAt(0)};${txId.slice(1)}` };
    const res = await post(encodeFormBody(replay));
    expect(res.body).toBe('OK');
    const userId = (await userIdByEmail(email))!;
    expect((await ledgerOf(userId)).map((e) => e.amount)).toEqual([270]);
  });

  it('answers 400 (not OK) for a signed payment without the fields it needs, moving nothing', async () => {
    const calls = [
      payment({ email: '' }),
      payment({ email: 'not-an-address' }),
      payment({ email: uniqueEmail('bad'), transaction_id: '' }),
      payment({ email: uniqueEmail('bad'), quantity: '5000' }),
      payment({ email: uniqueEmail('bad'), address_first_name: 'Ja\u0000ne' }),
    ];
    for (const fields of calls) {
      const res = await send(fields);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^ERROR: /);
    }
    expect(await traces(...calls)).toBe(0);
  });

  it('answers OK to unknown events and moves nothing', async () => {
    const email = uniqueEmail('unknown-event');
    const calls = [
      'on_affiliation',
      'payment_denial',
      'something_new',
      'toString',
      '__proto__',
      '',
    ].map((event) => ({
      ...payment({ email }),
      event,
    }));
    for (const fields of calls) {
      const res = await send(fields);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('OK');
    }
    expect(await traces(...calls)).toBe(0);
  });
});

describe('Digistore24 IPN: payments', () => {
  it('a payment creates the buyer’s password-less account, credits 200 + 70 and records the order', async () => {
    const email = uniqueEmail('buyer');
    const fields = payment({ email: `  ${email.toUpperCase()} ` });
    const res = await send(fields);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');

    const userId = (await userIdByEmail(email))!;
    expect(userId).toMatch(/^[A-Za-z0-9]{32}$/);
    const [created] = await db().select().from(user).where(eq(user.id, userId));
    expect(created).toMatchObject({ email, name: 'Jane', emailVerified: true });
    // No credential account: there is no password until the buyer sets one.
    expect(await db().select().from(account).where(eq(account.userId, userId))).toEqual([]);
    expect((await signIn(ctx.app, email, 'keto-Flow-2026!')).statusCode).not.toBe(200);

    expect(await ctx.app.services.wallet.getBalance(userId)).toBe(270);
    expect(await ledgerOf(userId)).toEqual([
      {
        amount: 270,
        reason: 'purchase',
        reference: `digistore24:${fields.order_id}:${fields.transaction_id}`,
      },
    ]);
    expect(await orderRow(fields.order_id!)).toMatchObject({
      productId: MONTHLY,
      productName: 'Monthly Pro',
      plan: 'monthly',
      buyerEmail: email,
      userId,
      currency: 'USD',
      amount: '20.00',
      billingType: 'subscription',
      paySequenceNo: 1,
      coinsCredited: 270,
      status: 'paid',
      subscriptionStatus: 'active',
      apiMode: 'test',
    });
    const events = await db()
      .select()
      .from(digistoreEvents)
      .where(eq(digistoreEvents.orderId, fields.order_id!));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventKey: `${fields.transaction_id}:on_payment`,
      coinsMoved: 270,
    });
    expect(events[0]?.payload).not.toHaveProperty('sha_sign');
    // user + order + event + ledger row: what the "no side effect" checks look for.
    expect(await traces(fields)).toBe(4);
  });

  it('names the buyer after the e-mail’s local part when no first name is sent', async () => {
    const email = uniqueEmail('noname');
    await send(payment({ email, address_first_name: '', address_last_name: '' }));
    const [created] = await db().select().from(user).where(eq(user.email, email));
    expect(created?.name).toBe(email.split('@')[0]);
    await userIdByEmail(email);
  });

  it('credits an existing account (e-mail matched case-insensitively) and shows the order to its owner only', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    touched.add(owner.id).add(other.id);
    const fields = payment({
      email: owner.email.toUpperCase(),
      product_id: YEARLY,
      amount: '192.00',
    });
    expect((await send(fields)).body).toBe('OK');
    expect(await ctx.app.services.wallet.getBalance(owner.id)).toBe(2400 + 900);

    const mine = await as(ctx.app, owner, { method: 'GET', url: '/api/v1/orders' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        orderId: fields.order_id,
        plan: 'yearly',
        status: 'paid',
        subscriptionStatus: 'active',
        coinsCredited: 3300,
        amount: '192.00',
        currency: 'USD',
        billingType: 'subscription',
      }),
    ]);
    const theirs = await as(ctx.app, other, { method: 'GET', url: '/api/v1/orders' });
    expect(theirs.json()).toEqual({ items: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/orders' })).statusCode).toBe(401);
  });

  it('the Mega Deal is a single payment: 20,000 + 8,000, no subscription status', async () => {
    const email = uniqueEmail('mega');
    const fields = payment({
      email,
      product_id: MEGA,
      amount: '600.00',
      billing_type: 'single_payment',
      pay_sequence_no: '0',
    });
    expect((await send(fields)).body).toBe('OK');
    const userId = (await userIdByEmail(email))!;
    expect(await ctx.app.services.wallet.getBalance(userId)).toBe(28_000);
    expect(await orderRow(fields.order_id!)).toMatchObject({
      plan: 'mega',
      subscriptionStatus: null,
      paySequenceNo: 0,
    });
  });

  it('rebills credit the base coins only (pay_sequence_no ≥ 2), on the same order', async () => {
    const email = uniqueEmail('rebill');
    const first = payment({ email, pay_sequence_no: '1' });
    expect((await send(first)).body).toBe('OK');
    for (const seq of ['2', '3']) {
      const rebill = { ...first, transaction_id: nextTransactionId(), pay_sequence_no: seq };
      expect((await send(rebill)).body).toBe('OK');
      expect((await send(rebill)).body).toBe('OK'); // a duplicate changes nothing
    }
    const userId = (await userIdByEmail(email))!;
    expect((await ledgerOf(userId)).map((e) => [e.amount, e.reason])).toEqual([
      [270, 'purchase'],
      [200, 'rebill'],
      [200, 'rebill'],
    ]);
    expect(await orderRow(first.order_id!)).toMatchObject({
      coinsCredited: 670,
      paySequenceNo: 3,
    });
  });

  it('coin packs credit their coins (times the quantity); unknown products record the order and credit nothing', async () => {
    const email = uniqueEmail('pack');
    const pack = payment({
      email,
      product_id: PACK,
      product_name: '500 FlowCoins',
      billing_type: 'single_payment',
      pay_sequence_no: '0',
      quantity: '2',
      amount: '10.00',
    });
    expect((await send(pack)).body).toBe('OK');
    const userId = (await userIdByEmail(email))!;
    expect(await ledgerOf(userId)).toEqual([
      expect.objectContaining({ amount: 1000, reason: 'purchase' }),
    ]);
    expect(await orderRow(pack.order_id!)).toMatchObject({ plan: 'pack', coinsCredited: 1000 });

    const strangerEmail = uniqueEmail('stranger');
    const unknown = payment({ email: strangerEmail, product_id: '999999' });
    expect((await send(unknown)).body).toBe('OK');
    expect(await orderRow(unknown.order_id!)).toMatchObject({
      plan: 'unknown',
      coinsCredited: 0,
      userId: null,
    });
    // Nothing was bought that we sell: no account is created for it.
    expect(await userIdByEmail(strangerEmail)).toBeUndefined();
    // …but an existing account is linked, still without coins.
    const unknownForPack = payment({ email, product_id: '999998' });
    expect((await send(unknownForPack)).body).toBe('OK');
    expect(await orderRow(unknownForPack.order_id!)).toMatchObject({
      plan: 'unknown',
      userId,
      coinsCredited: 0,
    });
    expect(await ctx.app.services.wallet.getBalance(userId)).toBe(1000);
  });

  it('concurrent duplicates credit once and create one account', async () => {
    const email = uniqueEmail('concurrent');
    const fields = payment({ email });
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(fields)));
    expect(answers.map((r) => r.body)).toEqual(Array(10).fill('OK'));
    const users = await db().select().from(user).where(eq(user.email, email));
    expect(users).toHaveLength(1);
    const userId = (await userIdByEmail(email))!;
    expect((await ledgerOf(userId)).map((e) => e.amount)).toEqual([270]);
    expect((await orderRow(fields.order_id!))?.coinsCredited).toBe(270);

    // Two different orders of a new buyer at the same moment: one account, both credited.
    const email2 = uniqueEmail('two-orders');
    const both = await Promise.all([
      send(payment({ email: email2 })),
      send(payment({ email: email2, product_id: YEARLY })),
    ]);
    expect(both.map((r) => r.body)).toEqual(['OK', 'OK']);
    expect(await db().select().from(user).where(eq(user.email, email2))).toHaveLength(1);
    expect(await ctx.app.services.wallet.getBalance((await userIdByEmail(email2))!)).toBe(
      270 + 3300,
    );
  });
});

describe('Digistore24 IPN: refunds and chargebacks', () => {
  it('the same payment 5 times, shuffled with its refund, credits once and reverses once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), fc.integer(), async (refundAt, seed) => {
        const email = uniqueEmail('shuffle');
        const paid = payment({ email });
        const refund = reversal(paid, 'on_refund');
        const calls = [paid, paid, paid, paid, paid];
        calls.splice(refundAt, 0, refund);
        let pending = seed % 2 === 0 ? calls : [...calls].reverse();
        // Digistore24 re-sends every call that was not answered OK.
        for (let round = 0; pending.length > 0 && round < 3; round += 1) {
          const failed: FormFields[] = [];
          for (const call of pending) {
            const res = await send(call);
            if (res.body === 'OK') continue;
            expect(res.statusCode).toBe(409); // the refund before its payment: retry later
            failed.push(call);
          }
          pending = failed;
        }
        expect(pending).toEqual([]);
        const userId = (await userIdByEmail(email))!;
        expect((await ledgerOf(userId)).map((e) => [e.amount, e.reason])).toEqual([
          [270, 'purchase'],
          [-270, 'refund_reversal'],
        ]);
        expect(await orderRow(paid.order_id!)).toMatchObject({
          status: 'refunded',
          coinsCredited: 0,
        });
      }),
      { numRuns: 8 },
    );
  });

  it('a refund may take the balance below zero; AI spending is blocked until it is positive again', async () => {
    const buyer = await signUp(ctx.app);
    touched.add(buyer.id);
    const paid = payment({ email: buyer.email });
    expect((await send(paid)).body).toBe('OK');
    await ctx.app.services.wallet.debit({
      userId: buyer.id,
      amount: 200,
      reason: 'ai_action',
      idempotencyKey: randomUUID(),
    });
    expect((await send(reversal(paid, 'on_refund'))).body).toBe('OK');
    expect(await ctx.app.services.wallet.getBalance(buyer.id)).toBe(-200);

    const debit = () =>
      as(ctx.app, buyer, {
        method: 'POST',
        url: '/api/v1/wallet/debits',
        payload: { action: 'meal_plan_7', idempotencyKey: randomUUID() },
      });
    expect((await debit()).statusCode).toBe(402);
    const rebill = { ...paid, transaction_id: nextTransactionId(), pay_sequence_no: '2' };
    expect((await send(rebill)).body).toBe('OK');
    expect((await debit()).statusCode).toBe(402); // 0 coins: still nothing to spend
    const pack = payment({
      email: buyer.email,
      product_id: PACK,
      billing_type: 'single_payment',
      pay_sequence_no: '0',
    });
    expect((await send(pack)).body).toBe('OK');
    expect((await debit()).statusCode).toBe(201);

    const orders = await as(ctx.app, buyer, { method: 'GET', url: '/api/v1/orders' });
    const first = orders.json().items.find((o: { orderId: string }) => o.orderId === paid.order_id);
    expect(first).toMatchObject({ status: 'paid', coinsCredited: 200 }); // the rebill came after
  });

  it('a chargeback after a refund of the same payment reverses nothing more', async () => {
    const email = uniqueEmail('chargeback');
    const paid = payment({
      email,
      product_id: MEGA,
      billing_type: 'single_payment',
      pay_sequence_no: '0',
    });
    expect((await send(paid)).body).toBe('OK');
    expect((await send(reversal(paid, 'on_refund'))).body).toBe('OK');
    const chargeback = reversal(paid, 'on_chargeback');
    expect((await send(chargeback)).body).toBe('OK');
    expect((await send(chargeback)).body).toBe('OK');
    const userId = (await userIdByEmail(email))!;
    expect((await ledgerOf(userId)).map((e) => [e.amount, e.reason])).toEqual([
      [28_000, 'purchase'],
      [-28_000, 'refund_reversal'],
    ]);
    expect(await orderRow(paid.order_id!)).toMatchObject({
      status: 'chargeback',
      coinsCredited: 0,
    });
  });

  it('a chargeback reverses that transaction only: the parent, else the same pay_sequence_no', async () => {
    const email = uniqueEmail('partial');
    const first = payment({ email });
    const rebill = { ...first, transaction_id: nextTransactionId(), pay_sequence_no: '2' };
    expect((await send(first)).body).toBe('OK');
    expect((await send(rebill)).body).toBe('OK');
    expect((await send(reversal(rebill, 'on_chargeback'))).body).toBe('OK');
    const userId = (await userIdByEmail(email))!;
    expect(await ctx.app.services.wallet.getBalance(userId)).toBe(270);
    // Without a parent id, the first payment is found by its pay_sequence_no.
    const refundFirst = reversal(first, 'on_refund', { parent_transaction_id: '' });
    expect((await send(refundFirst)).body).toBe('OK');
    expect((await ledgerOf(userId)).map((e) => [e.amount, e.reason])).toEqual([
      [270, 'purchase'],
      [200, 'rebill'],
      [-200, 'chargeback_reversal'],
      [-270, 'refund_reversal'],
    ]);
    expect(await orderRow(first.order_id!)).toMatchObject({ status: 'refunded', coinsCredited: 0 });
  });

  it('concurrent duplicate refunds reverse once', async () => {
    const email = uniqueEmail('concurrent-refund');
    const paid = payment({ email });
    expect((await send(paid)).body).toBe('OK');
    const refund = reversal(paid, 'on_refund');
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(refund)));
    expect(answers.map((r) => r.body)).toEqual(Array(8).fill('OK'));
    const userId = (await userIdByEmail(email))!;
    expect((await ledgerOf(userId)).map((e) => e.amount)).toEqual([270, -270]);
    expect((await orderRow(paid.order_id!))?.coinsCredited).toBe(0);
  });

  it('a refund for an order not recorded yet answers 409 with no side effect, then works on retry', async () => {
    const email = uniqueEmail('early-refund');
    const paid = payment({ email });
    const refund = reversal(paid, 'on_refund');
    const early = await send(refund);
    expect(early.statusCode).toBe(409);
    expect(early.body).toMatch(/^ERROR: /);
    expect(await traces(refund)).toBe(0);
    expect((await send(paid)).body).toBe('OK');
    expect((await send(refund)).body).toBe('OK');
    const userId = (await userIdByEmail(email))!;
    expect(await ctx.app.services.wallet.getBalance(userId)).toBe(0);
  });
});

describe('Digistore24 IPN: subscription status', () => {
  it('records missed payments, cancellation, resumption and the end, and shows them to the buyer', async () => {
    const buyer = await signUp(ctx.app);
    touched.add(buyer.id);
    const paid = payment({ email: buyer.email });
    expect((await send(paid)).body).toBe('OK');
    const status = async () => {
      const res = await as(ctx.app, buyer, { method: 'GET', url: '/api/v1/orders' });
      return res.json().items[0].subscriptionStatus as string;
    };
    const statusEvent = (event: string, over: Partial<FormFields> = {}) => ({
      ...paid,
      event,
      transaction_id: '',
      transaction_type: event.replace(/^on_/, ''),
      ...over,
    });
    const before = await ctx.app.services.wallet.getBalance(buyer.id);

    expect((await send(statusEvent('on_payment_missed'))).body).toBe('OK');
    expect(await status()).toBe('payment_missed');
    // The late payment restores it.
    const late = { ...paid, transaction_id: nextTransactionId(), pay_sequence_no: '2' };
    expect((await send(late)).body).toBe('OK');
    expect(await status()).toBe('active');
    expect((await send(statusEvent('on_rebill_cancelled'))).body).toBe('OK');
    expect(await status()).toBe('cancelled');
    expect((await send(statusEvent('on_rebill_resumed'))).body).toBe('OK');
    expect(await status()).toBe('active');
    const lastDay = statusEvent('last_paid_day', { transaction_date: '2026-03-01 04:00:00' });
    expect((await send(lastDay)).body).toBe('OK');
    expect((await send(lastDay)).body).toBe('OK'); // a duplicate is recorded once
    expect(await status()).toBe('ended');

    expect(await ctx.app.services.wallet.getBalance(buyer.id)).toBe(before + 200);
    const events = await db()
      .select({ key: digistoreEvents.eventKey, coins: digistoreEvents.coinsMoved })
      .from(digistoreEvents)
      .where(eq(digistoreEvents.orderId, paid.order_id!));
    expect(events).toHaveLength(6);
    expect(events.map((e) => e.key)).toContain(
      `${paid.order_id}:last_paid_day:2026-03-01 04:00:00`,
    );
  });

  it('a status event for an order not recorded yet answers 409 and records nothing', async () => {
    const cancelled = { event: 'on_rebill_cancelled', order_id: nextOrderId() };
    const res = await send(cancelled);
    expect(res.statusCode).toBe(409);
    expect(await traces(cancelled)).toBe(0);
  });
});

describe('Digistore24 IPN without a configured passphrase', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext({ env: { ...ENV, DIGISTORE_IPN_PASSPHRASE: '' } });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('refuses everything, signed or not, with 503', async () => {
    const orders = () => bare.database.db.select({ n: count() }).from(digistoreOrders);
    const before = await orders();
    const bodies = [
      encodeFormBody({ event: 'connection_test' }),
      encodeFormBody(signFields(PASSPHRASE, { event: 'connection_test' })),
      encodeFormBody(signFields('', payment({ email: uniqueEmail('bare') }))),
    ];
    for (const payload of bodies) {
      const res = await bare.app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/^ERROR: /);
    }
    expect(await orders()).toEqual(before); // the database is shared on PostgreSQL
  });
});
