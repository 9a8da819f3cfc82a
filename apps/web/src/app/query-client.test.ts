import { focusManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

// How long the app trusts what it has read: a screen visited again within five minutes shows
// what it read without asking the server, data no screen shows is kept ten minutes for a quick
// return, and a failed read is tried once more before the screen shows the error.

const MINUTE = 60_000;
const KEY = ['freshness-test'];

/** A read that counts how often the server was asked. */
function countingRead() {
  let calls = 0;
  return {
    queryFn: () => {
      calls += 1;
      return Promise.resolve({ read: calls });
    },
    calls: () => calls,
  };
}

/** A screen showing the query for a moment, then leaving. */
async function visit(client: QueryClient, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
  unsubscribe();
  return observer.getCurrentResult();
}

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = createQueryClient();
  // As the app's provider does: the client starts following focus and network changes.
  client.mount();
});
afterEach(() => {
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('data freshness', () => {
  it('shows what it read again without asking the server for five minutes', async () => {
    const read = countingRead();
    await visit(client, read.queryFn);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1000);
    expect((await visit(client, read.queryFn)).data).toEqual({ read: 1 });
    expect(read.calls()).toBe(1);
  });

  it('asks the server again once the data is older than five minutes', async () => {
    const read = countingRead();
    await visit(client, read.queryFn);
    await vi.advanceTimersByTimeAsync(5 * MINUTE + 1000);
    await visit(client, read.queryFn);
    expect(read.calls()).toBe(2);
  });

  it('keeps data no screen shows for ten minutes, then forgets it', async () => {
    const read = countingRead();
    await visit(client, read.queryFn);
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1000);
    expect(client.getQueryData(KEY)).toEqual({ read: 1 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.getQueryData(KEY)).toBeUndefined();
  });

  it('does not read again when the window gets the focus back', async () => {
    const read = countingRead();
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: read.queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    // Even stale data is not read again on focus.
    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    expect(read.calls()).toBe(1);
  });
});

describe('failed reads', () => {
  it('tries a failed read once more, then reports the failure', async () => {
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: KEY,
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('network down'));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    // Far longer than any back-off between attempts.
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    unsubscribe();
    expect(calls).toBe(2);
    expect(observer.getCurrentResult().status).toBe('error');
  });
});
