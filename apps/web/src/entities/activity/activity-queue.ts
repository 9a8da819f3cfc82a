import { ACTIVITY_BATCH_MAX, type ActivityEntry } from '@ketoflow/contracts';
import type { ActivityThrottle } from './activity-throttle';

/** A batch goes out once 5 entries wait, or 2 s after the first one. */
export const ACTIVITY_BATCH_SIZE = 5;
export const ACTIVITY_FLUSH_DELAY_MS = 2000;
/**
 * At most this many entries wait in the browser (failed batches included); past it the oldest
 * are dropped. It equals the server's batch limit, so a page-hide beacon carries them all.
 */
export const ACTIVITY_QUEUE_MAX = ACTIVITY_BATCH_MAX;

export type ActivityQueueDeps = {
  /** Sends one batch; rejects when it did not arrive. */
  send(entries: ActivityEntry[]): Promise<void>;
  /** Hands a batch to the browser to send as the page goes away (navigator.sendBeacon). */
  beacon(entries: ActivityEntry[]): boolean;
  /** Whether a failed send is worth repeating (a network failure, 5xx, 429), or dropped. */
  isRetryable(error: unknown): boolean;
  throttle: ActivityThrottle;
  now(): number;
  /** Failures are logged, never shown to the person. */
  onFailure(error: unknown, requeued: boolean): void;
};

export type ActivityQueue = {
  /** Queues `entry` unless `throttleKey` was logged within 5 s; true when queued. */
  add(entry: ActivityEntry, throttleKey: string): boolean;
  /** Sends what waits now (the 2 s timer and the 5th entry call it). */
  flush(): Promise<void>;
  /** The page is being hidden: hand everything waiting to the beacon. */
  flushOnHide(): void;
  /** Drops everything and cancels the timer (sign-out, opt-out). */
  clear(): void;
  readonly size: number;
};

/**
 * The browser's activity queue: throttled per action, batched, flushed on a timer,
 * on the 5th entry and when the page is hidden; a failed batch is put back at the front and
 * goes with the next flush, within a bounded queue that drops the oldest entries first.
 */
export function createActivityQueue(deps: ActivityQueueDeps): ActivityQueue {
  let waiting: ActivityEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const keepNewest = () => {
    if (waiting.length > ACTIVITY_QUEUE_MAX) waiting = waiting.slice(-ACTIVITY_QUEUE_MAX);
  };
  const schedule = () => {
    if (waiting.length === 0 || inFlight) return;
    if (waiting.length >= ACTIVITY_BATCH_SIZE) void flush();
    else timer ??= setTimeout(() => void flush(), ACTIVITY_FLUSH_DELAY_MS);
  };

  async function flush(): Promise<void> {
    cancelTimer();
    // One batch at a time: what arrives meanwhile waits for the answer.
    if (inFlight || waiting.length === 0) return;
    const batch = waiting.splice(0, ACTIVITY_BATCH_MAX);
    inFlight = true;
    let requeue = false;
    try {
      await deps.send(batch);
    } catch (error) {
      requeue = deps.isRetryable(error);
      if (requeue) {
        waiting = [...batch, ...waiting];
        keepNewest();
      }
      deps.onFailure(error, requeue);
    } finally {
      inFlight = false;
    }
    // Requeued entries wait for the next trigger (a new entry or the page hiding) instead of
    // hammering a server that is down.
    if (!requeue) schedule();
  }

  return {
    add(entry, throttleKey) {
      if (!deps.throttle.allow(throttleKey, deps.now())) return false;
      waiting.push(entry);
      keepNewest();
      schedule();
      return true;
    },
    flush,
    flushOnHide() {
      cancelTimer();
      if (waiting.length === 0) return;
      const batch = waiting.splice(0, ACTIVITY_BATCH_MAX);
      // The browser refuses a beacon it cannot queue (too large, or none left): keep the entries.
      if (!deps.beacon(batch)) waiting = [...batch, ...waiting];
    },
    clear() {
      cancelTimer();
      waiting = [];
    },
    get size() {
      return waiting.length;
    },
  };
}
