import { describe, expect, it } from 'vitest';
import {
  assessKeto,
  budgetScore,
  KETO_FRIENDLY_MIN_SCORE,
  ketoScoreBand,
  ketoScore,
  ketoScoreVerdict,
  servingScore,
} from './keto-score.js';

const base = {
  foodType: 'Almonds',
  grams: 30,
  netCarbsG: 6,
  netCarbsLowG: 6,
  netCarbsHighG: 6,
  dailyNetCarbsG: 20,
  eatenNetCarbsG: 6,
};

describe('keto score', () => {
  it('scores a serving by its net carbs: none is 100, 7.5 g is the keto-friendly edge', () => {
    expect(servingScore(0)).toBe(100);
    expect(servingScore(7.5)).toBe(KETO_FRIENDLY_MIN_SCORE);
    expect(servingScore(15)).toBe(40);
    expect(servingScore(40)).toBe(0);
    expect(servingScore(-3)).toBe(100);
  });

  it('scores the share of the budget left today: all of it is 40, twice it is 0', () => {
    expect(budgetScore(0, 0)).toBe(100);
    expect(budgetScore(5, 0)).toBe(0);
    expect(budgetScore(10, 10)).toBe(40);
    expect(budgetScore(20, 10)).toBe(0);
    expect(budgetScore(15, 10)).toBe(20);
    expect(budgetScore(1, 20)).toBe(97);
  });

  it('takes the lower of the two, or the serving alone without targets', () => {
    expect(ketoScore(6, 14)).toBe(74); // serving 76, budget 74
    expect(ketoScore(2, 1)).toBe(0); // a small serving still fails an exhausted day
    expect(ketoScore(2, null)).toBe(92);
  });

  it('never leaves 0–100 and is monotonic in net carbs', () => {
    let previous = 101;
    for (let g = 0; g <= 60; g += 0.5) {
      const s = ketoScore(g, 20);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
      expect(s).toBeLessThanOrEqual(previous);
      previous = s;
    }
  });

  it('calls 70 or more keto-friendly and names the lower bands', () => {
    expect(ketoScoreVerdict(70)).toBe('Keto-friendly');
    expect(ketoScoreVerdict(69)).toBe('Eat in moderation');
    expect(ketoScoreVerdict(40)).toBe('Eat in moderation');
    expect(ketoScoreVerdict(39)).toBe('Not keto-friendly');
    expect([100, 70, 69, 40, 39, 0].map(ketoScoreBand)).toEqual([
      'friendly',
      'friendly',
      'moderate',
      'moderate',
      'avoid',
      'avoid',
    ]);
  });
});

describe('keto assessment text', () => {
  it('says how much of what is left today the food uses', () => {
    const a = assessKeto(base);
    expect(a.remainingNetCarbsG).toBe(14);
    expect(a.score).toBe(74);
    expect(a.verdict).toBe('Keto-friendly');
    expect(a.analysis).toContain('This uses 6 g of your 14 g net carbs left today.');
    expect(a.analysis).toContain('Almonds: 6 g net carbs in 30 g.');
  });

  it('shows the range from portion uncertainty', () => {
    const a = assessKeto({ ...base, netCarbsLowG: 4.5, netCarbsHighG: 7.5 });
    expect(a.analysis).toContain('6 g (4.5–7.5 g) net carbs');
  });

  it('says by how much a food goes over the budget and advises skipping it', () => {
    const a = assessKeto({ ...base, netCarbsG: 20, netCarbsLowG: 20, netCarbsHighG: 20 });
    expect(a.analysis).toContain('That is 6 g more than the 14 g net carbs you have left today.');
    expect(a.band).toBe('avoid');
    expect(a.recommendation).toMatch(/over your net-carb limit/);
  });

  it('suggests a smaller portion in the middle band', () => {
    const a = assessKeto({
      ...base,
      grams: 100,
      netCarbsG: 9,
      netCarbsLowG: 9,
      netCarbsHighG: 9,
      eatenNetCarbsG: 0,
    });
    expect(a.verdict).toBe('Eat in moderation');
    expect(a.recommendation).toContain('about 50 g');
  });

  it('handles a day with nothing left and a user without targets', () => {
    const over = assessKeto({ ...base, eatenNetCarbsG: 25 });
    expect(over.remainingNetCarbsG).toBe(0);
    expect(over.score).toBe(0);
    expect(over.analysis).toContain('You have no net carbs left today');
    const none = assessKeto({ ...base, dailyNetCarbsG: null });
    expect(none.remainingNetCarbsG).toBeNull();
    expect(none.score).toBe(76);
    expect(none.analysis).toContain('Finish onboarding');
    const zero = assessKeto({ ...base, netCarbsG: 0, netCarbsLowG: 0, netCarbsHighG: 0 });
    expect(zero.score).toBe(100);
    expect(zero.recommendation).toContain('adds no net carbs');
  });
});
