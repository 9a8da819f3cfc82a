/** What the coach knows about the user: numbers the server reads from their own data. */
import type { SafetyFlag } from '@ketoflow/contracts';

export type CoachContext = {
  /** The user's calendar day (their time zone). */
  today: string;
  name: string | null;
  /** Daily targets from the onboarding plan; null before onboarding. */
  targets: { netCarbsG: number; proteinG: number; fatG: number; calories: number } | null;
  /** Today's diary totals. */
  eaten: {
    entries: number;
    netCarbsG: number;
    proteinG: number;
    fatG: number;
    energyKcal: number;
    sodiumMg: number;
  };
  /** Today's water against the daily target (the dashboard's water log). */
  water: { totalMl: number; targetMl: number } | null;
  /** The running fast, if any. */
  fast: { protocol: string; targetHours: number; elapsedHours: number } | null;
  weight: {
    units: 'metric' | 'imperial';
    count: number;
    latest: number | null;
    trend: number | null;
    /** Trend change per week (negative = losing), and over how many days it was measured. */
    perWeek: number | null;
    spanDays: number | null;
    goal: number | null;
    remaining: number | null;
  } | null;
  /** Metashift while active; null when the programme is off. */
  metashift: {
    day: number;
    phaseName: string;
    dayInPhase: number | null;
    daysToNextPhase: number | null;
    tip: string | null;
  } | null;
  /** Today's day of the current meal plan. */
  plan: {
    name: string;
    day: number;
    duration: number;
    meals: { title: string; mealType: string; netCarbsG: number | null }[];
  } | null;
  safetyFlags: SafetyFlag[];
};
