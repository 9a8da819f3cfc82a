import { describe, expect, it } from 'vitest';
import { OnboardingAnswersSchema, PersonalPlanSchema } from '@ketoflow/contracts';
import { buildPersonalPlan } from './personal-plan.js';
import { PROJECTION_NOTE } from './projection.js';
import { SAFETY_CAUTIONS } from './safety.js';
import { answersFixture, TODAY } from './test-fixtures.js';

describe('buildPersonalPlan', () => {
  it('computes the worked example (70 kg, 165 cm, 40 y), rounded for display', () => {
    const plan = buildPersonalPlan(answersFixture(), TODAY);
    expect(plan.age).toBe(40);
    expect(plan.bmr).toBe(1370); // 1370.25
    expect(plan.tdee).toBe(1884); // × 1.375 = 1884.09
    expect(plan.targets.calories).toBe(1507); // −20 % = 1507.3
    expect(plan.targets.netCarbsG).toBe(25);
    // Protein uses the reference weight: min(70 kg, 25 × 1.65² = 68.06 kg) × 1.5 = 102.1 g.
    // (The worked example's 105 g passes 70 kg explicitly; see macros.test.ts.)
    expect(plan.targets.proteinG).toBe(102);
    expect(plan.targets.fatG).toBe(111); // (1507 − 100 − 408) / 9
    expect(plan.bmi).toBe(25.7); // 70 / 1.65²
    expect(plan.bmiCategory).toBe('overweight');
    expect(plan.cautions).toEqual([]);
  });

  it('satisfies the PersonalPlan contract', () => {
    const plan = buildPersonalPlan(answersFixture(), TODAY);
    expect(PersonalPlanSchema.safeParse(plan).success).toBe(true);
  });

  it('accepts answers straight from the contract schema (with its defaults)', () => {
    const answers = OnboardingAnswersSchema.parse({
      name: 'Sam',
      sex: 'male',
      birthYear: 1990,
      units: 'imperial',
      heightCm: 180,
      currentWeightKg: 100,
      goalWeightKg: 85,
      activityLevel: 'moderate',
      mainGoal: 'lose_weight',
      fastingExperience: 'some',
    });
    const plan = buildPersonalPlan(answers, TODAY);
    expect(PersonalPlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.targets.calories).toBe(Math.round(plan.tdee * 0.8)); // default pace: steady
  });

  it('rounds kcal and grams to whole numbers, and macros still add up', () => {
    const plan = buildPersonalPlan(
      answersFixture({ currentWeightKg: 93.7, heightCm: 171.3 }),
      TODAY,
    );
    const { calories, netCarbsG, proteinG, fatG } = plan.targets;
    for (const n of [calories, netCarbsG, proteinG, fatG, plan.bmr, plan.tdee]) {
      expect(Number.isInteger(n)).toBe(true);
    }
    expect(Math.abs(4 * netCarbsG + 4 * proteinG + 9 * fatG - calories)).toBeLessThanOrEqual(4.5);
  });

  it('classifies the BMI it shows: 24.98 is shown as 25.0 and labelled overweight', () => {
    const plan = buildPersonalPlan(
      answersFixture({ currentWeightKg: 68, goalWeightKg: 62 }),
      TODAY,
    );
    expect(plan.bmi).toBe(25);
    expect(plan.bmiCategory).toBe('overweight');
  });

  it('projects a goal date with the model, from today', () => {
    const plan = buildPersonalPlan(answersFixture(), TODAY);
    expect(plan.goalDate).not.toBeNull();
    expect((plan.goalDate ?? '') > '2025-03-10').toBe(true);
    expect(plan.weeksToGoal).toBeGreaterThan(4);
    expect(plan.projection[0]).toEqual({ day: 0, weightKg: 70 });
    const reached = plan.projection.find((p) => p.weightKg <= 64);
    expect(reached).toBeDefined();
    expect(Math.ceil((reached?.day ?? 0) / 7)).toBe(plan.weeksToGoal);
    for (const p of plan.projection) expect(p.weightKg).toBe(Math.round(p.weightKg * 10) / 10);
    expect(plan.projectionNote.startsWith(PROJECTION_NOTE)).toBe(true);
  });

  it('has no goal date when the goal is not weight loss, even with a lower goal weight', () => {
    const plan = buildPersonalPlan(
      answersFixture({ mainGoal: 'maintain', goalWeightKg: 69 }),
      TODAY,
    );
    expect(plan.targets.calories).toBe(plan.tdee);
    expect(plan.goalDate).toBeNull();
    expect(plan.weeksToGoal).toBeNull();
    // The keto switch still sheds ~2 kg of glycogen and water in the first week. After
    // that weight drifts back up slowly (a lighter body costs less to move), never past 70.
    const at = (day: number): number => plan.projection.find((p) => p.day === day)?.weightKg ?? 0;
    expect(at(7)).toBeLessThan(68.5);
    expect(at(7)).toBeGreaterThan(67.5);
    expect(at(1095)).toBeGreaterThanOrEqual(at(30));
    expect(at(1095) - at(30)).toBeLessThan(1);
    expect(at(1095)).toBeLessThan(70);
  });

  it('adds 5 % for building muscle', () => {
    const plan = buildPersonalPlan(
      answersFixture({ mainGoal: 'build_muscle', goalWeightKg: 72 }),
      TODAY,
    );
    expect(plan.targets.calories).toBe(Math.round(1884.09375 * 1.05));
    expect(plan.goalDate).toBeNull();
  });

  it('plans maintenance, not a deficit, in pregnancy or breastfeeding, and says why', () => {
    const plan = buildPersonalPlan(
      answersFixture({ safetyFlags: ['pregnant_or_breastfeeding'] }),
      TODAY,
    );
    expect(plan.targets.calories).toBe(1884);
    expect(plan.goalDate).toBeNull();
    expect(plan.cautions).toEqual([SAFETY_CAUTIONS.pregnant_or_breastfeeding]);
  });

  it('keeps the gentle pace with an eating-disorder history', () => {
    const plan = buildPersonalPlan(
      answersFixture({ pace: 'ambitious', safetyFlags: ['eating_disorder_history'] }),
      TODAY,
    );
    expect(plan.targets.calories).toBe(Math.round(1884.09375 * 0.9));
    expect(plan.cautions).toEqual([SAFETY_CAUTIONS.eating_disorder_history]);
  });
});
