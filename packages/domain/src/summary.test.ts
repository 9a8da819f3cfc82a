import { describe, expect, it } from 'vitest';
import { buildPersonalPlan } from './personal-plan.js';
import { SAFETY_CAUTIONS } from './safety.js';
import { writeOnboardingSummary } from './summary.js';
import { answersFixture, TODAY } from './test-fixtures.js';
import type { OnboardingAnswers } from '@ketoflow/contracts';

function summaryFor(overrides: Partial<OnboardingAnswers> = {}): string {
  const answers = answersFixture(overrides);
  const plan = buildPersonalPlan(answers, TODAY);
  return writeOnboardingSummary({ answers, plan, productName: 'KetoFlow' });
}

describe('writeOnboardingSummary', () => {
  const answers = answersFixture();
  const plan = buildPersonalPlan(answers, TODAY);
  const text = writeOnboardingSummary({ answers, plan, productName: 'KetoFlow' });

  it('greets by name and names the product', () => {
    expect(text.startsWith('Hi Maria,')).toBe(true);
    expect(text).toContain('KetoFlow');
  });

  it('contains every number of the plan', () => {
    expect(text).toContain('1,884 kcal');
    expect(text).toContain('1,370 kcal');
    expect(text).toContain('1,507 kcal');
    expect(text).toContain('25 g of net carbs');
    expect(text).toContain('102 g of protein');
    expect(text).toContain('111 g of fat');
    expect(text).toContain('BMI is 25.7');
    expect(text).toContain('overweight');
  });

  it('calls the goal date an estimate and gives its basis and error', () => {
    if (plan.goalDate === null) throw new Error('fixture should reach its goal');
    const [y, m, d] = plan.goalDate.split('-').map(Number);
    const month = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(text).toContain(`around ${d} ${month} ${y}`);
    expect(text).toContain(`${plan.weeksToGoal} weeks`);
    expect(text).toMatch(/estimate/i);
    expect(text).toContain('individuals vary by several kg');
    expect(text).toContain('64.0 kg');
  });

  it('makes no promises', () => {
    for (const s of [summaryFor(), summaryFor({ pace: 'ambitious' })]) {
      expect(s).not.toMatch(/guarantee|you will (reach|lose)|promise you/i);
    }
  });

  it('is several readable paragraphs of plain text', () => {
    const paragraphs = text.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(5);
    expect(text).not.toMatch(/[*#<>]/);
    expect(text).not.toContain('undefined');
    expect(text).not.toContain('NaN');
  });

  it('puts cautions first, before any number', () => {
    const s = summaryFor({ safetyFlags: ['kidney_or_liver_disease', 'type1_diabetes'] });
    const t1d = s.indexOf(SAFETY_CAUTIONS.type1_diabetes);
    const kidney = s.indexOf(SAFETY_CAUTIONS.kidney_or_liver_disease);
    expect(t1d).toBeGreaterThan(0);
    expect(kidney).toBeGreaterThan(t1d);
    expect(kidney).toBeLessThan(s.indexOf('kcal'));
    expect(s.startsWith('Maria, before the numbers')).toBe(true);
  });

  it('uses the user’s units for weights', () => {
    const s = summaryFor({ units: 'imperial' });
    expect(s).toContain('141.1 lb'); // 64 kg
    expect(s).not.toContain('64.0 kg');
  });

  it('mentions excluded foods and meals per day', () => {
    const s = summaryFor({ exclusions: ['dairy', 'tree_nuts', 'pork'], mealsPerDay: 2 });
    expect(s).toContain('leave out dairy, tree nuts and pork');
    expect(s).toContain('2 meals');
  });

  it('says plainly when the goal is out of reach within three years', () => {
    const s = summaryFor({ pace: 'gentle', goalWeightKg: 50 });
    expect(s).toContain('does not reach 50.0 kg within three years');
    expect(s).not.toMatch(/around \d+ \w+ \d{4}/);
  });

  it('explains when the calorie floor leaves no room for a deficit', () => {
    // 45 kg, 150 cm, 70 y, sedentary: TDEE ≈ 1,052 kcal, below the 1,200 kcal floor.
    const s = summaryFor({
      birthYear: 1955,
      heightCm: 150,
      currentWeightKg: 45,
      goalWeightKg: 42,
      activityLevel: 'sedentary',
    });
    expect(s).toContain('To keep your weight stable, your daily target is 1,052 kcal');
    expect(s).toContain('lowest target we plan for safety');
    expect(s).not.toMatch(/around \d+ \w+ \d{4}/);
  });

  it('does not describe a deficit that the plan does not have', () => {
    const s = summaryFor({ safetyFlags: ['pregnant_or_breastfeeding'] });
    expect(s).toContain('To keep your weight stable');
    expect(s).not.toMatch(/lose weight/);
    expect(s).toContain('no goal date');
  });
});
