import {
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  OnboardingAnswersSchema,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
  type OnboardingAnswers,
  type Units,
} from '@ketoflow/contracts';
import { CM_PER_INCH, INCHES_PER_FOOT, kgToLb } from '@ketoflow/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  ANSWER_KEYS,
  type AnswerKey,
  type AnswersFormValues,
  type FormKey,
  formKeyFor,
  formValuesToCandidate,
  parseDecimal,
} from './answers-form';

/** Checks the questionnaire's answers as the user goes, with the contract's own rules. */

// Ranges in the user's units, always inside the contract's metric range: whole inches and
// pounds rounded inwards, so the edges shown are values the server accepts.
const MIN_INCHES = Math.ceil(HEIGHT_CM_MIN / CM_PER_INCH);

const MAX_INCHES = Math.floor(HEIGHT_CM_MAX / CM_PER_INCH);

const feetInches = (inches: number) =>
  `${Math.floor(inches / INCHES_PER_FOOT)} ft ${inches % INCHES_PER_FOOT} in`;

export function heightRange(units: Units): { min: string; max: string } {
  return units === 'imperial'
    ? { min: feetInches(MIN_INCHES), max: feetInches(MAX_INCHES) }
    : { min: `${HEIGHT_CM_MIN} cm`, max: `${HEIGHT_CM_MAX} cm` };
}

export function weightRange(units: Units): { min: string; max: string } {
  return units === 'imperial'
    ? {
        min: `${Math.ceil(kgToLb(WEIGHT_KG_MIN))} lb`,
        max: `${Math.floor(kgToLb(WEIGHT_KG_MAX))} lb`,
      }
    : { min: `${WEIGHT_KG_MIN} kg`, max: `${WEIGHT_KG_MAX} kg` };
}

export const between = (range: { min: string; max: string }) =>
  `between ${range.min} and ${range.max}`;

/**
 * The message for a failed single-answer check. The contract's own wording is kept where it
 * is written for people (name, age, goal weight below current weight); zod's generic texts
 * ("Invalid option: expected one of…") and the metric-only ranges are replaced.
 */
function messageFor(key: AnswerKey, value: unknown, units: Units, fallback: string): string {
  const missing = typeof value === 'number' ? Number.isNaN(value) : value === undefined;
  switch (key) {
    case 'name':
      return typeof value === 'string' && value.trim().length > 0
        ? 'Please use 60 characters or fewer.'
        : fallback;
    case 'sex':
      return 'Please choose one. We need it for the energy equation.';
    case 'birthYear':
      return 'Enter the year you were born, for example 1985.';
    case 'units':
      return 'Choose metric or imperial.';
    case 'heightCm':
      return missing ? 'Enter your height.' : `Height must be ${between(heightRange(units))}.`;
    case 'currentWeightKg':
      return missing
        ? 'Enter your current weight.'
        : `Weight must be ${between(weightRange(units))}.`;
    case 'goalWeightKg':
      return missing
        ? 'Enter your goal weight.'
        : `Goal weight must be ${between(weightRange(units))}.`;
    case 'activityLevel':
      return 'Choose the one closest to a usual week.';
    case 'mainGoal':
      return 'Choose your main goal.';
    case 'pace':
      return 'Choose a pace.';
    case 'mealsPerDay':
      return 'Choose how many meals you eat a day.';
    case 'dietStyle':
      return 'Choose how you eat.';
    case 'exclusions':
    case 'safetyFlags':
      return 'Choose from the list.';
    case 'allergiesNote':
      return 'Please keep this note to 300 characters or fewer.';
    case 'fastingExperience':
      return 'Choose how much fasting you have done.';
  }
}

/** Valid answers for everything not being checked, so cross-field rules can run. */
function filler(): OnboardingAnswers {
  return {
    name: 'x',
    sex: 'female',
    birthYear: new Date().getUTCFullYear() - 30,
    units: 'metric',
    heightCm: 170,
    currentWeightKg: 70,
    goalWeightKg: 70,
    activityLevel: 'moderate',
    mainGoal: 'maintain',
    pace: 'steady',
    dietStyle: 'omnivore',
    exclusions: [],
    allergiesNote: '',
    mealsPerDay: 3,
    fastingExperience: 'none',
    safetyFlags: [],
  };
}

const SAFETY_REQUIRED_MESSAGE = 'Tick any that apply, or choose “None of these”.';

const GOAL_BELOW_CURRENT_HINT = 'You can change it under “Your body”.';

/**
 * Check `fields` against the shared contract (OnboardingAnswersSchema): each answer with its
 * own schema, then the whole object for the cross-field rules (adult age, goal below current
 * weight when losing). `context` lists answers already given (earlier steps); the rest is
 * filled with valid placeholders. Returns form-field → message.
 */
export function validateAnswers(
  values: AnswersFormValues,
  fields: readonly AnswerKey[],
  context: readonly AnswerKey[],
): Partial<Record<FormKey, string>> {
  const candidate = formValuesToCandidate(values);
  const errors: Partial<Record<FormKey, string>> = {};
  const shape = OnboardingAnswersSchema.shape;

  for (const key of fields) {
    const result = shape[key].safeParse(candidate[key]);
    if (!result.success) {
      const fallback = result.error.issues[0]?.message ?? 'Please check this answer.';
      errors[formKeyFor(key, values.units)] = messageFor(
        key,
        candidate[key],
        values.units,
        fallback,
      );
    }
  }

  if (fields.includes('heightCm') && values.units === 'imperial' && values.heightIn.trim()) {
    const inches = parseDecimal(values.heightIn);
    if (!(inches >= 0 && inches < INCHES_PER_FOOT)) {
      errors.heightIn = 'Inches must be between 0 and 11.';
    }
  }

  if (fields.includes('safetyFlags') && !values.safetyNone && values.safetyFlags.length === 0) {
    errors.safetyFlags = SAFETY_REQUIRED_MESSAGE;
  }

  if (Object.keys(errors).length > 0) return errors;

  const known = new Set<AnswerKey>([...context, ...fields]);
  const full: Record<string, unknown> = { ...filler() };
  for (const key of known) full[key] = candidate[key];
  const result = OnboardingAnswersSchema.safeParse(full);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string' || !ANSWER_KEYS.has(key)) continue;
      const answerKey = key as AnswerKey;
      const formKey = formKeyFor(answerKey, values.units);
      if (fields.includes(answerKey)) {
        errors[formKey] ??= issue.message;
      } else if (answerKey === 'goalWeightKg' && fields.includes('mainGoal')) {
        // The goal is chosen after the weights: say it where the user is.
        errors.mainGoal ??= `${issue.message} ${GOAL_BELOW_CURRENT_HINT}`;
      }
    }
  }
  return errors;
}

/**
 * A react-hook-form resolver over `validateAnswers`. `scope()` is read on every run, so
 * one form can move through the steps.
 */
export function answersResolver(
  scope: () => { fields: readonly AnswerKey[]; context: readonly AnswerKey[] },
): Resolver<AnswersFormValues> {
  return (values) => {
    const { fields, context } = scope();
    const messages = validateAnswers(values, fields, context);
    const entries = Object.entries(messages);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([key, message]) => [key, { type: 'validate', message }]),
    ) as FieldErrors<AnswersFormValues>;
    return { values: {}, errors };
  };
}
