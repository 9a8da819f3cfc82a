/** The last-active ping goes out on load and at most every 60 s on user activity. */
export const ACTIVITY_PING_INTERVAL_MS = 60_000;

/** What counts as the person being active: a pointer press or a key. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Pings on start, then on a pointer press or key press once 60 s have passed since the last
 * ping (it updates the person's last-active time). Returns a stop function that removes its
 * listeners.
 */
export function startActivityPing(deps: {
  ping(): Promise<void>;
  now(): number;
  target: EventTarget;
  onFailure(error: unknown): void;
}): () => void {
  let last = -Infinity;
  const ping = () => {
    // Stamped when sent, not when answered: a slow or failed ping does not cause a burst.
    last = deps.now();
    deps.ping().catch((error: unknown) => deps.onFailure(error));
  };
  const onActivity = () => {
    if (deps.now() - last >= ACTIVITY_PING_INTERVAL_MS) ping();
  };
  ping();
  for (const type of ACTIVITY_EVENTS) {
    deps.target.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  return () => {
    for (const type of ACTIVITY_EVENTS) {
      deps.target.removeEventListener(type, onActivity, { capture: true });
    }
  };
}
