/**
 * Resting and total energy expenditure. Mifflin-St Jeor (AJCN 1990;51:241-7) is the
 * equation the Academy of Nutrition and Dietetics rates most accurate for people with
 * overweight or obesity, who are most of our users.
 */
import type { ActivityLevel, Sex } from '@ketoflow/contracts';

export interface MifflinInput {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  /** Years. */
  age: number;
}

/**
 * The authors' simplified form: 10W + 6.25H − 5A + 5 (men) or − 161 (women). This is
 * what most calculators show, so the app's numbers match what users find elsewhere.
 */
export function mifflinStJeor({ sex, weightKg, heightCm, age }: MifflinInput): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}

/** The regression as published: 9.99W + 6.25H − 4.92A + 166·male − 161. */
export function mifflinStJeorPrecise({ sex, weightKg, heightCm, age }: MifflinInput): number {
  return 9.99 * weightKg + 6.25 * heightCm - 4.92 * age + (sex === 'male' ? 5 : -161);
}

/**
 * Conventional calculator multipliers (as on Medscape's Mifflin calculator). They are
 * not part of Mifflin's paper; we use them as the physical activity level (PAL).
 */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

export function totalDailyEnergyExpenditure({
  bmr,
  activityLevel,
}: {
  bmr: number;
  activityLevel: ActivityLevel;
}): number {
  return bmr * ACTIVITY_FACTORS[activityLevel];
}
