import {
  OnboardingAnswersSchema,
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
import { cmToFeetInches, feetInchesToCm, kgToLb, lbToKg, roundTo } from '@ketoflow/domain';

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

export const ANSWER_KEYS = new Set<string>(Object.keys(OnboardingAnswersSchema.shape));

/** A server validation path ("body.goalWeightKg") → the answer it is about. */
export function answerKeyForPath(path: string): AnswerKey | null {
  const key = path.replace(/^body\./, '').split('.')[0] ?? '';
  return ANSWER_KEYS.has(key) ? (key as AnswerKey) : null;
}
