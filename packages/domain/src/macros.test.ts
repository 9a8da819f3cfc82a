import { describe, expect, it } from 'vitest';
import {
  calorieTarget,
  calorieTargetDetails,
  carbEnergyFraction,
  ketoMacroTargets,
  referenceWeightKg,
} from './macros.js';

describe('calorieTarget', () => {
  const woman = { tdee: 2000, bmr: 1400, sex: 'female' } as const;

  it('takes 10 / 20 / 25 % off TDEE for weight loss by pace', () => {
    expect(calorieTarget({ ...woman, mainGoal: 'lose_weight', pace: 'gentle' })).toBeCloseTo(
      1800,
      8,
    );
    expect(calorieTarget({ ...woman, mainGoal: 'lose_weight', pace: 'steady' })).toBeCloseTo(
      1600,
      8,
    );
    expect(calorieTarget({ ...woman, mainGoal: 'lose_weight', pace: 'ambitious' })).toBeCloseTo(
      1500,
      8,
    );
  });

  it('keeps TDEE for maintain and metabolic health, +5 % to build muscle, whatever the pace', () => {
    for (const pace of ['gentle', 'steady', 'ambitious'] as const) {
      expect(calorieTarget({ ...woman, mainGoal: 'maintain', pace })).toBe(2000);
      expect(calorieTarget({ ...woman, mainGoal: 'metabolic_health', pace })).toBe(2000);
      expect(calorieTarget({ ...woman, mainGoal: 'build_muscle', pace })).toBeCloseTo(2100, 8);
    }
  });

  it('never goes below BMR', () => {
    // 25 % off 2,000 = 1,500, but this BMR is 1,650.
    const d = calorieTargetDetails({
      ...woman,
      bmr: 1650,
      mainGoal: 'lose_weight',
      pace: 'ambitious',
    });
    expect(d).toEqual({ calories: 1650, floorKcal: 1650, floorApplied: true });
  });

  it('never goes below 1,200 kcal for women or 1,500 kcal for men', () => {
    expect(
      calorieTarget({
        tdee: 1500,
        bmr: 1100,
        sex: 'female',
        mainGoal: 'lose_weight',
        pace: 'ambitious',
      }),
    ).toBe(1200);
    expect(
      calorieTarget({
        tdee: 1900,
        bmr: 1450,
        sex: 'male',
        mainGoal: 'lose_weight',
        pace: 'ambitious',
      }),
    ).toBe(1500);
  });

  it('gives maintenance, never a surplus, when the floor is above TDEE', () => {
    const d = calorieTargetDetails({
      tdee: 1150,
      bmr: 950,
      sex: 'female',
      mainGoal: 'lose_weight',
      pace: 'gentle',
    });
    expect(d.calories).toBe(1150);
    expect(d.floorApplied).toBe(true);
  });

  it('reproduces the worked example: 1884.09 kcal TDEE − 20 % = 1507.3 kcal', () => {
    const calories = calorieTarget({
      tdee: 1370.25 * 1.375,
      bmr: 1370.25,
      sex: 'female',
      mainGoal: 'lose_weight',
      pace: 'steady',
    });
    expect(calories).toBeCloseTo(1507.3, 1);
  });
});

describe('referenceWeightKg', () => {
  it('is the current weight when BMI is 25 or less', () => {
    expect(referenceWeightKg({ weightKg: 60, heightCm: 170 })).toBe(60);
  });

  it('is the weight at BMI 25 for heavier people', () => {
    // 25 × 1.65² = 68.06 kg
    expect(referenceWeightKg({ weightKg: 95, heightCm: 165 })).toBeCloseTo(68.0625, 8);
  });
});

describe('ketoMacroTargets', () => {
  it('reproduces the worked example (70 kg reference): 25 g carbs, 105 g protein, 109.7 g fat', () => {
    const t = ketoMacroTargets({ calories: 1884.09375 * 0.8, referenceWeightKg: 70 });
    expect(t.netCarbsG).toBe(25);
    expect(t.proteinG).toBeCloseTo(105, 10);
    expect(t.fatG).toBeCloseTo(109.7, 1);
    expect(t.calories).toBeCloseTo(1507.275, 8);
  });

  it('adds up to the calories (Atwater 4/4/9)', () => {
    const t = ketoMacroTargets({ calories: 2100, referenceWeightKg: 80 });
    expect(4 * t.netCarbsG + 4 * t.proteinG + 9 * t.fatG).toBeCloseTo(2100, 8);
  });

  it('clamps net carbs to 20–30 g and protein to 1.2–2.0 g/kg', () => {
    expect(
      ketoMacroTargets({ calories: 2000, referenceWeightKg: 70, netCarbsG: 50 }).netCarbsG,
    ).toBe(30);
    expect(
      ketoMacroTargets({ calories: 2000, referenceWeightKg: 70, netCarbsG: 5 }).netCarbsG,
    ).toBe(20);
    expect(
      ketoMacroTargets({ calories: 2000, referenceWeightKg: 70, proteinGPerKg: 3 }).proteinG,
    ).toBeCloseTo(140, 10);
    expect(
      ketoMacroTargets({ calories: 2000, referenceWeightKg: 70, proteinGPerKg: 0.8 }).proteinG,
    ).toBeCloseTo(84, 10);
  });

  it('lowers protein towards 1.2 g/kg before fat could go negative', () => {
    // 600 kcal − 100 kcal carbs leaves room for 125 g protein; 1.5 × 100 = 150 g does not fit.
    const t = ketoMacroTargets({ calories: 600, referenceWeightKg: 100 });
    expect(t.proteinG).toBeCloseTo(125, 10);
    expect(t.fatG).toBeCloseTo(0, 10);
    expect(t.calories).toBe(600);
  });

  it('never returns negative fat: below protein at 1.2 g/kg + carbs, calories rise to fit them', () => {
    const t = ketoMacroTargets({ calories: 400, referenceWeightKg: 100 });
    expect(t.fatG).toBe(0);
    expect(t.proteinG).toBeCloseTo(120, 10);
    expect(t.calories).toBeCloseTo(580, 10);
  });
});

describe('carbEnergyFraction', () => {
  it('is 4 kcal per gram of net carbs over the calories', () => {
    expect(carbEnergyFraction({ netCarbsG: 25, calories: 2000 })).toBeCloseTo(0.05, 10);
    expect(carbEnergyFraction({ netCarbsG: 25, calories: 0 })).toBe(0);
  });
});
