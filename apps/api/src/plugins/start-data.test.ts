import {
  DAILY_LOOP_SCREENS,
  START_DATA_ELEMENT_ID,
  TIME_ZONE_COOKIE,
  type StartData,
} from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VALID_ANSWERS,
  as,
  createTestContext,
  onboard,
  signUp,
  type TestContext,
} from '../test/harness.js';
import {
  NAVIGATION,
  SHELL,
  WEIGHT_TRACKER_SCRIPT,
  buildFixture,
  decoded,
} from '../test/web-build-fixture.js';

/** The data block of an answered page, parsed as the app reads it; null when there is none. */
function startDataOf(html: string): Partial<StartData> | null {
  const match = new RegExp(
    `<script type="application/json" id="${START_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as Partial<StartData>) : null;
}

describe('an app screen opened by a signed-in browser', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { WEB_DIST_DIR: buildFixture({ prerendered: true }) } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('carries the session and onboarding record the requests would answer, never cached', async () => {
    const user = await signUp(ctx.app);
    await onboard(ctx.app, user);
    const page = await as(ctx.app, user, { method: 'GET', url: '/dashboard', headers: NAVIGATION });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    const html = decoded(page);
    // The data block sits in the head of the same shell, before the app's scripts run.
    expect(html.indexOf(START_DATA_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(/<script type="application\/json".*?<\/script>/s, '')).toBe(SHELL);

    const session = await as(ctx.app, user, { method: 'GET', url: '/api/v1/auth/session' });
    const onboarding = await as(ctx.app, user, { method: 'GET', url: '/api/v1/onboarding' });
    expect(startDataOf(html)).toMatchObject({
      user: session.json<{ user: unknown }>().user,
      onboarding: onboarding.json(),
    });
    expect(startDataOf(html)).toMatchObject({ onboarding: { status: 'complete' } });
  });

  it('tells a new account that onboarding is still to do', async () => {
    const user = await signUp(ctx.app);
    const page = await as(ctx.app, user, {
      method: 'GET',
      url: '/onboarding',
      headers: NAVIGATION,
    });
    const data = startDataOf(decoded(page));
    expect(data).toMatchObject({
      user: { id: user.id, email: user.email },
      onboarding: { status: 'incomplete', response: null },
    });
    // No screen is shown before onboarding is done: nothing of one is read.
    expect(data?.answers).toBeUndefined();
  });

  it('keeps a name with markup inside the data block', async () => {
    const user = await signUp(ctx.app);
    const name = '</script><script>alert(1)</script> <!-- Ana\u2028Lee';
    await onboard(ctx.app, user, { ...VALID_ANSWERS, name });
    const html = decoded(
      await as(ctx.app, user, { method: 'GET', url: '/profile', headers: NAVIGATION }),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(startDataOf(html)).toMatchObject({
      onboarding: { response: { answers: { name } } },
    });
  });

  it('is left out for anyone without a session, and for requests that are not navigations', async () => {
    const user = await signUp(ctx.app);
    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: NAVIGATION,
    });
    const wrongCookie = await ctx.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...NAVIGATION, cookie: 'better-auth.session_token=forged.value' },
    });
    // The service worker filling its cache, a fetch, a prefetch, a client without the headers.
    const notNavigations = await Promise.all(
      [
        { 'sec-fetch-mode': 'same-origin', 'sec-fetch-dest': 'empty' },
        { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
        { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'document', purpose: 'prefetch' },
        {},
      ].map((headers) => as(ctx.app, user, { method: 'GET', url: '/dashboard', headers })),
    );
    for (const res of [signedOut, wrongCookie, ...notNavigations]) {
      expect(res.statusCode).toBe(200);
      expect(decoded(res)).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Prerendered public pages are the same for everyone.
    const landing = decoded(
      await as(ctx.app, user, { method: 'GET', url: '/', headers: NAVIGATION }),
    );
    expect(landing).not.toContain(START_DATA_ELEMENT_ID);
  });
});

/** The answers a page carries, by endpoint (`area.name`), with the query each was asked with. */
function answersOf(html: string): Map<string, { query: unknown; data: unknown }> {
  const answers = startDataOf(html)?.answers ?? [];
  return new Map(answers.map((a) => [a.endpoint.join('.'), { query: a.query, data: a.data }]));
}

describe("a daily-loop screen's own first requests in its page", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { WEB_DIST_DIR: buildFixture({ prerendered: true }) } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function onboardedUser() {
    const user = await signUp(ctx.app);
    await onboard(ctx.app, user);
    return user;
  }
  const get = (user: { cookie: string }, url: string) =>
    as(ctx.app, user, { method: 'GET', url }).then((res) => res.json<unknown>());

  it("are answered as the requests would answer them, with the header's balance and plan day", async () => {
    const user = await onboardedUser();
    const logged = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/body/weights',
      payload: { weight: 82.5, units: 'metric', date: '2026-01-10' },
    });
    expect(logged.statusCode).toBe(201);
    const page = await as(ctx.app, user, {
      method: 'GET',
      url: '/weight-tracker',
      headers: NAVIGATION,
    });
    expect(page.headers['cache-control']).toBe('private, no-store');
    const html = decoded(page);
    // The screen's scripts are asked for with the entry; what is not a built script is not named.
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="${WEIGHT_TRACKER_SCRIPT}"></head>`,
    );
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    const answers = answersOf(html);
    expect([...answers.keys()].sort()).toEqual([
      'mealPlans.current',
      'wallet.get',
      'weights.list',
      'weights.summary',
    ]);
    expect(answers.get('weights.list')?.data).toEqual(await get(user, '/api/v1/body/weights'));
    expect(answers.get('weights.list')?.data).toMatchObject({ items: [{ weight: 82.5 }] });
    expect(answers.get('weights.summary')?.data).toEqual(
      await get(user, '/api/v1/body/weights/summary'),
    );
    expect(answers.get('wallet.get')?.data).toEqual(await get(user, '/api/v1/wallet'));
    // No zone named by the app: the API's own default, and that zone's date.
    expect(startDataOf(decoded(page))).toMatchObject({
      timeZone: 'UTC',
      date: new Date().toISOString().slice(0, 10),
    });
    expect(answers.get('mealPlans.current')).toEqual({
      query: { tz: 'UTC' },
      data: await get(user, '/api/v1/meal-plans/current?tz=UTC'),
    });
  });

  it("reads today in the zone the app's cookie names, and ignores a zone it does not know", async () => {
    const user = await onboardedUser();
    const zone = 'Pacific/Kiritimati'; // UTC+14: its date is often not UTC's
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const page = (cookie: string) =>
      ctx.app
        .inject({
          method: 'GET',
          url: '/dashboard',
          headers: { ...NAVIGATION, cookie: `${user.cookie}; ${TIME_ZONE_COOKIE}=${cookie}` },
        })
        .then((res) => decoded(res));
    const html = await page(encodeURIComponent(zone));
    expect(startDataOf(html)).toMatchObject({ timeZone: zone, date });
    const today = answersOf(html).get('dashboard.today');
    expect(today?.query).toEqual({ date, tz: zone });
    // The same answer, but for the server's clock reading, which moved on in between.
    const later = await get(
      user,
      `/api/v1/dashboard/today?date=${date}&tz=${encodeURIComponent(zone)}`,
    );
    const clockless = (data: unknown) => JSON.stringify(data).replace(/"serverTime":"[^"]*"/, '');
    expect(clockless(today?.data)).toBe(clockless(later));
    expect(startDataOf(await page('Mars%2FOlympus'))).toMatchObject({ timeZone: 'UTC' });
  });

  it("holds only the signed-in user's own data", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    await as(ctx.app, owner, {
      method: 'POST',
      url: '/api/v1/fasts',
      payload: { protocol: '16:8' },
    });
    const fastingPage = (user: { cookie: string }) =>
      as(ctx.app, user, { method: 'GET', url: '/fasting-tracker', headers: NAVIGATION }).then(
        (res) => answersOf(decoded(res)),
      );
    expect((await fastingPage(owner)).get('fasting.current')?.data).toMatchObject({
      fast: { protocol: '16:8' },
    });
    const others = await fastingPage(other);
    expect(others.get('fasting.current')?.data).toMatchObject({ fast: null });
    expect(others.get('fasting.list')?.data).toEqual(await get(other, '/api/v1/fasts?limit=20'));
  });

  it('opens the diary on the day its link names', async () => {
    const user = await onboardedUser();
    const page = await as(ctx.app, user, {
      method: 'GET',
      url: '/my-meals?date=2026-01-05',
      headers: NAVIGATION,
    });
    const answers = answersOf(decoded(page));
    expect(answers.get('meals.list')).toEqual({
      query: { date: '2026-01-05' },
      data: await get(user, '/api/v1/meals?date=2026-01-05'),
    });
    expect(answers.get('meals.summary')?.query).toEqual({ date: '2026-01-05' });
  });

  it('answers every screen of the daily loop', async () => {
    const user = await onboardedUser();
    for (const screen of DAILY_LOOP_SCREENS) {
      const res = await as(ctx.app, user, { method: 'GET', url: screen, headers: NAVIGATION });
      // Each screen's own requests beside the header's two; none of them failed.
      expect(answersOf(decoded(res)).size, screen).toBeGreaterThan(2);
    }
  });
});
