/** The caution that the onboarding safety answers call for before a fast. */
import type { SafetyFlag } from '@ketoflow/contracts';
import { canUseExtendedFasting, normalizeSafetyFlags } from '../safety.js';
import { isExtendedFast } from './protocols.js';

/** Fasting-specific words for each onboarding safety answer (kind, specific, never a verdict). */
export const FASTING_FLAG_CAUTIONS: Readonly<Record<SafetyFlag, string>> = {
  pregnant_or_breastfeeding:
    'You told us you are pregnant or breastfeeding. Fasting is not advised while you are pregnant or breastfeeding, because you and your baby need a steady supply of energy. Please talk to your doctor or midwife before you fast.',
  type1_diabetes:
    'You told us you have type 1 diabetes. Fasting raises the risk of low blood sugar and of diabetic ketoacidosis (DKA), a medical emergency. Please fast only with a plan from your diabetes care team, and check glucose and ketones as they advise.',
  eating_disorder_history:
    'You told us you have a history of an eating disorder. Fasting and long gaps between meals can trigger a relapse. Please fast only if your clinician or treatment team agrees, and stop if it starts to feel like a rule you must not break.',
  diabetes_medication:
    'You told us you take medication for diabetes. Fasting while taking insulin, sulfonylureas or SGLT2 inhibitors can cause dangerously low blood sugar or ketoacidosis. Please agree a fasting plan with your doctor first, and do not change your medication on your own.',
  kidney_or_liver_disease:
    'You told us you have kidney or liver disease. Fasting changes your fluid and salt balance, so please check with your doctor before you fast, and drink regularly.',
};

export const EXTENDED_FAST_CAUTION =
  'Fasts longer than 24 hours are for people in good health who have fasted before. Drink water, keep up your salt, potassium and magnesium, and end the fast if you feel dizzy, faint, confused, have a racing heart or feel unwell. If you take medication or have a medical condition, ask your doctor first.';

export const EXTENDED_FAST_NOT_ALLOWED =
  'Fasts longer than 24 hours are turned off because of the health information you gave us in onboarding. Please choose a fast of 24 hours or less, and talk to your doctor before fasting longer.';

export interface FastCaution {
  /** False when the fast may not be started at all (see EXTENDED_FAST_NOT_ALLOWED). */
  allowed: boolean;
  /** What to read before starting, most important first. */
  messages: string[];
}

/**
 * The caution to show before a fast of `targetHours`, or null when there is nothing to say.
 * Any fast gets the user's flag-specific cautions; fasts over 24 h add the general one, and
 * are not allowed at all for the flags that rule them out (pregnancy, type 1 diabetes,
 * eating-disorder history, diabetes medication).
 */
export function fastingCaution(
  targetHours: number,
  flags: readonly SafetyFlag[],
): FastCaution | null {
  const ordered = normalizeSafetyFlags(flags);
  const extended = isExtendedFast(targetHours);
  if (extended && !canUseExtendedFasting(ordered)) {
    return {
      allowed: false,
      messages: [EXTENDED_FAST_NOT_ALLOWED, ...ordered.map((f) => FASTING_FLAG_CAUTIONS[f])],
    };
  }
  const messages = [
    ...(extended ? [EXTENDED_FAST_CAUTION] : []),
    ...ordered.map((f) => FASTING_FLAG_CAUTIONS[f]),
  ];
  return messages.length > 0 ? { allowed: true, messages } : null;
}
