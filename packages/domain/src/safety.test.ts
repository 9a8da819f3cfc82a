import { describe, expect, it } from 'vitest';
import type { SafetyFlag } from '@ketoflow/contracts';
import {
  allowsCalorieDeficit,
  canUseBodyImageFeatures,
  canUseExtendedFasting,
  cautionsFor,
  normalizeSafetyFlags,
  safeGoalAndPace,
  SAFETY_CAUTIONS,
} from './safety.js';

const ALL: SafetyFlag[] = [
  'pregnant_or_breastfeeding',
  'type1_diabetes',
  'eating_disorder_history',
  'diabetes_medication',
  'kidney_or_liver_disease',
];

describe('caution texts', () => {
  it('exist for every flag and send the user to a clinician', () => {
    for (const flag of ALL) {
      expect(SAFETY_CAUTIONS[flag]).toMatch(/doctor|clinician|care team|midwife/);
    }
  });

  it('name the specific risk', () => {
    expect(SAFETY_CAUTIONS.pregnant_or_breastfeeding).toMatch(
      /ketogenic diet.*fasting are not advised/,
    );
    expect(SAFETY_CAUTIONS.type1_diabetes).toContain('diabetic ketoacidosis (DKA)');
    expect(SAFETY_CAUTIONS.type1_diabetes).toContain('diabetes care team');
    expect(SAFETY_CAUTIONS.eating_disorder_history).toMatch(
      /restriction, fasting and features that focus on body/,
    );
    expect(SAFETY_CAUTIONS.diabetes_medication).toContain('blood sugar');
    expect(SAFETY_CAUTIONS.kidney_or_liver_disease).toContain('protein');
  });

  it('are listed once each, most serious first, whatever the input order', () => {
    expect(cautionsFor([])).toEqual([]);
    expect(
      normalizeSafetyFlags(['kidney_or_liver_disease', 'type1_diabetes', 'type1_diabetes']),
    ).toEqual(['type1_diabetes', 'kidney_or_liver_disease']);
    expect(cautionsFor(['kidney_or_liver_disease', 'pregnant_or_breastfeeding'])).toEqual([
      SAFETY_CAUTIONS.pregnant_or_breastfeeding,
      SAFETY_CAUTIONS.kidney_or_liver_disease,
    ]);
  });
});

describe('feature gates', () => {
  it('allows extended fasting only without pregnancy, T1D, eating-disorder history or diabetes medication', () => {
    expect(canUseExtendedFasting([])).toBe(true);
    expect(canUseExtendedFasting(['kidney_or_liver_disease'])).toBe(true);
    for (const flag of [
      'pregnant_or_breastfeeding',
      'type1_diabetes',
      'eating_disorder_history',
      'diabetes_medication',
    ] as const) {
      expect(canUseExtendedFasting([flag])).toBe(false);
    }
  });

  it('turns body-image features off only with an eating-disorder history', () => {
    expect(canUseBodyImageFeatures(['eating_disorder_history'])).toBe(false);
    expect(canUseBodyImageFeatures(ALL.filter((f) => f !== 'eating_disorder_history'))).toBe(true);
  });

  it('allows no calorie deficit in pregnancy or breastfeeding', () => {
    expect(allowsCalorieDeficit(['pregnant_or_breastfeeding'])).toBe(false);
    expect(allowsCalorieDeficit(['type1_diabetes'])).toBe(true);
  });
});

describe('safeGoalAndPace', () => {
  it('leaves goal and pace alone without relevant flags', () => {
    expect(safeGoalAndPace(['kidney_or_liver_disease'], 'lose_weight', 'ambitious')).toEqual({
      mainGoal: 'lose_weight',
      pace: 'ambitious',
    });
  });

  it('turns weight loss into maintenance in pregnancy or breastfeeding', () => {
    expect(safeGoalAndPace(['pregnant_or_breastfeeding'], 'lose_weight', 'steady').mainGoal).toBe(
      'maintain',
    );
    expect(safeGoalAndPace(['pregnant_or_breastfeeding'], 'build_muscle', 'steady').mainGoal).toBe(
      'build_muscle',
    );
  });

  it('keeps the pace gentle with an eating-disorder history', () => {
    expect(safeGoalAndPace(['eating_disorder_history'], 'lose_weight', 'ambitious')).toEqual({
      mainGoal: 'lose_weight',
      pace: 'gentle',
    });
  });
});
