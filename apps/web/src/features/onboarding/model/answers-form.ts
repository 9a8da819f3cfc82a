import {
  HEIGHT_CM_MAX,
  HEIGHT_CM_MIN,
  OnboardingAnswersSchema,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
  type ActivityLevel,
  type DietStyle,
  type FastingExperience,
  type FoodExclusion,
  type MainGoal,
  type OnboardingAnswers,
  type Pace,
  type SafetyFlag,
  type Sex,
  type Units,
} from '@ketoflow/contracts';
import {
  CM_PER_INCH,
  INCHES_PER_FOOT,
  cmToFeetInches,
  feetInchesToCm,
  kgToLb,
  lbToKg,
  roundTo,
} from '@ketoflow/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** A canonical answer key (OnboardingAnswersSchema). */
export type AnswerKey = keyof OnboardingAnswers;

/**
 * What the form holds: text inputs as typed (so "" and "82," survive), height and weight
 * in the user's display units. `formValuesToCandidate` turns it into canonical metric
 * answers before the contract validates it.
 */
export interface AnswersFormValues {
  name: string;
  sex: Sex | '';
  birthYear: string;
  units: Units;
  /** Metric height. */
  heightCm: string;
  /** Imperial height. */
  heightFt: string;
  heightIn: string;
  /** In kg or lb, following `units`. */
  currentWeight: string;
  goalWeight: string;
  mainGoal: MainGoal | '';
  pace: Pace;
  activityLevel: ActivityLevel | '';
  mealsPerDay: '1' | '2' | '3' | '4' | '5';
  dietStyle: DietStyle;
  exclusions: FoodExclusion[];
  allergiesNote: string;
  fastingExperience: FastingExperience | '';
  safetyFlags: SafetyFlag[];
  /** "None of these" on the safety question: an explicit answer, not a blank. */
  safetyNone: boolean;
}

export type FormKey = keyof AnswersFormValues;

/** Countries that weigh in pounds: the first guess for the units toggle. */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

export function guessUnits(): Units {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region;
    return region && IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
  } catch {
    return 'metric';
  }
}

export function emptyFormValues(units: Units = 'metric'): AnswersFormValues {
  return {
    name: '',
    sex: '',
    birthYear: '',
    units,
    heightCm: '',
    heightFt: '',
    heightIn: '',
    currentWeight: '',
    goalWeight: '',
    mainGoal: '',
    pace: 'steady',
    activityLevel: '',
    mealsPerDay: '3',
    dietStyle: 'omnivore',
    exclusions: [],
    allergiesNote: '',
    fastingExperience: '',
    safetyFlags: [],
    safetyNone: false,
  };
}

const text = (value: number) => String(value);

function weightText(kg: number, units: Units): string {
  return text(roundTo(units === 'imperial' ? kgToLb(kg) : kg, 1));
}

/** Saved answers → form values in the saved display units (profile editing). */
export function answersToFormValues(answers: OnboardingAnswers): AnswersFormValues {
  const { feet, inches } = cmToFeetInches(answers.heightCm);
  return {
    name: answers.name,
    sex: answers.sex,
    birthYear: text(answers.birthYear),
    units: answers.units,
    heightCm: text(roundTo(answers.heightCm, 1)),
    heightFt: text(feet),
    heightIn: text(inches),
    currentWeight: weightText(answers.currentWeightKg, answers.units),
    goalWeight: weightText(answers.goalWeightKg, answers.units),
    mainGoal: answers.mainGoal,
    pace: answers.pace,
    activityLevel: answers.activityLevel,
    mealsPerDay: text(answers.mealsPerDay) as AnswersFormValues['mealsPerDay'],
    dietStyle: answers.dietStyle,
    exclusions: [...answers.exclusions],
    allergiesNote: answers.allergiesNote,
    fastingExperience: answers.fastingExperience,
    safetyFlags: [...answers.safetyFlags],
    safetyNone: answers.safetyFlags.length === 0,
  };
}

/** "82.5", "82,5" → 82.5; anything else (including "") → NaN. */
export function parseDecimal(value: string): number {
  const normalised = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : NaN;
}

function parseYear(value: string): number {
  const trimmed = value.trim();
  return /^\d{4}$/.test(trimmed) ? Number(trimmed) : NaN;
}

function heightCmOf(values: AnswersFormValues): number {
  if (values.units === 'metric') return roundTo(parseDecimal(values.heightCm), 1);
  const feet = parseDecimal(values.heightFt);
  const inches = values.heightIn.trim() === '' ? 0 : parseDecimal(values.heightIn);
  return roundTo(feetInchesToCm(feet, inches), 1);
}

function weightKgOf(value: string, units: Units): number {
  const number = parseDecimal(value);
  return roundTo(units === 'imperial' ? lbToKg(number) : number, 2);
}

/** Form values → canonical (metric) answer candidates, not yet validated. */
export function formValuesToCandidate(values: AnswersFormValues): Record<AnswerKey, unknown> {
  return {
    name: values.name,
    sex: values.sex || undefined,
    birthYear: parseYear(values.birthYear),
    units: values.units,
    heightCm: heightCmOf(values),
    currentWeightKg: weightKgOf(values.currentWeight, values.units),
    goalWeightKg: weightKgOf(values.goalWeight, values.units),
    activityLevel: values.activityLevel || undefined,
    mainGoal: values.mainGoal || undefined,
    pace: values.pace,
    dietStyle: values.dietStyle,
    exclusions: values.exclusions,
    allergiesNote: values.allergiesNote,
    mealsPerDay: Number(values.mealsPerDay),
    fastingExperience: values.fastingExperience || undefined,
    safetyFlags: values.safetyNone ? [] : values.safetyFlags,
  };
}

/** Validated canonical answers, or null (use `validateAnswers` for the messages). */
export function formValuesToAnswers(values: AnswersFormValues): OnboardingAnswers | null {
  const result = OnboardingAnswersSchema.safeParse(formValuesToCandidate(values));
  return result.success ? result.data : null;
}

/**
 * Values converted for a change of display units, so switching keeps what was typed:
 * 180 cm ⇄ 5 ft 11 in, 82.5 kg ⇄ 181.9 lb.
 */
export function convertUnits(values: AnswersFormValues, to: Units): Partial<AnswersFormValues> {
  if (values.units === to) return {};
  const cm = heightCmOf(values);
  const convertWeight = (value: string) => {
    const number = parseDecimal(value);
    if (!Number.isFinite(number)) return value;
    return text(roundTo(to === 'imperial' ? kgToLb(number) : lbToKg(number), 1));
  };
  const height: Partial<AnswersFormValues> = {};
  if (Number.isFinite(cm)) {
    const { feet, inches } = cmToFeetInches(cm);
    if (to === 'imperial') {
      height.heightFt = text(feet);
      height.heightIn = text(inches);
    } else {
      height.heightCm = text(Math.round(cm));
    }
  }
  return {
    units: to,
    ...height,
    currentWeight: convertWeight(values.currentWeight),
    goalWeight: convertWeight(values.goalWeight),
  };
}

/** Where a canonical answer is typed in the form. */
export function formKeyFor(key: AnswerKey, units: Units): FormKey {
  switch (key) {
    case 'heightCm':
      return units === 'imperial' ? 'heightFt' : 'heightCm';
    case 'currentWeightKg':
      return 'currentWeight';
    case 'goalWeightKg':
      return 'goalWeight';
    default:
      return key;
  }
}

const ANSWER_KEYS = new Set<string>(Object.keys(OnboardingAnswersSchema.shape));

/** A server validation path ("body.goalWeightKg") → the answer it is about. */
export function answerKeyForPath(path: string): AnswerKey | null {
  const key = path.replace(/^body\./, '').split('.')[0] ?? '';
  return ANSWER_KEYS.has(key) ? (key as AnswerKey) : null;
}

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

const between = (range: { min: string; max: string }) => `between ${range.min} and ${range.max}`;

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

export const SAFETY_REQUIRED_MESSAGE = 'Tick any that apply, or choose “None of these”.';
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
