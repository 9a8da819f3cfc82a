import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeTourCard } from './placement';
import { TOUR_STEP_DEBOUNCE_MS, useTourSteps } from './use-tour-steps';

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const card = { width: 384, height: 300 };

describe('where the tour card goes', () => {
  it('sits below the highlighted control on a wide screen when there is room', () => {
    const target = { top: 100, left: 200, width: 400, height: 120 };
    expect(placeTourCard(target, desktop, card)).toEqual({
      kind: 'floating',
      top: 232,
      left: 208,
    });
  });

  it('goes above a control near the bottom, and beside a tall one', () => {
    expect(placeTourCard({ top: 700, left: 100, width: 300, height: 80 }, desktop, card)).toEqual({
      kind: 'floating',
      top: 388,
      left: 58,
    });
    expect(placeTourCard({ top: 150, left: 88, width: 730, height: 700 }, desktop, card)).toEqual({
      kind: 'floating',
      top: 150,
      left: 830,
    });
  });

  it('never leaves the screen', () => {
    const placed = placeTourCard({ top: 80, left: 1200, width: 60, height: 40 }, desktop, card);
    expect(placed).toEqual({ kind: 'floating', top: 132, left: 1280 - 384 - 12 });
  });

  it('is centred without a control, and a sheet on a phone: at the top when the control is low', () => {
    expect(placeTourCard(null, desktop, card)).toEqual({ kind: 'centred' });
    expect(placeTourCard(null, phone, card)).toEqual({ kind: 'sheet', side: 'bottom' });
    expect(placeTourCard({ top: 90, left: 16, width: 358, height: 200 }, phone, card)).toEqual({
      kind: 'sheet',
      side: 'bottom',
    });
    expect(placeTourCard({ top: 600, left: 16, width: 358, height: 120 }, phone, card)).toEqual({
      kind: 'sheet',
      side: 'top',
    });
  });
});

describe('moving between steps', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles 100 ms after the last press, so a double press moves one step', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTourSteps(3));
    act(() => {
      result.current.next();
      result.current.next();
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(TOUR_STEP_DEBOUNCE_MS - 1);
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.index).toBe(1);
  });

  it('stays within the tour: never before the first step or past the last', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTourSteps(2));
    act(() => {
      result.current.back();
      vi.advanceTimersByTime(TOUR_STEP_DEBOUNCE_MS);
    });
    expect(result.current.index).toBe(0);
    for (let i = 0; i < 3; i += 1) {
      act(() => {
        result.current.next();
        vi.advanceTimersByTime(TOUR_STEP_DEBOUNCE_MS);
      });
    }
    expect(result.current.index).toBe(1);
  });
});
