import type { AnswerKey } from './answers-form';

export type StepId = 'about' | 'body' | 'goals' | 'food' | 'safety';

export interface StepDefinition {
  id: StepId;
  title: string;
  intro: string;
  fields: readonly AnswerKey[];
}

/** The questionnaire, in order. Every answer belongs to exactly one step. */
export const STEPS: readonly StepDefinition[] = [
  {
    id: 'about',
    title: 'About you',
    intro: 'A few basics so your numbers fit you.',
    fields: ['name', 'sex', 'birthYear'],
  },
  {
    id: 'body',
    title: 'Your body',
    intro: 'Where you are now, and where you want to be.',
    fields: ['units', 'heightCm', 'currentWeightKg', 'goalWeightKg'],
  },
  {
    id: 'goals',
    title: 'Goals & lifestyle',
    intro: 'What you want, and how your days look.',
    fields: ['mainGoal', 'pace', 'activityLevel', 'mealsPerDay'],
  },
  {
    id: 'food',
    title: 'Food',
    intro: 'How you eat, and what should never be on your plate.',
    fields: ['dietStyle', 'exclusions', 'allergiesNote'],
  },
  {
    id: 'safety',
    title: 'Fasting & safety',
    intro: 'Two last questions that keep your plan safe.',
    fields: ['fastingExperience', 'safetyFlags'],
  },
];

export function stepIndexOf(key: AnswerKey): number {
  return Math.max(
    0,
    STEPS.findIndex((step) => step.fields.includes(key)),
  );
}

/** Answers of the steps before `index`. */
export function fieldsBefore(index: number): AnswerKey[] {
  return STEPS.slice(0, index).flatMap((step) => [...step.fields]);
}

export const ALL_FIELDS: readonly AnswerKey[] = STEPS.flatMap((step) => [...step.fields]);
