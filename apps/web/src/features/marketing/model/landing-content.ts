import {
  BrainCircuit,
  CalendarDays,
  CalendarRange,
  ChefHat,
  Database,
  Download,
  Calculator,
  ScanLine,
  Scale,
  ShieldCheck,
  Sparkles,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import type { Testimonial } from '../../../components/marketing';
import type { DemoId } from '../../../entities/marketing';

/** The landing page's words, kept apart from its layout. */

export const STEPS = [
  {
    title: 'Share Your Goals',
    text: 'Answer a few questions about you, your goal and the foods you avoid. You get a personalised AI summary and daily macro targets.',
  },
  {
    title: 'Get Your Plan',
    text: 'Meal plans and recipes built around your net-carb, protein and fat targets, with a coach to answer your questions.',
  },
  {
    title: 'Track & Adapt',
    text: 'Log meals, fasts and weigh-ins. Your plan adjusts as you go, and you always see where you stand.',
  },
] as const;

/** Trust badges: things the product does, each one checkable in the app. */
export const TRUST_BADGES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Database,
    title: 'USDA nutrition data',
    text: 'Foods and recipes are counted from USDA FoodData Central values.',
  },
  {
    icon: Calculator,
    title: 'Numbers are computed',
    text: 'Every macro is worked out from the food database, never guessed by an AI.',
  },
  {
    icon: Download,
    title: 'Your data, your call',
    text: 'Export your logs or delete your account from your profile at any time.',
  },
  {
    icon: ShieldCheck,
    title: '60-day money-back',
    text: 'Every Pro plan comes with a 60-day money-back guarantee.',
  },
];

export const PAINS = [
  'Counting net carbs by hand, meal after meal.',
  'Recipes that ignore your macros and the foods you avoid.',
  'Never sure whether a dish fits the carbs you have left today.',
  'Advice that contradicts itself, and no one to ask.',
  'A scale that stalls with no explanation.',
];

export const BENEFITS = [
  'Daily targets that start from your body, your goal and your pace.',
  'Meal plans whose days land within ±5 % of your calories and protein.',
  'A photo of your plate gives its net carbs and a keto score.',
  'FlowBrain answers from your own targets and logs.',
  'A weight trend that shows progress behind the daily ups and downs.',
];

/** In order: recipe generator, meal plan generator, food scanner, coach chat, fasting timer. */
export const LANDING_DEMOS: readonly DemoId[] = ['recipe', 'plan', 'scan', 'coach', 'fasting'];

export const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarDays,
    title: 'Meal plans',
    text: 'AI meal plans that hit your macro targets, with a shopping list and swaps you like.',
  },
  {
    icon: ChefHat,
    title: 'Recipes',
    text: 'A starter library of keto recipes, your own recipes, and new ones from what you have.',
  },
  {
    icon: ScanLine,
    title: 'KetoVision',
    text: 'Photograph a meal and get its net carbs, macros and a keto score in seconds.',
  },
  {
    icon: BrainCircuit,
    title: 'FlowBrain coach',
    text: 'Your AI keto guide answers questions using your own targets and logs.',
  },
  {
    icon: Timer,
    title: 'Fasting',
    text: 'Start a 16:8 or 20:4 fast, follow the timer and see which zone you are in.',
  },
  {
    icon: Scale,
    title: 'Weight',
    text: 'Log weigh-ins and follow your trend and BMI rather than the daily noise.',
  },
  {
    icon: CalendarRange,
    title: 'Metashift',
    text: 'A phased programme that moves you step by step from your first week onwards.',
  },
  {
    icon: Sparkles,
    title: 'Dream Me',
    text: 'See an illustration of a possible you in 6 months, 1 year or 2 years.',
  },
];

/** Written by us to show how people use the app: marked as illustrative wherever shown. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I stopped guessing. The plan tells me what to eat, and the net carbs add up to what it says.',
    name: 'Claire, 38',
    detail: 'Busy parent, new to keto',
  },
  {
    quote:
      'Scanning my lunch before I eat it changed how I order when I eat out. I know what I am getting.',
    name: 'Marco, 45',
    detail: 'Eats out for work',
  },
  {
    quote:
      'When the scale stalled, the coach showed me my two-week trend instead of telling me to try harder.',
    name: 'Priya, 52',
    detail: 'Keto for a year',
  },
];
