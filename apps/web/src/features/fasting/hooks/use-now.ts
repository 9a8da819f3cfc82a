import { useEffect, useState } from 'react';

/**
 * The current time, corrected by the server's clock offset, re-rendered every `intervalMs`.
 * The timer counts from the server's start time, so it never needs to re-fetch to stay right.
 */
export function useNow(clockOffsetMs: number, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date(Date.now() + clockOffsetMs));
  useEffect(() => {
    const tick = () => setNow(new Date(Date.now() + clockOffsetMs));
    tick();
    const id = window.setInterval(tick, intervalMs);
    return () => window.clearInterval(id);
  }, [clockOffsetMs, intervalMs]);
  return now;
}
