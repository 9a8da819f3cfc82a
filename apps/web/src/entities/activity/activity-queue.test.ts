import type { ActivityEntry } from '@ketoflow/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ACTIVITY_QUEUE_MAX, createActivityQueue, type ActivityQueueDeps } from './activity-queue';
import { ACTIVITY_THROTTLE_KEY, createActivityThrottle } from './activity-throttle';

const START = Date.UTC(2026, 10, 26, 9, 0, 0);

function visit(route: string): ActivityEntry {
  return {
    actionType: 'page_visit',
    pageRoute: route,
    details: { timestamp: new Date(Date.now()).toISOString() },
  };
}

/** A queue whose sends are recorded; `failWith` makes the next sends fail. */
function setup(options: { failWith?: ApiError } = {}) {
  const sent: ActivityEntry[][] = [];
  const beacons: ActivityEntry[][] = [];
  const failures: { error: unknown; requeued: boolean }[] = [];
  const state = { failWith: options.failWith };
  const deps: ActivityQueueDeps = {
    send: async (entries) => {
      if (state.failWith !== undefined) throw state.failWith;
      sent.push(entries);
    },
    beacon: (entries) => {
      beacons.push(entries);
      return true;
    },
    isRetryable: (error) => error instanceof ApiError && error.status === 0,
    throttle: createActivityThrottle(window.localStorage),
    now: () => Date.now(),
    onFailure: (error, requeued) => failures.push({ error, requeued }),
  };
  const queue = createActivityQueue(deps);
  // Each entry its own action, so the throttle lets them all through.
  let n = 0;
  const add = (count = 1) => {
    for (let i = 0; i < count; i += 1) {
      n += 1;
      queue.add(visit(`/page-${n}`), `page_visit:/page-${n}`);
    }
  };
  return { queue, sent, beacons, failures, state, add };
}

const offline = new ApiError({ status: 0, code: 'NETWORK', message: 'offline' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the activity throttle (the same action at most once per 5 s)', () => {
  it('logs an action once within 5 s, and again once 5 s have passed', async () => {
    const { queue, sent } = setup();
    expect(queue.add(visit('/dashboard'), 'page_visit:/dashboard')).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(queue.add(visit('/dashboard'), 'page_visit:/dashboard')).toBe(false);
    // Another action is not held back by it.
    expect(queue.add(visit('/coach'), 'page_visit:/coach')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.add(visit('/dashboard'), 'page_visit:/dashboard')).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.flat().map((e) => e.pageRoute)).toEqual(['/dashboard', '/coach', '/dashboard']);
  });

  it('keeps its keys in the browser, so another tab or a reload honours them', () => {
    setup().queue.add(visit('/dashboard'), 'page_visit:/dashboard');
    const stored = JSON.parse(window.localStorage.getItem(ACTIVITY_THROTTLE_KEY) ?? '{}');
    expect(stored).toEqual({ 'page_visit:/dashboard': START });
    // A fresh queue (a new tab) reads the same keys.
    expect(setup().queue.add(visit('/dashboard'), 'page_visit:/dashboard')).toBe(false);
  });

  it('forgets keys older than 5 s, so the stored map never grows', async () => {
    const { add } = setup();
    add(3);
    await vi.advanceTimersByTimeAsync(5000);
    add(1);
    const stored = JSON.parse(window.localStorage.getItem(ACTIVITY_THROTTLE_KEY) ?? '{}');
    expect(Object.keys(stored)).toEqual(['page_visit:/page-4']);
  });
});

describe('batching and flushing (batches of 5, flushed 2 s after the first entry)', () => {
  it('sends a lone entry 2 s after it was logged, not before', async () => {
    const { add, sent } = setup();
    add();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
  });

  it('counts the 2 s from the first entry, not the last', async () => {
    const { add, sent } = setup();
    add();
    await vi.advanceTimersByTimeAsync(1500);
    add(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map((b) => b.length)).toEqual([3]);
  });

  it('sends at once when the 5th entry arrives', async () => {
    const { add, sent } = setup();
    add(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    add();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.length)).toEqual([5]);
    // Nothing is left waiting, so no later send follows.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
  });
});

describe('failures (non-fatal, the entries are requeued)', () => {
  it('puts a failed batch back and sends it with the next flush', async () => {
    const { add, sent, failures, queue, state } = setup({ failWith: offline });
    add(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([]);
    expect(queue.size).toBe(2);
    expect(failures).toEqual([{ error: offline, requeued: true }]);
    // Not retried in a loop while the server is away…
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failures).toHaveLength(1);
    // …but with the next entry, in order, the requeued ones first.
    state.failWith = undefined;
    add();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((b) => b.map((e) => e.pageRoute))).toEqual([['/page-1', '/page-2', '/page-3']]);
    expect(queue.size).toBe(0);
  });

  it('drops a batch the server refused (it would be refused again)', async () => {
    const refused = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'no' });
    const { add, queue, failures } = setup({ failWith: refused });
    add(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queue.size).toBe(0);
    expect(failures).toEqual([{ error: refused, requeued: false }]);
  });

  it('never holds more than the bound: the oldest entries go first', async () => {
    const { add, queue } = setup({ failWith: offline });
    // The server stays away while someone keeps clicking.
    for (let i = 0; i < 30; i += 1) {
      add(5);
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(queue.size).toBe(ACTIVITY_QUEUE_MAX);
    const beacons: ActivityEntry[][] = [];
    const kept = createActivityQueue({
      send: () => Promise.reject(offline),
      beacon: (entries) => beacons.push(entries) > 0,
      isRetryable: () => true,
      throttle: { allow: () => true },
      now: () => Date.now(),
      onFailure: () => undefined,
    });
    for (let i = 1; i <= 60; i += 1) kept.add(visit(`/p-${i}`), `k-${i}`);
    await vi.advanceTimersByTimeAsync(0);
    kept.flushOnHide();
    expect(beacons[0]).toHaveLength(ACTIVITY_QUEUE_MAX);
    expect(beacons[0]?.[0]?.pageRoute).toBe('/p-11');
    expect(beacons[0]?.at(-1)?.pageRoute).toBe('/p-60');
  });
});

describe('page hide', () => {
  it('hands everything waiting to the beacon at once, without waiting for the timer', async () => {
    const { add, beacons, sent, queue } = setup();
    add(3);
    queue.flushOnHide();
    expect(beacons.map((b) => b.length)).toEqual([3]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
  });

  it('keeps the entries when the browser refuses the beacon', () => {
    const queue = createActivityQueue({
      send: () => Promise.resolve(),
      beacon: () => false,
      isRetryable: () => true,
      throttle: { allow: () => true },
      now: () => Date.now(),
      onFailure: () => undefined,
    });
    queue.add(visit('/a'), 'a');
    queue.flushOnHide();
    expect(queue.size).toBe(1);
  });
});
