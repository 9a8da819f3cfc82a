/**
 * Metashift, the phase programme (decision 010). Day N counts calendar days in the user's time
 * zone since the programme's start (day 1 on the start day); each phase has a focus and a tip
 * for every day. The timeline follows the commonly stated keto-adaptation course (glycogen
 * and water in days 1–3, ketosis within about 2–4 days, "keto flu" in the first 1–2 weeks,
 * adaptation after at least about 2 weeks and often 4–12 weeks for exercise). Those
 * durations come from secondary sources: the UI presents them as typical, never as promises.
 */
import type { MetashiftPhaseId } from '@ketoflow/contracts';
import { calendarDateInTimeZone, calendarDaysBetween } from './fasting/calendar.js';

export interface MetashiftPhase {
  id: MetashiftPhaseId;
  name: string;
  /** First day of the phase (1-based, inclusive). */
  fromDay: number;
  /** Last day (inclusive); null for the open-ended last phase. */
  toDay: number | null;
  /** One line: what the phase is about. */
  summary: string;
  /** What people typically notice (hedged). */
  whatToExpect: string;
  focus: readonly string[];
  /** One per day, repeating through longer phases. */
  tips: readonly string[];
}

export const METASHIFT_TIMELINE_NOTE =
  'Timelines are typical, not guarantees: they vary with the person, how many carbohydrates you eat and how active you are.';

/** The structured part of the programme; after it the last phase runs on. */
export const METASHIFT_PROGRAMME_DAYS = 90;

export const METASHIFT_PHASES: readonly MetashiftPhase[] = [
  {
    id: 'carb_clearance',
    name: 'Carb Clearance',
    fromDay: 1,
    toDay: 3,
    summary: 'Your body uses up its stored carbohydrate (glycogen).',
    whatToExpect:
      'As glycogen runs down, the water stored with it leaves too, so the scale often drops quickly in the first days. That is mostly water. Ketones typically start to rise within about 2–4 days of staying under about 50 g of carbohydrate a day.',
    focus: [
      'Keep net carbs under your daily target',
      'Drink water steadily through the day',
      'Salt your food: sodium leaves with the water',
      'Build simple meals: protein, low-carb vegetables and fat',
    ],
    tips: [
      'Clear the obvious carbs first: bread, pasta, rice, sugary drinks and sweets. Fewer decisions make the first days easier.',
      'A cup of broth or a pinch of salt in water can ease a mild headache. Thirst and more trips to the toilet are normal now.',
      'Weigh yourself if you like, but expect the first drop to be water. Your weekly trend matters more than any single day.',
    ],
  },
  {
    id: 'adaptation',
    name: 'Adaptation',
    fromDay: 4,
    toDay: 14,
    summary: 'Your body learns to run on fat and ketones.',
    whatToExpect:
      'Many people feel “keto flu” in the first one to two weeks: headache, tiredness, irritability or poor sleep. It usually eases as your body adapts, and electrolytes help most.',
    focus: [
      'Electrolytes: sodium, potassium and magnesium',
      'Enough fat to feel full: no hard calorie cuts yet',
      'Sleep: aim for 7–9 hours',
      'Gentle movement such as walking',
    ],
    tips: [
      'Potassium comes easily from avocado, spinach, mushrooms and salmon.',
      'Feeling flat? Check your salt and water before anything else.',
      'Keep workouts light this week; intensity can return once you feel steady.',
      'Magnesium-rich foods include pumpkin seeds, almonds and dark leafy greens.',
      'Eat until comfortably full. Under-eating now makes the switch harder.',
      'Plan tomorrow’s meals tonight, so a busy day does not end with a carb-heavy snack.',
      'If headaches or dizziness do not ease, talk to your doctor, especially if you take medication.',
      'Read labels for hidden sugars: sauces, dressings and “low-fat” products often add them.',
      'A short walk after meals is an easy habit to start now.',
      'Cravings often peak in the evening. Keep an easy keto snack ready, like cheese or olives.',
      'Two weeks in: note how your energy, sleep and hunger have changed.',
    ],
  },
  {
    id: 'fat_adapted',
    name: 'Fat Adaptation',
    fromDay: 15,
    toDay: 42,
    summary: 'Energy often steadies and cravings quieten.',
    whatToExpect:
      'Keto-adaptation typically takes at least about two weeks. Many people notice steadier energy and less hunger between meals. Adapting fully for exercise performance often takes 4–12 weeks.',
    focus: [
      'Reach your daily protein target',
      'Whole foods first, with fibre from vegetables',
      'Log meals consistently, so the numbers tell you something',
      'Try a 16:8 fasting rhythm only if it suits you and your health allows',
    ],
    tips: [
      'Protein at every meal helps you stay full and protects muscle.',
      'Try one new vegetable this week: courgette, cauliflower, asparagus or kale.',
      'If hunger has dropped, you may find skipping a snack easy now. Listen to real hunger.',
      'Strength training twice a week helps you keep muscle while you lose fat.',
      'Check your net carbs on a typical day: sauces and nuts add up quietly.',
      'Batch-cook a protein (chicken thighs, mince, eggs) for easy meals all week.',
      'Measure your waist once a week: it can move when the scale does not.',
    ],
  },
  {
    id: 'optimisation',
    name: 'Optimisation',
    fromDay: 43,
    toDay: 90,
    summary: 'Fine-tune portions, protein, training and sleep.',
    whatToExpect:
      'Habits are settling. Training performance often keeps improving up to about 12 weeks. Progress is rarely a straight line: plateaus of a week or two are normal.',
    focus: [
      'Look at trends, not single days: weekly weight average and measurements',
      'Progressive strength training',
      'Adjust portions if your weight has not moved for two to three weeks',
      'Optional: check blood ketones or your glucose-ketone index',
    ],
    tips: [
      'Compare this week’s average weight with last month’s rather than yesterday’s number.',
      'Stalled for three weeks? Re-check portions of nuts, cheese and cream before cutting anything else.',
      'Add a little weight or one more repetition to your strength exercises this week.',
      'Poor sleep raises hunger. Protect a regular bedtime.',
      'Try a new recipe this week to keep meals enjoyable.',
      'Review your onboarding goal: is it still the right one for you?',
      'Hydration still matters: keep water and electrolytes up, especially when you train.',
      'If you measure ketones, do it at the same time of day so readings compare.',
    ],
  },
  {
    id: 'metabolic_flexibility',
    name: 'Metabolic Flexibility',
    fromDay: 91,
    toDay: null,
    summary: 'Keep what works, for the long run.',
    whatToExpect:
      'You have a routine that works for you. The aim now is to keep it sustainable: regular meals, movement and sleep, with room for real life.',
    focus: [
      'Eat at maintenance once you reach your goal',
      'Keep variety in your recipes',
      'Plan ahead for travel, holidays and eating out',
      'Regular check-ins with your doctor if you have a medical condition',
    ],
    tips: [
      'At your goal, raise portions slowly and watch the weekly average settle.',
      'Keep a short list of go-to meals for eating out.',
      'Look back at your first weeks: note what helped most, and keep doing it.',
      'One off-plan meal is not a failure. Return to your routine at the next meal.',
      'Keep moving: daily walks and strength training support long-term health.',
      'Check in with yourself monthly: energy, sleep, mood and measurements.',
      'Share a favourite recipe with a friend: it helps to have support around you.',
    ],
  },
];

export function metashiftPhase(id: MetashiftPhaseId): MetashiftPhase {
  const found = METASHIFT_PHASES.find((p) => p.id === id);
  // Every id is in the table; the fallback only satisfies the type checker.
  return found ?? (METASHIFT_PHASES[0] as MetashiftPhase);
}

/** The phase of programme day `day` (days before 1 count as day 1). */
export function metashiftPhaseForDay(day: number): MetashiftPhase {
  const d = Math.max(1, day);
  const found = METASHIFT_PHASES.find((p) => p.toDay === null || d <= p.toDay);
  return found ?? (METASHIFT_PHASES[METASHIFT_PHASES.length - 1] as MetashiftPhase);
}

/** Day N in `timeZone`: 1 on the start's calendar day, 2 from the next local midnight… */
export function metashiftDay(startedAt: Date, now: Date, timeZone: string): number {
  const days = calendarDaysBetween(
    calendarDateInTimeZone(startedAt, timeZone),
    calendarDateInTimeZone(now, timeZone),
  );
  return Math.max(1, days + 1);
}

export interface MetashiftDayInfo {
  day: number;
  phase: MetashiftPhase;
  nextPhase: MetashiftPhase | null;
  dayInPhase: number;
  /** null in the open-ended last phase. */
  phaseLengthDays: number | null;
  daysToNextPhase: number | null;
  /** 0–1; 1 in the last phase. */
  phaseProgress: number;
  /** 0–1 across days 1–90. */
  overallProgress: number;
  tip: string;
}

export function metashiftDayInfo(day: number): MetashiftDayInfo {
  const d = Math.max(1, Math.floor(day));
  const phase = metashiftPhaseForDay(d);
  const index = METASHIFT_PHASES.indexOf(phase);
  const nextPhase = METASHIFT_PHASES[index + 1] ?? null;
  const dayInPhase = d - phase.fromDay + 1;
  const phaseLengthDays = phase.toDay === null ? null : phase.toDay - phase.fromDay + 1;
  return {
    day: d,
    phase,
    nextPhase,
    dayInPhase,
    phaseLengthDays,
    daysToNextPhase: nextPhase ? nextPhase.fromDay - d : null,
    phaseProgress: phaseLengthDays === null ? 1 : dayInPhase / phaseLengthDays,
    overallProgress: Math.min(1, d / METASHIFT_PROGRAMME_DAYS),
    tip: phase.tips[(dayInPhase - 1) % phase.tips.length] ?? phase.summary,
  };
}

/**
 * The start instant for "I started N days ago" (created_at N days in the past), so
 * that today is day N + 1 in `timeZone`. N × 24 h back is right except across a daylight-
 * saving change, where it can land on the neighbouring calendar day; then the start moves by
 * up to two hours until its local date is N days before today.
 */
export function metashiftStartDaysAgo(now: Date, daysAgo: number, timeZone: string): Date {
  const base = now.getTime() - daysAgo * 86_400_000;
  const today = calendarDateInTimeZone(now, timeZone);
  for (const shiftHours of [0, 1, -1, 2, -2]) {
    const candidate = new Date(base + shiftHours * 3_600_000);
    if (calendarDaysBetween(today, calendarDateInTimeZone(candidate, timeZone)) === -daysAgo) {
      return candidate;
    }
  }
  return new Date(base);
}
