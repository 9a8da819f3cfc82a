import { describe, expect, it } from 'vitest';
import { macroProgress } from './macro-progress.js';

describe('macro progress against a target', () => {
  it('has no target before a plan exists, or when the target is not positive', () => {
    const none = {
      consumed: 12,
      target: null,
      remaining: null,
      percent: null,
      status: 'no_target',
    };
    expect(macroProgress(12, null, false)).toEqual(none);
    expect(macroProgress(12, 0, true)).toEqual(none);
    expect(macroProgress(12, -5, false)).toEqual(none);
  });

  it('treats an aim as on target within 10 % either side', () => {
    expect(macroProgress(89, 100, false).status).toBe('under');
    expect(macroProgress(90, 100, false).status).toBe('on_target');
    expect(macroProgress(110, 100, false).status).toBe('on_target');
    expect(macroProgress(111, 100, false).status).toBe('over');
  });

  it('treats a limit as over as soon as the amount passes it', () => {
    expect(macroProgress(17.9, 20, true).status).toBe('under');
    expect(macroProgress(18, 20, true).status).toBe('on_target');
    expect(macroProgress(20, 20, true).status).toBe('on_target');
    expect(macroProgress(20.1, 20, true).status).toBe('over');
  });

  it('gives the rounded percent and what is left to one decimal (negative when over)', () => {
    expect(macroProgress(33.33, 120, false)).toEqual({
      consumed: 33.33,
      target: 120,
      remaining: 86.7,
      percent: 28,
      status: 'under',
    });
    expect(macroProgress(25.26, 20, true)).toMatchObject({ remaining: -5.3, percent: 126 });
  });
});
