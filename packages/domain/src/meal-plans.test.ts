import { describe, expect, it } from 'vitest';
import {
  countablePortion,
  currentPlanDay,
  foodExclusionReason,
  isCurrentPlan,
  planDayDate,
  planEndsOn,
  shoppingAmount,
  weekdayName,
} from './meal-plans.js';
import { daysBetween } from './trend.js';

describe('current plan and plan day', () => {
  it('is Day 1 on the start date and counts calendar dates after it', () => {
    expect(currentPlanDay('2026-03-10', '2026-03-10', 7)).toBe(1);
    expect(currentPlanDay('2026-03-10', '2026-03-11', 7)).toBe(2);
    expect(currentPlanDay('2026-03-10', '2026-03-16', 7)).toBe(7);
  });

  it('clamps to 1 before the start and to the duration after the end', () => {
    expect(currentPlanDay('2026-03-10', '2026-03-08', 7)).toBe(1);
    expect(currentPlanDay('2026-03-10', '2026-03-20', 7)).toBe(7);
    expect(currentPlanDay('2026-03-10', '2026-05-01', 30)).toBe(30);
  });

  it('crosses month, year and leap-day boundaries by calendar date', () => {
    expect(currentPlanDay('2028-02-27', '2028-03-01', 7)).toBe(4); // 27, 28, 29 Feb, 1 Mar
    expect(currentPlanDay('2026-12-30', '2027-01-02', 14)).toBe(4);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across a DST change in Europe
  });

  it('ends a plan of N days on start + N − 1 and names each date', () => {
    expect(planEndsOn('2026-03-10', 7)).toBe('2026-03-16');
    expect(planEndsOn('2026-03-10', 30)).toBe('2026-04-08');
    expect(planDayDate('2026-03-10', 3)).toBe('2026-03-12');
    expect(weekdayName('2026-03-10')).toBe('Tuesday');
    expect(weekdayName('2026-03-15')).toBe('Sunday');
  });

  it('treats only complete plans ending today or later as current', () => {
    expect(isCurrentPlan({ status: 'complete', endsOn: '2026-03-16' }, '2026-03-16')).toBe(true);
    expect(isCurrentPlan({ status: 'complete', endsOn: '2026-03-15' }, '2026-03-16')).toBe(false);
    expect(isCurrentPlan({ status: 'generating', endsOn: '2026-03-20' }, '2026-03-16')).toBe(false);
  });
});

describe('exclusions on foods', () => {
  const food = (name: string, category: string) => ({ name, category });

  it('rules out whole categories and foods filed elsewhere', () => {
    expect(foodExclusionReason(food('Cheddar cheese', 'cheese'), ['dairy'])).toBe('dairy');
    expect(foodExclusionReason(food('Butter, salted', 'dairy'), ['dairy'])).toBe('dairy');
    expect(foodExclusionReason(food('Mayonnaise', 'condiments_sauces'), ['eggs'])).toBe('eggs');
    expect(foodExclusionReason(food('Almond milk, unsweetened', 'drinks'), ['tree_nuts'])).toBe(
      'tree_nuts',
    );
    expect(foodExclusionReason(food('Pepperoni', 'meat'), ['pork'])).toBe('pork');
    expect(foodExclusionReason(food('Shrimp, raw', 'fish_seafood'), ['shellfish'])).toBe(
      'shellfish',
    );
    expect(foodExclusionReason(food('Tamari', 'condiments_sauces'), ['soy'])).toBe('soy');
    expect(foodExclusionReason(food('Green bell pepper', 'vegetables'), ['nightshades'])).toBe(
      'nightshades',
    );
  });

  it('does not over-match look-alike names', () => {
    expect(foodExclusionReason(food('Almond butter, salted', 'nuts_seeds'), ['dairy'])).toBeNull();
    expect(foodExclusionReason(food('Coconut milk, canned', 'keto_staples'), ['dairy'])).toBeNull();
    expect(foodExclusionReason(food('Eggplant, raw', 'vegetables'), ['eggs'])).toBeNull();
    expect(foodExclusionReason(food('Black pepper', 'condiments_sauces'), ['nightshades'])).toBe(
      null,
    );
    expect(foodExclusionReason(food('Shrimp, raw', 'fish_seafood'), ['fish'])).toBeNull();
    expect(foodExclusionReason(food('Salmon, raw', 'fish_seafood'), ['fish'])).toBe('fish');
    expect(foodExclusionReason(food('Almond flour', 'keto_staples'), ['gluten'])).toBeNull();
  });

  it('applies the diet style', () => {
    expect(foodExclusionReason(food('Chicken thigh', 'poultry'), [], 'vegetarian')).toBe(
      'vegetarian',
    );
    expect(foodExclusionReason(food('Cod, raw', 'fish_seafood'), [], 'pescatarian')).toBeNull();
    expect(foodExclusionReason(food('Gelatin powder', 'keto_staples'), [], 'pescatarian')).toBe(
      'pescatarian',
    );
    expect(foodExclusionReason(food('Chicken thigh', 'poultry'), [], 'omnivore')).toBeNull();
  });
});

describe('shopping amounts', () => {
  const egg = [
    { label: '1 large', grams: 50 },
    { label: '1 cup (4.86 large eggs)', grams: 243 },
    { label: '1 medium', grams: 44 },
  ];

  it('counts countable foods in whole units, rounded up', () => {
    expect(countablePortion(egg)).toEqual({ unit: 'large', grams: 50 });
    expect(shoppingAmount(150, egg)).toMatchObject({ text: '3 large (150 g)', count: 3 });
    expect(shoppingAmount(151, egg).count).toBe(3); // a rounding crumb is not another egg
    expect(shoppingAmount(170, egg)).toMatchObject({ text: '4 large (200 g)', count: 4 });
    expect(shoppingAmount(10, egg).count).toBe(1);
    const avocado = [{ label: '1 fruit, without skin and seed', grams: 136 }];
    expect(shoppingAmount(200, avocado).text).toBe('2 fruit (272 g)');
    const garlic = [
      { label: '1 tsp', grams: 2.8 },
      { label: '1 clove', grams: 3 },
    ];
    expect(shoppingAmount(3, garlic).text).toBe('1 clove (3 g)');
    expect(shoppingAmount(16, garlic).text).toBe('6 cloves (18 g)');
    const tomatoes = [
      { label: '1 large', grams: 164 },
      { label: '1 can', grams: 190 },
    ];
    expect(shoppingAmount(400, tomatoes).text).toBe('3 cans (570 g)');
  });

  it('rounds grams up and switches to kg', () => {
    const oil = [{ label: '1 tablespoon', grams: 13.5 }];
    expect(shoppingAmount(4.2, oil).text).toBe('5 g');
    expect(shoppingAmount(41, oil).text).toBe('45 g');
    expect(shoppingAmount(441, []).text).toBe('450 g');
    expect(shoppingAmount(1210, []).text).toBe('1.3 kg');
    expect(shoppingAmount(2000, []).text).toBe('2 kg');
  });
});
