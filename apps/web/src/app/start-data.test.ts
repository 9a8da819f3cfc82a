import {
  START_DATA_ELEMENT_ID,
  TIME_ZONE_COOKIE,
  type StartAnswer,
  type StartData,
} from '@ketoflow/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  aiKeys,
  dashboardKeys,
  fastingKeys,
  mealKeys,
  mealPlanKeys,
  onboardingKeys,
  sessionKeys,
  walletKeys,
} from '../entities/query-keys';
import { currentFastQueryOptions } from '../features/fasting';
import { metashiftQueryOptions } from '../features/metashift';
import { weightSummaryQueryOptions } from '../features/weight';
import { clientTimeZone } from '../lib/time-zone';
import { SIGNED_IN_HINT_KEY, setSessionUser } from '../entities/session/session';
import { aUser, anOnboarding } from '../testing/fixtures';
import { applyStartData, takeStartData } from './start-data';
import { waterDayQueryOptions } from '../entities/water/water';

function pageWith(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = START_DATA_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(START_DATA_ELEMENT_ID)?.remove();
  window.localStorage.clear();
});

describe('the start data a signed-in page carries', () => {
  const data: StartData = {
    user: aUser({ id: 'user-start-1' }),
    onboarding: { status: 'complete', response: anOnboarding() },
  };

  it('is taken once and cached as the session and onboarding requests would have', () => {
    pageWith(JSON.stringify(data).replace(/</g, '\\u003c'));
    const taken = takeStartData();
    expect(taken).toEqual(data);
    expect(document.getElementById(START_DATA_ELEMENT_ID)).toBeNull();
    expect(takeStartData()).toBeNull();

    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    applyStartData(client, data);
    expect(client.getQueryData(sessionKeys.all)).toEqual(data.user);
    expect(client.getQueryData(onboardingKeys.detail('user-start-1'))).toEqual(data.onboarding);
    expect(client.getQueryState(sessionKeys.all)?.isInvalidated).toBe(false);
    // The landing page's "signed in" hint, as after any session answer with a user.
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    // The browser's zone for the server, so the next page can carry "today" (decision 038).
    expect(document.cookie).toContain(
      `${TIME_ZONE_COOKIE}=${encodeURIComponent(clientTimeZone())}`,
    );
    setSessionUser(client, null);
    expect(document.cookie).not.toContain(TIME_ZONE_COOKIE);
  });

  it('is ignored when absent, malformed or incomplete: the app asks the API instead', () => {
    expect(takeStartData()).toBeNull();
    for (const text of ['{"user":', '', 'null', '{"user":{"id":"u1"}}', '{"onboarding":{}}']) {
      pageWith(text);
      expect(takeStartData(), text).toBeNull();
      expect(document.getElementById(START_DATA_ELEMENT_ID), text).toBeNull();
    }
  });
});

describe("a screen's first answers in its page", () => {
  const userId = 'user-start-2';
  const zone = clientTimeZone();
  const otherZone = zone === 'Pacific/Kiritimati' ? 'Europe/Berlin' : 'Pacific/Kiritimati';
  const serverTime = new Date(Date.now() + 60_000).toISOString();
  const answer = (area: string, name: string, query: StartAnswer['query'], data: unknown) => ({
    endpoint: [area, name] as const,
    query,
    data,
  });
  const data: StartData = {
    user: aUser({ id: userId }),
    onboarding: { status: 'complete', response: anOnboarding() },
    timeZone: zone,
    date: '2026-11-28',
    answers: [
      answer('wallet', 'get', {}, { balance: 40 }),
      answer('mealPlans', 'current', { tz: zone }, { plan: null }),
      answer('dashboard', 'today', { date: '2026-11-28', tz: zone }, { coins: 40 }),
      answer('meals', 'list', { date: '2026-11-20' }, { items: [] }),
      answer('water', 'day', { date: '2026-11-28' }, { totalMl: 250 }),
      answer('weights', 'summary', {}, { latest: null }),
      answer('fasting', 'current', {}, { fast: null, serverTime }),
      answer('fasting', 'list', { limit: 20 }, { items: [], nextCursor: null }),
      answer('metashift', 'get', { tz: otherZone }, { active: false }),
      answer('ai', 'prices', {}, { items: [] }),
      answer('somewhere', 'unknown', {}, { secret: 1 }),
    ],
  };

  function started(): QueryClient {
    pageWith(JSON.stringify(data));
    const taken = takeStartData();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    if (taken) applyStartData(client, taken);
    return client;
  }

  it('are cached where the screens read them, as if their requests had just answered', () => {
    const client = started();
    expect(client.getQueryData(walletKeys.balance(userId))).toEqual({ balance: 40 });
    expect(client.getQueryData(mealPlanKeys.current(userId))).toEqual({ plan: null });
    expect(client.getQueryData(dashboardKeys.today(userId, '2026-11-28', zone))).toEqual({
      coins: 40,
    });
    expect(client.getQueryData(mealKeys.day(userId, '2026-11-20'))).toEqual({ items: [] });
    expect(client.getQueryData(waterDayQueryOptions(userId, '2026-11-28').queryKey)).toEqual({
      totalMl: 250,
    });
    expect(client.getQueryData(weightSummaryQueryOptions(userId).queryKey)).toEqual({
      latest: null,
    });
    expect(client.getQueryData(aiKeys.prices)).toEqual({ items: [] });
    // The fasting history is an infinite list: the answer is its first page.
    expect(client.getQueryData(fastingKeys.history(userId))).toEqual({
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
    expect(client.getQueryState(walletKeys.balance(userId))?.isInvalidated).toBe(false);
  });

  it("gives the fasting timer the server's clock, measured when the page arrived", () => {
    const current = started().getQueryData(currentFastQueryOptions(userId).queryKey);
    expect(current).toMatchObject({ fast: null, serverTime });
    // The server's clock is a minute ahead here; the page arrived before this test ran.
    expect(current?.clockOffsetMs).toBeGreaterThan(59_000);
    expect(current?.clockOffsetMs).toBeLessThan(60_000 + performance.now() + 1_000);
  });

  it('leaves out what was asked in another time zone, and what no screen reads', () => {
    const client = started();
    expect(client.getQueryData(metashiftQueryOptions(userId, otherZone).queryKey)).toBeUndefined();
    expect(client.getQueryData(metashiftQueryOptions(userId, zone).queryKey)).toBeUndefined();
    expect(client.getQueryCache().findAll({ queryKey: ['somewhere'] })).toHaveLength(0);
  });

  it('drops answers of an unexpected shape and keeps the rest', () => {
    pageWith(
      JSON.stringify({
        ...data,
        answers: [null, 'x', { endpoint: 'wallet.get', query: {}, data: 1 }, data.answers?.[0]],
      }),
    );
    expect(takeStartData()?.answers).toEqual([data.answers?.[0]]);
  });
});
