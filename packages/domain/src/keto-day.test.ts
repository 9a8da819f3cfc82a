import { describe, expect, it } from 'vitest';
import { ketoDay } from './keto-day.js';

const plan = { netCarbLimitG: 25, proteinTargetG: 100 };

describe('the daily keto score', () => {
  it('is 100 within the limit with the protein target met, and says so', () => {
    expect(ketoDay({ entries: 3, netCarbsG: 19.2, proteinG: 104, ...plan })).toEqual({
      score: 100,
      line: 'Within your 25 g net-carb limit; protein target met.',
    });
  });

  it('loses protein points in proportion and names what is left to eat', () => {
    expect(ketoDay({ entries: 1, netCarbsG: 4, proteinG: 40, ...plan })).toEqual({
      score: 82,
      line: 'Within your 25 g net-carb limit; 60 g of protein to go.',
    });
  });

  it('loses carb points above the limit, down to none at twice the limit', () => {
    expect(ketoDay({ entries: 2, netCarbsG: 30, proteinG: 100, ...plan })).toEqual({
      score: 86,
      line: '5 g over your 25 g net-carb limit; protein target met.',
    });
    expect(ketoDay({ entries: 2, netCarbsG: 60, proteinG: 0, ...plan })?.score).toBe(0);
  });

  it('has no score before anything is logged or without a plan', () => {
    expect(ketoDay({ entries: 0, netCarbsG: 0, proteinG: 0, ...plan })).toBeNull();
    expect(
      ketoDay({
        entries: 2,
        netCarbsG: 10,
        proteinG: 50,
        netCarbLimitG: null,
        proteinTargetG: null,
      }),
    ).toBeNull();
  });
});
