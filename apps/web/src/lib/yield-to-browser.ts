/**
 * Resolves in a new task, after the browser has had a chance to paint and to handle input:
 * long start-up work split at these points never holds the main thread in one piece (a phone
 * counts each piece's excess over 50 ms as blocking). `scheduler.yield()` where the browser has
 * it (its continuation runs before other queued work), else a message to this page, which
 * unlike a zero timeout is not clamped to 4 ms.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
