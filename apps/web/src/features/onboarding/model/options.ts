import type {
  ActivityLevel,
  DietStyle,
  FastingExperience,
  FoodExclusion,
  MainGoal,
  Pace,
  SafetyFlag,
  Sex,
  Units,
} from '@ketoflow/contracts';
import {
  Dumbbell,
  Fish,
  HeartPulse,
  Leaf,
  Scale,
  TrendingDown,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

export interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon?: LucideIcon;
}

export const SEX_OPTIONS: readonly Option<Sex>[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

export const UNITS_OPTIONS: readonly Option<Units>[] = [
  { value: 'metric', label: 'Metric', description: 'kg, cm' },
  { value: 'imperial', label: 'Imperial', description: 'lb, ft + in' },
];

export const MAIN_GOAL_OPTIONS: readonly Option<MainGoal>[] = [
  {
    value: 'lose_weight',
    label: 'Lose weight',
    description: 'Eat a little less than you burn, the keto way.',
    icon: TrendingDown,
  },
  {
    value: 'maintain',
    label: 'Maintain my weight',
    description: 'Eat keto at the energy you use.',
    icon: Scale,
  },
  {
    value: 'build_muscle',
    label: 'Build muscle',
    description: 'A small surplus with plenty of protein.',
    icon: Dumbbell,
  },
  {
    value: 'metabolic_health',
    label: 'Metabolic health',
    description: 'Steadier blood sugar and energy; the amount stays the same.',
    icon: HeartPulse,
  },
];

export const PACE_OPTIONS: readonly Option<Pace>[] = [
  { value: 'gentle', label: 'Gentle', description: 'About 10 % less energy than you burn a day.' },
  {
    value: 'steady',
    label: 'Steady (recommended)',
    description: 'About 20 % less energy than you burn a day.',
  },
  {
    value: 'ambitious',
    label: 'Ambitious',
    description: 'About 25 % less. Faster, but harder to keep up.',
  },
];

export const ACTIVITY_OPTIONS: readonly Option<ActivityLevel>[] = [
  {
    value: 'sedentary',
    label: 'Mostly sitting',
    description: 'Desk job, little or no exercise.',
  },
  {
    value: 'light',
    label: 'Lightly active',
    description: 'Light exercise 1–3 days a week, or on your feet part of the day.',
  },
  {
    value: 'moderate',
    label: 'Moderately active',
    description: 'Exercise 3–5 days a week.',
  },
  {
    value: 'active',
    label: 'Active',
    description: 'Hard exercise 6–7 days a week, or a physical job.',
  },
  {
    value: 'very_active',
    label: 'Very active',
    description: 'Hard daily training or a very physical job plus exercise.',
  },
];

export const MEALS_OPTIONS: readonly Option<'1' | '2' | '3' | '4' | '5'>[] = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5' },
];

export const DIET_STYLE_OPTIONS: readonly Option<DietStyle>[] = [
  {
    value: 'omnivore',
    label: 'Everything',
    description: 'Meat, fish, eggs and dairy.',
    icon: UtensilsCrossed,
  },
  {
    value: 'pescatarian',
    label: 'Pescatarian',
    description: 'Fish and seafood, no meat.',
    icon: Fish,
  },
  { value: 'vegetarian', label: 'Vegetarian', description: 'No meat or fish.', icon: Leaf },
];

export const EXCLUSION_OPTIONS: readonly Option<FoodExclusion>[] = [
  { value: 'dairy', label: 'Dairy' },
  { value: 'eggs', label: 'Eggs' },
  { value: 'tree_nuts', label: 'Tree nuts' },
  { value: 'peanuts', label: 'Peanuts' },
  { value: 'fish', label: 'Fish' },
  { value: 'shellfish', label: 'Shellfish' },
  { value: 'pork', label: 'Pork' },
  { value: 'beef', label: 'Beef' },
  { value: 'soy', label: 'Soy' },
  { value: 'gluten', label: 'Gluten' },
  { value: 'nightshades', label: 'Nightshades' },
];

export const FASTING_OPTIONS: readonly Option<FastingExperience>[] = [
  { value: 'none', label: 'New to fasting', description: 'You haven’t tried it yet.' },
  {
    value: 'some',
    label: 'Some experience',
    description: 'You’ve skipped meals or tried 16:8 a few times.',
  },
  {
    value: 'experienced',
    label: 'Experienced',
    description: 'You fast regularly and know how it feels.',
  },
];

export const SAFETY_OPTIONS: readonly Option<SafetyFlag>[] = [
  { value: 'pregnant_or_breastfeeding', label: 'I am pregnant or breastfeeding' },
  { value: 'type1_diabetes', label: 'I have type 1 diabetes' },
  { value: 'eating_disorder_history', label: 'I have a history of an eating disorder' },
  { value: 'diabetes_medication', label: 'I take medication for diabetes' },
  { value: 'kidney_or_liver_disease', label: 'I have kidney or liver disease' },
];

/** `value → label` for read-only views (profile). */
export function labelOf<T extends string>(options: readonly Option<T>[], value: T): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Short labels of the safety answers, for summaries ("Type 1 diabetes"). */
export const SAFETY_SHORT_LABELS: Readonly<Record<SafetyFlag, string>> = {
  pregnant_or_breastfeeding: 'Pregnant or breastfeeding',
  type1_diabetes: 'Type 1 diabetes',
  eating_disorder_history: 'History of an eating disorder',
  diabetes_medication: 'Diabetes medication',
  kidney_or_liver_disease: 'Kidney or liver disease',
};
