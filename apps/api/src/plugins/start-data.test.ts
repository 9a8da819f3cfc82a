import { START_DATA_ELEMENT_ID } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VALID_ANSWERS,
  as,
  createTestContext,
  onboard,
  signUp,
  type TestContext,
} from '../test/harness.js';
import { SHELL, buildFixture, decoded } from '../test/web-build-fixture.js';

/** What a browser sends when the user opens a page (address bar, link, reload). */
const NAVIGATION = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The data block of an answered page, parsed as the app reads it; null when there is none. */
function startDataOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${START_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as unknown) : null;
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
    expect(startDataOf(html)).toEqual({
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
    expect(startDataOf(decoded(page))).toMatchObject({
      user: { id: user.id, email: user.email },
      onboarding: { status: 'incomplete', response: null },
    });
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
