import { endpoints, type ActivityEntry } from '@ketoflow/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { resetSession, server } from '../../testing/server';
import { logActivity, routeNameOf, startActivityLogging, toActivityRoute } from './activity';
import { ACTIVITY_PING_INTERVAL_MS } from './activity-ping';

const START = Date.UTC(2026, 10, 26, 9, 0, 0);

/** What reached the API: batches posted with fetch, and pings. */
function recordApi() {
  const batches: ActivityEntry[][] = [];
  let pings = 0;
  server.use(
    handle(endpoints.activity.log, ({ body }) => {
      batches.push(body.entries);
      return { stored: body.entries.length };
    }),
    handle(endpoints.activity.ping, () => {
      pings += 1;
      return undefined;
    }),
  );
  return { batches, pings: () => pings };
}

function stubBeacon() {
  const beacons: { url: string; body: string }[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: string) => beacons.push({ url, body }) > 0,
  });
  return beacons;
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets requests in flight reach the handlers without moving the clock. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await vi.advanceTimersByTimeAsync(0);
}

let stop: (() => void) | null = null;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
  resetSession({ user: aUser() });
});
afterEach(() => {
  stop?.();
  stop = null;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  vi.useRealTimers();
});

describe('activity logging in the browser', () => {
  it('sends nothing for a signed-out visitor (logging never started)', async () => {
    const api = recordApi();
    const beacons = stubBeacon();
    logActivity({ actionType: 'page_visit', route_name: 'home' }, '/');
    await vi.advanceTimersByTimeAsync(3000);
    hidePage();
    expect(api.batches).toEqual([]);
    expect(api.pings()).toBe(0);
    expect(beacons).toEqual([]);
  });

  it('posts a signed-in person’s entries 2 s after the first, with route, time and visit id', async () => {
    const api = recordApi();
    stop = startActivityLogging();
    logActivity({ actionType: 'page_visit', route_name: 'dashboard' }, '/dashboard');
    logActivity({ actionType: 'feature_use', feature: 'fasting', action: 'start_fast' }, '/f');
    await vi.advanceTimersByTimeAsync(1999);
    await settle();
    expect(api.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(api.batches).toHaveLength(1);
    const [visit, fast] = api.batches[0] ?? [];
    expect(visit).toEqual({
      actionType: 'page_visit',
      pageRoute: '/dashboard',
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      details: { timestamp: new Date(START).toISOString(), route_name: 'dashboard' },
    });
    expect(fast?.details).toEqual({
      timestamp: new Date(START).toISOString(),
      feature: 'fasting',
      action: 'start_fast',
    });
    expect(fast?.sessionId).toBe(visit?.sessionId);
  });

  it('beacons what waits when the page is hidden, as the JSON the API takes', async () => {
    const api = recordApi();
    const beacons = stubBeacon();
    stop = startActivityLogging();
    logActivity({ actionType: 'page_visit' }, '/my-meals');
    hidePage();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('/api/v1/activity/logs');
    const parsed = endpoints.activity.log.body.parse(JSON.parse(beacons[0]?.body ?? ''));
    expect(parsed.entries.map((e) => e.pageRoute)).toEqual(['/my-meals']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.batches).toEqual([]);
  });

  it('stops and drops what waits on sign-out or opt-out', async () => {
    const api = recordApi();
    const beacons = stubBeacon();
    stop = startActivityLogging();
    logActivity({ actionType: 'page_visit' }, '/coach');
    stop();
    logActivity({ actionType: 'page_visit' }, '/profile');
    await vi.advanceTimersByTimeAsync(3000);
    hidePage();
    expect(api.batches).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it('pings on start, then on activity at most once a minute', async () => {
    const api = recordApi();
    stop = startActivityLogging();
    await settle();
    expect(api.pings()).toBe(1);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(ACTIVITY_PING_INTERVAL_MS - 1);
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(api.pings()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    // Time passing alone is not activity.
    expect(api.pings()).toBe(1);
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(api.pings()).toBe(2);
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(api.pings()).toBe(2);
  });

  it('turns any path into a route the API accepts, and names it', () => {
    expect(toActivityRoute('/my-recipes/3f2c')).toBe('/my-recipes/3f2c');
    expect(toActivityRoute('/a b@c')).toBe('/a_b_c');
    expect(toActivityRoute(`/${'x'.repeat(300)}`)).toHaveLength(200);
    expect(routeNameOf('/')).toBe('home');
    expect(routeNameOf('/my-recipes/3f2c')).toBe('my-recipes');
  });
});
