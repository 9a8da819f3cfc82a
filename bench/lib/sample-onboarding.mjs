/**
 * A valid onboarding completion (the answers the browser journeys use, apps/web/e2e/fixtures.ts):
 * a 39-year-old woman, 165 cm, 82 → 68 kg, lightly active, steady pace, no exclusions.
 */
export const SAMPLE_ONBOARDING = Object.freeze({
  name: 'Maria',
  sex: 'female',
  birthYear: 1986,
  units: 'metric',
  heightCm: 165,
  currentWeightKg: 82,
  goalWeightKg: 68,
  activityLevel: 'light',
  mainGoal: 'lose_weight',
  pace: 'steady',
  dietStyle: 'omnivore',
  exclusions: [],
  allergiesNote: '',
  mealsPerDay: 3,
  fastingExperience: 'some',
  safetyFlags: [],
});
