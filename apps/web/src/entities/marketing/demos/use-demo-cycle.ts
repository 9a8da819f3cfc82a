import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How long the finished state of a demo stays on screen before it starts again. */
export const DEMO_HOLD_MS = 3000;

export interface DemoCycle {
  /** Attach to the demo's frame: it only plays while on screen. */
  ref: RefObject<HTMLDivElement | null>;
  /** 0 … steps − 1; the last step is the finished result. */
  step: number;
  /** How many times the demo has started over (to alternate sample data). */
  round: number;
  /** True while the clock runs: playing, and its frame on screen. */
  running: boolean;
}

/** The state after one tick: the next step, or the first step of the next round. */
export function nextDemoState(
  state: { step: number; round: number },
  steps: number,
): { step: number; round: number } {
  return state.step >= steps - 1
    ? { step: 0, round: state.round + 1 }
    : { ...state, step: state.step + 1 };
}

/**
 * A canned demo's clock (step lengths: 1.5 s recipe and plan, 0.6 s scan, 1.3 s coach,
 * 1 s fasting).
 * It advances one step per interval while the frame is visible and `playing`, holds the
 * result, then starts over. With `playing` false (paused, or reduced motion) it shows the
 * finished result and stays still.
 */
export function useDemoCycle(steps: number, intervalMs: number, playing: boolean): DemoCycle {
  const ref = useRef<HTMLDivElement | null>(null);
  const [visible, setVisible] = useState(false);
  const [state, setState] = useState({ step: 0, round: 0 });

  useEffect(() => {
    const node = ref.current;
    // Without IntersectionObserver (only very old browsers) the demo shows its first step.
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setVisible(entry?.isIntersecting ?? false),
      { threshold: 0.3 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const running = playing && visible;
  // A layout effect: the timer of a step is set in the same commit that shows the step, so
  // each step lasts exactly its interval from the moment it is on screen.
  useLayoutEffect(() => {
    if (!running) return;
    const last = state.step >= steps - 1;
    const timer = setTimeout(
      () => setState((s) => nextDemoState(s, steps)),
      last ? DEMO_HOLD_MS : intervalMs,
    );
    return () => clearTimeout(timer);
  }, [running, state.step, steps, intervalMs]);

  return { ref, step: playing ? state.step : steps - 1, round: state.round, running };
}
