import type { OnboardingAnswers } from '@ketoflow/contracts';

/**
 * The worked-example person (female, 70 kg, 165 cm, 40 y in 2025, lightly
 * active) wanting to lose weight at the steady pace. Tests override what they need.
 */
export function answersFixture(overrides: Partial<OnboardingAnswers> = {}): OnboardingAnswers {
  return {
    name: 'Maria',
    sex: 'female',
    birthYear: 1985,
    units: 'metric',
    heightCm: 165,
    currentWeightKg: 70,
    goalWeightKg: 64,
    activityLevel: 'light',
    mainGoal: 'lose_weight',
    pace: 'steady',
    dietStyle: 'omnivore',
    exclusions: [],
    allergiesNote: '',
    mealsPerDay: 3,
    fastingExperience: 'none',
    safetyFlags: [],
    ...overrides,
  };
}

export const TODAY = new Date('2025-03-10T09:30:00Z');
