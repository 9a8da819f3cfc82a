import { describe, expect, it } from 'vitest';
import { buildPersonalPlan } from './personal-plan.js';
import { checkSummaryNumbers, numbersInText } from './summary-check.js';
import { writeOnboardingSummary } from './summary.js';
import { answersFixture } from './test-fixtures.js';

describe('numbersInText', () => {
  it('reads prose numbers with thousands separators and decimals', () => {
    expect(numbersInText('About 1,507 kcal, 25 g, BMI 30.1, and 3 meals; -2 kg.')).toEqual([
      1507, 25, 30.1, 3, 2,
    ]);
    expect(numbersInText('Aim for 25, then 30.')).toEqual([25, 30]);
    expect(numbersInText('no numbers here')).toEqual([]);
  });
});

const ANSWERS = answersFixture();

describe('checkSummaryNumbers', () => {
  const plan = buildPersonalPlan(ANSWERS, new Date('2026-03-01T12:00:00Z'));
  const reference = writeOnboardingSummary({ answers: ANSWERS, plan, productName: 'KetoFlow' });
  const { calories, netCarbsG, proteinG } = plan.targets;
  const required = [calories, netCarbsG, proteinG];

  it('accepts a rewording that keeps the computed numbers', () => {
    const text = `Welcome! Your target is ${calories} kcal a day with ${netCarbsG} g net carbs and ${proteinG} g protein. Your BMI is ${plan.bmi.toFixed(1)}.`;
    expect(checkSummaryNumbers(text, reference, required)).toEqual({
      ok: true,
      unknown: [],
      missing: [],
    });
  });

  it('refuses an invented or changed number', () => {
    const text = `Your target is ${calories} kcal with ${netCarbsG} g net carbs and ${proteinG} g protein; expect to lose 13 kg in 4 weeks.`;
    const check = checkSummaryNumbers(text, reference, required);
    expect(check.ok).toBe(false);
    expect(check.unknown).toEqual(expect.arrayContaining([13]));
    const off = checkSummaryNumbers(
      `Your target is ${calories + 100} kcal, ${netCarbsG} g net carbs, ${proteinG} g protein.`,
      reference,
      required,
    );
    expect(off.ok).toBe(false);
    expect(off.unknown).toEqual([calories + 100]);
    expect(off.missing).toEqual([calories]);
  });

  it('refuses a text that leaves out the daily targets', () => {
    const check = checkSummaryNumbers('Welcome to keto, you will do great!', reference, required);
    expect(check.ok).toBe(false);
    expect(check.missing).toEqual(required);
  });
});
