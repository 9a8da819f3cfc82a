import { describe, expect, it } from 'vitest';
import { FASTING_TYPES, RECIPE_SAMPLES, SCAN_SAMPLES, sampleFor } from './demo-samples';
import { nextDemoState } from './use-demo-cycle';

describe('demo sample data', () => {
  it('calls a scanned food keto-friendly exactly when its keto score is 70 or more', () => {
    const verdicts = SCAN_SAMPLES.map((s) => [s.ketoScore >= 70, s.verdict === 'Keto-friendly']);
    for (const [high, friendly] of verdicts) expect(friendly).toBe(high);
    // The samples show both sides of the line.
    expect(new Set(verdicts.map(([high]) => high))).toEqual(new Set([true, false]));
  });

  it('gives every recipe its macros, calories, time and difficulty', () => {
    for (const recipe of RECIPE_SAMPLES) {
      expect(recipe.macros).toEqual({
        carbs: expect.any(Number),
        protein: expect.any(Number),
        fat: expect.any(Number),
      });
      expect(recipe.calories).toBeGreaterThan(0);
      expect(recipe.time).toBeGreaterThan(0);
      expect(['Easy', 'Medium']).toContain(recipe.difficulty);
    }
  });

  it('alternates the fasting demo between 16:8 and 20:4, one fast a round', () => {
    expect([0, 1, 2].map((round) => sampleFor(FASTING_TYPES, round).label)).toEqual([
      '16:8',
      '20:4',
      '16:8',
    ]);
  });
});

describe('a demo round', () => {
  it('steps on to its last step, then starts the next round from the first', () => {
    let state = { step: 0, round: 0 };
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      state = nextDemoState(state, 3);
      seen.push(`${state.round}:${state.step}`);
    }
    expect(seen).toEqual(['0:1', '0:2', '1:0', '1:1']);
  });
});
