import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FACTORS,
  mifflinStJeor,
  mifflinStJeorPrecise,
  totalDailyEnergyExpenditure,
} from './energy.js';

describe('Mifflin-St Jeor', () => {
  // Reference values (the authors' simplified / precise coefficients).
  it('male 90 kg, 180 cm, 35 y → 1855.00 / 1856.90 kcal/d', () => {
    const p = { sex: 'male', weightKg: 90, heightCm: 180, age: 35 } as const;
    expect(mifflinStJeor(p)).toBeCloseTo(1855.0, 6);
    expect(mifflinStJeorPrecise(p)).toBeCloseTo(1856.9, 6);
  });

  it('female 70 kg, 165 cm, 40 y → 1370.25 / 1372.75 kcal/d', () => {
    const p = { sex: 'female', weightKg: 70, heightCm: 165, age: 40 } as const;
    expect(mifflinStJeor(p)).toBeCloseTo(1370.25, 6);
    expect(mifflinStJeorPrecise(p)).toBeCloseTo(1372.75, 6);
  });

  it('differs between the sexes by 166 kcal, all else equal', () => {
    const p = { weightKg: 80, heightCm: 175, age: 50 };
    expect(mifflinStJeor({ ...p, sex: 'male' }) - mifflinStJeor({ ...p, sex: 'female' })).toBe(166);
  });
});

describe('activity factors and TDEE', () => {
  it('uses the conventional multipliers', () => {
    expect(ACTIVITY_FACTORS).toEqual({
      sedentary: 1.2,
      light: 1.375,
      moderate: 1.55,
      active: 1.725,
      very_active: 1.9,
    });
  });

  it('multiplies BMR by the factor (worked example: 1370.25 × 1.375 = 1884.1)', () => {
    expect(totalDailyEnergyExpenditure({ bmr: 1370.25, activityLevel: 'light' })).toBeCloseTo(
      1884.09375,
      8,
    );
    expect(totalDailyEnergyExpenditure({ bmr: 1855, activityLevel: 'sedentary' })).toBeCloseTo(
      2226,
      8,
    );
  });
});
