import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@ketoflow/contracts';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFormBody, signFields } from '../lib/digistore/signature.js';
import { confirmEmail } from './admin-harness.js';
import { fingerprint } from './db-fingerprint.js';
import {
  createTestContext,
  signUp,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from './harness.js';
import {
  documentedRoutes,
  isUnsafe,
  pathVariants,
  type ApiRoute,
  type PathVariant,
} from './path-variants.js';
import { rawRequest, type RawAnswer } from './raw-http.js';

// Every documented route, in every spelling of its path, answers the way its canonical path
// does (or is refused), for each kind of caller, and a refused admin request changes nothing
// (lib/request-target.ts, decision 036). Sent on a real socket: `inject` would normalise the
// targets before the server saw them.

const PASSPHRASE = 'path-variants-passphrase';
const PRODUCT = '4711';
const ADMIN_EMAIL = uniqueEmail('variants-admin');
const FOREIGN = 'http://evil.example';

let ctx: TestContext;
let port: number;
let origin: string;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
let victim: TestUser;
let user: TestUser;
let admin: TestUser;
let orderId: string;
let emailId: string;
let routes: ApiRoute[];

type Caller = { name: string; cookie?: string };

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      ADMIN_EMAILS: ADMIN_EMAIL,
      DIGISTORE_IPN_PASSPHRASE: PASSPHRASE,
      DIGISTORE_PRODUCT_MONTHLY: PRODUCT,
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  victim = await signUp(ctx.app, uniqueEmail('variants-victim'));
  user = await signUp(ctx.app, uniqueEmail('variants-user'));
  // An admin by ADMIN_EMAILS, address confirmed, who has not set up the second factor.
  admin = await signUp(ctx.app, ADMIN_EMAIL);
  await confirmEmail(ctx, admin);
  // They open the admin area once: an ADMIN_EMAILS address gets the role there.
  await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/admin/access',
    headers: { cookie: admin.cookie },
  });

  // A real order and e-mail, so that a handler reached by mistake would have work to do.
  orderId = `PV${randomUUID().slice(0, 8)}`.toUpperCase();
  const ipn = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/digistore24',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: encodeFormBody(
      signFields(PASSPHRASE, {
        event: 'on_payment',
        order_id: orderId,
        product_id: PRODUCT,
        transaction_id: String(Date.now()),
        amount: '20.00',
        currency: 'EUR',
        email: victim.email,
      }),
    ),
  });
  expect(ipn.statusCode).toBe(200);
  const [email] = await ctx.database.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, victim.email))
    .limit(1);
  emailId = email?.id ?? randomUUID();

  const values: Record<string, string> = {
    dataset: 'diary',
    key: 'theme',
    code: '3017620422003',
    dayNumber: '1',
    mealIndex: '0',
    orderId,
  };
  routes = documentedRoutes((name, template) => {
    if (name === 'id' && template.startsWith('/api/v1/admin/users/')) return victim.id;
    if (name === 'id' && template.startsWith('/api/v1/admin/emails/')) return emailId;
    return values[name] ?? randomUUID();
  });
});

afterAll(async () => {
  agent.destroy();
  await ctx.close();
});

/** A body a handler would accept, so that a request let through by mistake would act. */
function bodyFor(route: ApiRoute): unknown {
  if (!isUnsafe(route)) return undefined;
  return {
    reason: 'path sweep',
    direction: 'credit',
    amount: 5,
    confirmEmail: victim.email,
    method: 'totp',
    code: '123456',
  };
}

function send(
  route: ApiRoute,
  target: string,
  caller: Caller,
  headers: Record<string, string> = {},
) {
  return rawRequest(port, agent, {
    method: route.method,
    target,
    headers: {
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      'idempotency-key': randomUUID(),
      ...headers,
    },
    body: bodyFor(route),
  });
}

const summary = (a: RawAnswer) => `${a.status} ${a.code ?? ''}`.trim();

/** What a variant must answer, given the canonical path's answer. */
function expected(variant: PathVariant, canonical: RawAnswer): string[] {
  if (variant.kind === 'same') return [summary(canonical)];
  if (variant.kind === 'unrouted') return ['404 NOT_FOUND'];
  return ['400 VALIDATION_FAILED'];
}

async function sweep(selected: ApiRoute[], callers: Caller[]): Promise<string[]> {
  const mismatches: string[] = [];
  for (const route of selected) {
    for (const caller of callers) {
      const canonical = await send(route, route.path, caller);
      for (const variant of pathVariants(route, origin)) {
        const answer = await send(route, variant.target, caller);
        const allowed = expected(variant, canonical);
        if (!allowed.includes(summary(answer)))
          mismatches.push(
            `${caller.name} ${route.method} ${variant.target}: ${summary(answer)}, expected ${allowed.join(' or ')}`,
          );
      }
    }
  }
  return mismatches;
}

/** The live event stream never ends: its reads are checked signed out, where it answers 401. */
const streams = (route: ApiRoute) => route.path === endpoints.realtime.stream.path;

describe('every spelling of a path reaches the same guard', () => {
  it('admin routes answer as their canonical path for strangers, users and admins without the second factor, and change nothing', async () => {
    const adminRoutes = routes.filter((r) => r.admin);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(20);
    const needles = [victim.id, user.id, admin.id, victim.email, orderId, emailId];
    const before = await fingerprint(ctx.database, needles);
    const callers: Caller[] = [
      { name: 'anonymous' },
      { name: 'user', cookie: user.cookie },
      { name: 'admin-without-2fa', cookie: admin.cookie },
    ];
    // The canonical answers are refusals, except the access check an admin may always read.
    for (const route of adminRoutes) {
      for (const caller of callers) {
        const answer = await send(route, route.path, caller);
        const readsAccess = caller.name === 'admin-without-2fa' && route.path.endsWith('/access');
        expect(answer.status, `${caller.name} ${route.method} ${route.path}`).toBe(
          readsAccess ? 200 : caller.cookie ? 403 : 401,
        );
      }
    }
    expect(await sweep(adminRoutes, callers)).toEqual([]);
    expect(await fingerprint(ctx.database, needles)).toEqual(before);
  });

  it('every other route answers a signed-out caller as its canonical path does', async () => {
    const others = routes.filter((r) => !r.admin);
    expect(others.length).toBeGreaterThanOrEqual(100);
    expect(await sweep(others, [{ name: 'anonymous' }])).toEqual([]);
  });

  it('every read answers a signed-in user and an admin as its canonical path does', async () => {
    const reads = routes.filter((r) => !r.admin && r.method === 'GET' && !streams(r));
    const callers: Caller[] = [
      { name: 'user', cookie: user.cookie },
      { name: 'admin-without-2fa', cookie: admin.cookie },
    ];
    expect(await sweep(reads, callers)).toEqual([]);
  });
});

describe('cross-site requests', () => {
  it('every state-changing route refuses a foreign Origin in every spelling of its path, and nothing changes', async () => {
    const unsafe = routes.filter((r) => isUnsafe(r) && !r.path.startsWith('/api/v1/webhooks/'));
    const needles = [victim.id, user.id, victim.email];
    const before = await fingerprint(ctx.database, needles);
    const failures: string[] = [];
    for (const route of unsafe) {
      const targets = [route.path, ...pathVariants(route, origin).map((v) => v.target)];
      for (const target of targets) {
        const answer = await send(
          route,
          target,
          { name: 'user', cookie: user.cookie },
          {
            origin: FOREIGN,
          },
        );
        if (answer.status !== 403) failures.push(`${route.method} ${target}: ${summary(answer)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(ctx.database, needles)).toEqual(before);
  });

  it('only the webhook route itself is exempt, not a path that merely looks like it', async () => {
    const lookalike = await rawRequest(port, agent, {
      method: 'POST',
      target: '/api/v1/webhooks/../body/weights',
      headers: { cookie: user.cookie, origin: FOREIGN },
      body: { weight: 80, unit: 'kg' },
    });
    expect(lookalike.status).toBe(403);
  });
});
