/**
 * What the app must say and withhold when onboarding reports a health condition.
 * The texts are shown before any numbers: they name the specific risk and send the
 * user to a clinician, because the app cannot judge their situation.
 */
import type { MainGoal, Pace, SafetyFlag } from '@ketoflow/contracts';

/** Display order: the flags where keto or fasting is most dangerous come first. */
const FLAG_ORDER: readonly SafetyFlag[] = [
  'pregnant_or_breastfeeding',
  'type1_diabetes',
  'eating_disorder_history',
  'diabetes_medication',
  'kidney_or_liver_disease',
];

export const SAFETY_CAUTIONS: Readonly<Record<SafetyFlag, string>> = {
  pregnant_or_breastfeeding:
    'You told us you are pregnant or breastfeeding. A ketogenic diet, calorie restriction and fasting are not advised while you are pregnant or breastfeeding, so your plan uses maintenance calories and extended fasts are turned off. Please talk to your doctor or midwife before changing how you eat.',
  type1_diabetes:
    'You told us you have type 1 diabetes. Very low-carbohydrate eating and fasting raise the risk of diabetic ketoacidosis (DKA), a medical emergency, and of low blood sugar if insulin is not adjusted. Please follow a keto plan only together with your diabetes care team, and check glucose and ketones as they advise.',
  eating_disorder_history:
    'You told us you have a history of an eating disorder. Calorie restriction, fasting and features that focus on body shape or weight can be harmful and may trigger a relapse. Please speak with your clinician or treatment team before you start. Your plan uses the gentle pace, and extended fasting and body-image features are turned off.',
  diabetes_medication:
    'You told us you take medication for diabetes. Cutting carbohydrates can lower blood sugar quickly, and some medicines (for example insulin, sulfonylureas or SGLT2 inhibitors) may need to be changed before you start. Please talk to your doctor before changing your diet, and do not adjust your medication on your own.',
  kidney_or_liver_disease:
    'You told us you have kidney or liver disease. Changes in protein, fat and fluid intake can affect these conditions, so please review this plan with your doctor before you start, especially the protein target.',
};

/** Each flag once, in display order. */
export function normalizeSafetyFlags(flags: readonly SafetyFlag[]): SafetyFlag[] {
  return FLAG_ORDER.filter((flag) => flags.includes(flag));
}

export function cautionsFor(flags: readonly SafetyFlag[]): string[] {
  return normalizeSafetyFlags(flags).map((flag) => SAFETY_CAUTIONS[flag]);
}

/**
 * Fasts longer than a daily eating window. Not for pregnancy (energy needs), type 1
 * diabetes (DKA), eating-disorder history (restriction) or glucose-lowering medication
 * (hypoglycaemia).
 */
export function canUseExtendedFasting(flags: readonly SafetyFlag[]): boolean {
  return !flags.some(
    (flag) =>
      flag === 'pregnant_or_breastfeeding' ||
      flag === 'type1_diabetes' ||
      flag === 'eating_disorder_history' ||
      flag === 'diabetes_medication',
  );
}

/** Body-transformation visualiser, weight-centred prompts and similar features. */
export function canUseBodyImageFeatures(flags: readonly SafetyFlag[]): boolean {
  return !flags.includes('eating_disorder_history');
}

/** Weight loss during pregnancy or breastfeeding is not something the app should plan. */
export function allowsCalorieDeficit(flags: readonly SafetyFlag[]): boolean {
  return !flags.includes('pregnant_or_breastfeeding');
}

/**
 * The goal and pace the plan is actually computed with. With a history of eating
 * disorders the deficit is kept at the gentle pace; in pregnancy or breastfeeding there
 * is no deficit at all. The cautions above tell the user both things.
 */
export function safeGoalAndPace(
  flags: readonly SafetyFlag[],
  mainGoal: MainGoal,
  pace: Pace,
): { mainGoal: MainGoal; pace: Pace } {
  if (mainGoal === 'lose_weight' && !allowsCalorieDeficit(flags)) {
    return { mainGoal: 'maintain', pace };
  }
  if (flags.includes('eating_disorder_history')) return { mainGoal, pace: 'gentle' };
  return { mainGoal, pace };
}
