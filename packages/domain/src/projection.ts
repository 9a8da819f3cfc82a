/**
 * Goal-date projection with the NIH body-weight model (./weight-model.ts).
 *
 * The person starts in energy balance at their TDEE and switches, on day 0, to the
 * plan's calorie target and carbohydrate share. The static "3,500 kcal per pound" rule
 * would promise far faster loss than people see; the dynamic model slows down as
 * expenditure falls with weight, which is why we use it.
 */
import type { Sex } from '@ketoflow/contracts';
import { addDays } from './dates.js';
import { carbEnergyFraction } from './macros.js';
import { simulateBodyWeight } from './weight-model.js';

export const PROJECTION_HORIZON_DAYS = 1095;
/** The model's default baseline diet: half of energy from carbohydrate. */
export const BASELINE_CARB_FRACTION = 0.5;

export const PROJECTION_NOTE =
  'Estimate based on the NIH body-weight model (Hall et al., Lancet 2011); in a 2-year trial its mean error was about 0.5 kg, but individuals vary by several kg.';
const WATER_NOTE =
  'Much of the first week’s drop on keto is stored glycogen and the water held with it, not fat.';

/** Days always present in the curve (when inside the horizon), besides every 7th day. */
const KEY_DAYS = [3, 30, 90, 180, 365, 730] as const;

export interface ProjectGoalInput {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  /** Physical activity level; we use the activity factor of the TDEE. */
  pal: number;
  /** Baseline intake: the person's TDEE, kcal/d. */
  tdee: number;
  /** The plan's calorie target, kcal/d. */
  targetCalories: number;
  netCarbsG: number;
  goalWeightKg: number;
  /** ISO date of day 0. */
  startDate: string;
  horizonDays?: number;
}

export interface ProjectionPoint {
  day: number;
  weightKg: number;
}

export interface GoalProjection {
  /**
   * ISO date of the first day the model is at or below the goal; null if not within the
   * horizon, or not a loss goal (goal not below the current weight, or no deficit).
   */
  goalDate: string | null;
  /** Whole weeks to the goal date, rounded up. */
  weeksToGoal: number | null;
  /** Weekly samples plus key days (and the goal day), ascending by day. */
  points: ProjectionPoint[];
  note: string;
}

export function projectGoal(input: ProjectGoalInput): GoalProjection {
  // Validates the start date even when no goal date will be computed from it.
  const startDate = addDays(input.startDate, 0);
  const horizonDays = Math.max(0, Math.floor(input.horizonDays ?? PROJECTION_HORIZON_DAYS));
  const carbFractionNew = carbEnergyFraction({
    netCarbsG: input.netCarbsG,
    calories: input.targetCalories,
  });
  const weights = simulateBodyWeight({
    sex: input.sex,
    age: input.age,
    heightM: input.heightCm / 100,
    weightKg: input.weightKg,
    pal: input.pal,
    intakeChangeKcal: input.targetCalories - input.tdee,
    carbFractionBaseline: BASELINE_CARB_FRACTION,
    carbFractionNew,
    days: horizonDays,
  });

  // A goal date needs both a lower goal and an energy deficit: a keto switch alone sheds
  // a kilo or two of glycogen and water, which must not pass for progress towards a goal.
  const isLossGoal = input.goalWeightKg < input.weightKg && input.targetCalories < input.tdee;
  const goalDay = isLossGoal ? weights.findIndex((w) => w <= input.goalWeightKg) : -1;
  const reached = goalDay > 0;

  const sampleDays = new Set<number>();
  for (let day = 0; day <= horizonDays; day += 7) sampleDays.add(day);
  for (const day of KEY_DAYS) if (day <= horizonDays) sampleDays.add(day);
  sampleDays.add(horizonDays);
  if (reached) sampleDays.add(goalDay);
  const points = [...sampleDays]
    .sort((a, b) => a - b)
    .map((day) => ({ day, weightKg: weights[day] ?? input.weightKg }));

  const note =
    carbFractionNew < BASELINE_CARB_FRACTION ? `${PROJECTION_NOTE} ${WATER_NOTE}` : PROJECTION_NOTE;

  return {
    goalDate: reached ? addDays(startDate, goalDay) : null,
    weeksToGoal: reached ? Math.ceil(goalDay / 7) : null,
    points,
    note,
  };
}
