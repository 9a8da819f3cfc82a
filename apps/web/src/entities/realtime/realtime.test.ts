import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime } from './realtime';

// When the live event stream drops, the app opens it again after 1, 2, 5 and then every 10
// seconds, so a server that is down is not flooded and a short outage is bridged quickly.
// happy-dom has no EventSource: a small stand-in records when the app opens one and lets the
// test make it fail or connect.

class FakeEventSource {
  static opened: { source: FakeEventSource; at: number }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push({ source: this, at: Date.now() });
  }
  close() {
    this.closed = true;
  }
}

function latest(): FakeEventSource {
  const last = FakeEventSource.opened.at(-1);
  if (!last) throw new Error('no stream was opened');
  return last.source;
}

/** Seconds between one stream's failure and the next one being opened, `count` times. */
function delaysAfterFailures(count: number): number[] {
  const delays: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const failedAt = Date.now();
    const before = FakeEventSource.opened.length;
    latest().onerror?.();
    // Step one second at a time until the next stream is opened.
    while (FakeEventSource.opened.length === before) vi.advanceTimersByTime(1000);
    delays.push((Date.now() - failedAt) / 1000);
  }
  return delays;
}

let connection: { close: () => void } | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  connection?.close();
  connection = null;
  vi.useRealTimers();
});

function connect() {
  connection = connectRealtime({ queryClient: new QueryClient(), userId: 'user-1' });
}

describe('the live event stream', () => {
  it('reopens after 1, 2, 5, then every 10 seconds while it keeps failing', () => {
    connect();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(delaysAfterFailures(6)).toEqual([1, 2, 5, 10, 10, 10]);
    // Each failed stream was closed: the app, not the browser, decides when to retry.
    expect(FakeEventSource.opened.slice(0, -1).every(({ source }) => source.closed)).toBe(true);
  });

  it('starts the delays over once a stream has connected', () => {
    connect();
    expect(delaysAfterFailures(3)).toEqual([1, 2, 5]);
    latest().onopen?.();
    expect(delaysAfterFailures(2)).toEqual([1, 2]);
  });

  it('does not reopen the stream after it was closed on purpose', () => {
    connect();
    latest().onerror?.();
    connection?.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
