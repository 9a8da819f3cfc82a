import { describe, expect, it } from 'vitest';
import { canAfford, coinChangeDirection, DEFAULT_COIN_PRICES, priceOf } from './coins.js';

describe('coin prices', () => {
  it('has one default price per action', () => {
    expect(DEFAULT_COIN_PRICES).toEqual({
      recipe: 2,
      meal_plan_7: 5,
      meal_plan_14: 8,
      meal_plan_30: 15,
      food_scan: 1,
      coach_message: 1,
      dream_me: 10,
    });
  });

  it('uses an override when configured, else the default', () => {
    expect(priceOf('recipe')).toBe(2);
    expect(priceOf('recipe', { recipe: 3 })).toBe(3);
    expect(priceOf('dream_me', { recipe: 3 })).toBe(10);
    expect(priceOf('food_scan', { food_scan: 0 })).toBe(0);
  });

  it('rejects overrides that are not whole, non-negative coin counts', () => {
    expect(() => priceOf('recipe', { recipe: -1 })).toThrow(RangeError);
    expect(() => priceOf('recipe', { recipe: 1.5 })).toThrow(RangeError);
    expect(() => priceOf('recipe', { recipe: Number.NaN })).toThrow(RangeError);
  });
});

describe('canAfford', () => {
  it('passes when the balance is greater than or equal to the cost', () => {
    expect(canAfford(10, 10)).toBe(true);
    expect(canAfford(11, 10)).toBe(true);
    expect(canAfford(9, 10)).toBe(false);
    expect(canAfford(0, 0)).toBe(true);
  });

  it('never passes with a negative balance, even for a free action', () => {
    expect(canAfford(-1, 0)).toBe(false);
    expect(canAfford(-5, -10)).toBe(false);
  });

  it('does not pass on non-numbers', () => {
    expect(canAfford(Number.NaN, 1)).toBe(false);
    expect(canAfford(10, Number.NaN)).toBe(false);
  });
});

describe('coinChangeDirection', () => {
  it('credits a positive amount', () => {
    expect(coinChangeDirection(50)).toEqual({ direction: 'credit', amount: 50 });
  });

  it('debits the absolute value of anything else, including zero', () => {
    expect(coinChangeDirection(-5)).toEqual({ direction: 'debit', amount: 5 });
    expect(coinChangeDirection(0)).toEqual({ direction: 'debit', amount: 0 });
  });

  it('rejects non-finite amounts', () => {
    expect(() => coinChangeDirection(Number.NaN)).toThrow(RangeError);
    expect(() => coinChangeDirection(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
