import { ketoScoreVerdict, servingScore, type KetoScoreVerdict } from '@ketoflow/domain';

/**
 * The canned sample data the demos replay. Nothing here comes
 * from a server. Macros are worked out from USDA values of the listed amounts, rounded; the
 * keto score and verdict of a scan use KetoVision's own rule (servingScore, 70 or more is
 * keto-friendly), so the demo never shows a verdict the product would not give.
 */

type NonEmpty<T> = readonly [T, ...T[]];

/** The sample a demo shows in a given round: they take turns. */
export function sampleFor<T>(samples: readonly [T, ...T[]], round: number): T {
  return samples[round % samples.length] ?? samples[0];
}

/** Grams per serving; `carbs` are net carbs, as everywhere in the product. */
export interface DemoMacros {
  carbs: number;
  protein: number;
  fat: number;
}

export interface RecipeSample {
  fridge: string;
  title: string;
  ingredients: readonly string[];
  macros: DemoMacros;
  calories: number;
  /** Minutes from start to plate. */
  time: number;
  difficulty: 'Easy' | 'Medium';
}

export const RECIPE_SAMPLES: NonEmpty<RecipeSample> = [
  {
    fridge: 'eggs, spinach, feta',
    title: 'Spinach & feta omelette',
    ingredients: ['3 eggs', '30 g baby spinach', '40 g feta', '10 g butter'],
    macros: { carbs: 3, protein: 25, fat: 31 },
    calories: 395,
    time: 10,
    difficulty: 'Easy',
  },
  {
    fridge: 'salmon, asparagus, butter',
    title: 'Garlic butter salmon with asparagus',
    ingredients: ['150 g salmon fillet', '120 g asparagus', '15 g butter', '1 garlic clove'],
    macros: { carbs: 4, protein: 33, fat: 32 },
    calories: 450,
    time: 20,
    difficulty: 'Medium',
  },
];

export interface ScanSample {
  foodType: string;
  ketoScore: number;
  verdict: KetoScoreVerdict;
  analysis: string;
  macros: DemoMacros & { calories: number };
  recommendation: string;
  /** Which drawing stands in for the photo. */
  plate: 'salmon' | 'banana' | 'yoghurt';
}

function scan(sample: Omit<ScanSample, 'ketoScore' | 'verdict'>): ScanSample {
  const ketoScore = servingScore(sample.macros.carbs);
  return { ...sample, ketoScore, verdict: ketoScoreVerdict(ketoScore) };
}

export const SCAN_SAMPLES: NonEmpty<ScanSample> = [
  scan({
    foodType: 'Salmon with asparagus',
    analysis: 'About 150 g salmon and 120 g asparagus: 2 g net carbs on the plate.',
    macros: { carbs: 2, protein: 36, fat: 29, calories: 415 },
    recommendation: 'A great keto plate. Add butter or hollandaise if you need more fat today.',
    plate: 'salmon',
  }),
  scan({
    foodType: 'Greek yoghurt with berries',
    analysis: 'About 170 g full-fat yoghurt and 80 g mixed berries: 10 g net carbs.',
    macros: { carbs: 10, protein: 16, fat: 9, calories: 190 },
    recommendation: 'Fine now and then. Halve the berries to keep more of your day’s net carbs.',
    plate: 'yoghurt',
  }),
  scan({
    foodType: 'Banana, medium',
    analysis: 'One medium banana, about 118 g: 24 g net carbs.',
    macros: { carbs: 24, protein: 1, fat: 0, calories: 105 },
    recommendation: 'Almost a full day of net carbs. Try a handful of raspberries instead.',
    plate: 'banana',
  }),
];

export const PLAN_TARGETS = '1,650 kcal · 20 g net carbs';

export const PLAN_DAYS = [
  {
    day: 'Mon',
    meals: 'Spinach & feta omelette · Chicken Caesar, no croutons · Salmon with asparagus',
    carbs: 17,
  },
  {
    day: 'Tue',
    meals: 'Greek yoghurt with walnuts · Tuna-stuffed avocado · Beef & broccoli stir-fry',
    carbs: 19,
  },
  {
    day: 'Wed',
    meals: 'Bacon & eggs · Cobb salad · Chicken thighs with cauliflower mash',
    carbs: 16,
  },
] as const;

export type ChatLine = { from: 'you' | 'coach'; text: string } | { from: 'coach'; typing: true };

export const CHAT: readonly ChatLine[] = [
  { from: 'you', text: 'Can I have strawberries on keto?' },
  { from: 'coach', typing: true },
  {
    from: 'coach',
    text: 'Yes, in small portions: 100 g has about 6 g net carbs, nearly a third of your 20 g a day.',
  },
  { from: 'you', text: 'My weight hasn’t moved all week.' },
  { from: 'coach', typing: true },
  {
    from: 'coach',
    text: 'That’s common: water can hide fat loss for a week or two. Your 14-day trend is still down 0.6 kg.',
  },
];

/** The fasting demo's fasting types: the demo alternates between them, one fast a round. */
export const FASTING_TYPES: NonEmpty<{ label: string; fastHours: number }> = [
  { label: '16:8', fastHours: 16 },
  { label: '20:4', fastHours: 20 },
];
