import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.js';

const logger = { info: () => undefined, error: () => undefined };
afterEach(() => {
  vi.useRealTimers();
});

/** Starts a job at `start` on a fake clock and answers the moments it ran at. */
function runsOf(start: string, alignToClock: boolean) {
  vi.useFakeTimers({ now: new Date(start) });
  const runs: string[] = [];
  const job = startPeriodicJob({
    name: 'test',
    run: async (now) => {
      runs.push(now.toISOString());
      return 0;
    },
    logger,
    intervalMs: 30_000,
    alignToClock,
  });
  return { runs, stop: () => job.stop() };
}

describe('a periodic job', () => {
  it('runs at once, then every interval from its start', async () => {
    const { runs, stop } = runsOf('2026-01-15T07:00:12.000Z', false);
    await vi.advanceTimersByTimeAsync(61_000);
    stop();
    expect(runs).toEqual([
      '2026-01-15T07:00:12.000Z',
      '2026-01-15T07:00:42.000Z',
      '2026-01-15T07:01:12.000Z',
    ]);
  });

  it('aligned to the clock, runs at once, then just after each :00 and :30', async () => {
    const { runs, stop } = runsOf('2026-01-15T07:00:12.000Z', true);
    await vi.advanceTimersByTimeAsync(61_000);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.map((at) => at.slice(11, 19))).toEqual(['07:00:12', '07:00:30', '07:01:00']);
    // A moment after the minute, so what is due at 07:01:00 is due when it runs.
    expect(new Date(runs[2]!).getTime() % 60_000).toBeGreaterThan(0);
  });
});
