import { START_DATA_ELEMENT_ID } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestContext, onboard, signUp, type TestContext } from '../test/harness.js';
import {
  SCRIPT_HASH,
  WEIGHT_TRACKER_SCRIPT,
  buildFixture,
  decoded,
  NAVIGATION,
} from '../test/web-build-fixture.js';
import { withLoaderPreloads } from './screen-render.js';

describe('a signed-in screen the server draws', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { WEB_DIST_DIR: buildFixture({ prerendered: true, drawsScreens: true }) },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('paints before the app: the screen in the page, its scripts started by the loader', async () => {
    const user = await signUp(ctx.app);
    await onboard(ctx.app, user);
    const page = await as(ctx.app, user, {
      method: 'GET',
      url: '/weight-tracker',
      headers: NAVIGATION,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const html = decoded(page);
    expect(html).toMatch(
      /<div id="root" data-drawn="server"><h1>Drawn \/weight-tracker with \d+ answers<\/h1><\/div>/,
    );
    expect(html).toContain(`id="${START_DATA_ELEMENT_ID}"`);
    // No module script or preload in <head>: the loader asks for the entry and the screen's
    // chunks once the screen is on screen.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `data-preload="/assets/framework-Ab12Cd34.js ${WEIGHT_TRACKER_SCRIPT}">load()</script>`,
    );
    // The theme and loader scripts run: the policy allows them by hash, and nothing else inline.
    const scriptSrc = /script-src[^;]*/.exec(String(page.headers['content-security-policy']))?.[0];
    expect(scriptSrc).toBe(`script-src 'self' '${SCRIPT_HASH}'`);
  });

  it('is not drawn for a browser that is not signed in', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/weight-tracker',
      headers: NAVIGATION,
    });
    const html = decoded(page);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-drawn');
    expect(String(page.headers['content-security-policy'])).not.toContain(SCRIPT_HASH);
  });
});

describe("the loader's list of scripts", () => {
  const page =
    '<script data-entry="/assets/i.js" data-preload="/assets/a.js /assets/b.js">x</script>';

  it('gains the screen’s chunks once each, and only built scripts', () => {
    expect(
      withLoaderPreloads(page, ['/assets/b.js', '/assets/c-1.js', '/assets/x.js"><script>1']),
    ).toBe(
      '<script data-entry="/assets/i.js" data-preload="/assets/a.js /assets/b.js /assets/c-1.js">x</script>',
    );
  });

  it('is left alone when the screen has no chunks of its own', () => {
    expect(withLoaderPreloads(page, [])).toBe(page);
  });
});
