/**
 * Dream Me: the weight the NIH body-weight model projects at 6 months, 1 year
 * and 2 years, under a few adherence scenarios, and the numbers the builtin illustration
 * warps a photo with.
 *
 * The model is the same as the goal-date projection (./weight-model.ts, ./projection.ts);
 * what Dream Me adds is honesty about adherence and a floor:
 *   - nobody keeps 100 % of a deficit for a year, so the headline assumes 75 % and the
 *     range runs from full adherence to half;
 *   - the plan switches to maintenance at the goal weight, so no scenario goes below the
 *     goal; and whatever the goal, nothing is ever projected below BMI 18.5.
 */
import type {
  ActivityLevel,
  DreamMeProjection,
  DreamMeScenario,
  DreamMeScenarioId,
  DreamMeTimeline,
  Sex,
  Units,
} from '@ketoflow/contracts';
import { bmiCategory, weightAtBmi } from './bmi.js';
import { addDays } from './dates.js';
import { ACTIVITY_FACTORS, mifflinStJeor } from './energy.js';
import { carbEnergyFraction } from './macros.js';
import { BASELINE_CARB_FRACTION, PROJECTION_NOTE } from './projection.js';
import { formatNumber, formatWeight, roundTo } from './units.js';
import { simulateBodyWeight } from './weight-model.js';

/** Share of the plan's energy deficit each scenario keeps. */
export const DREAM_ME_ADHERENCE: Readonly<Record<DreamMeScenarioId, number>> = {
  plan: 1,
  realistic: 0.75,
  half: 0.5,
  none: 0,
};

/**
 * Shown instead of the upload form to users who reported an eating-disorder history
 * (safety.ts canUseBodyImageFeatures): kind, specific, and pointing to their care team.
 */
export const DREAM_ME_UNAVAILABLE_REASON =
  'You told us about a history of an eating disorder, so Dream Me is turned off for you. It centres on body shape and weight, which can be hard to look at and may get in the way of recovery. Your plan and the rest of the app are all still here for you. If you would like support, your clinician or treatment team is the best place to start.';

/** The lower end of a healthy adult BMI (WHO/CDC): no projection goes under it. */
export const HEALTHY_BMI_FLOOR = 18.5;

export interface DreamMeProjectionInput {
  sex: Sex;
  age: number;
  heightCm: number;
  /** Today's weight: the latest weigh-in, or the onboarding answer. */
  weightKg: number;
  startWeightSource: DreamMeProjection['startWeightSource'];
  activityLevel: ActivityLevel;
  /** The plan's daily calorie target. */
  targetCalories: number;
  netCarbsG: number;
  goalWeightKg: number;
  /**
   * The user already eats keto (a weigh-in after onboarding): the glycogen and water
   * drop of the switch is behind them and must not be counted again.
   */
  ketoAdapted: boolean;
  /** ISO date of day 0 (today). */
  startDate: string;
  units: Units;
}

/** The weight a scenario may reach: never under the floor, never over a higher goal. */
function bounded(weightKg: number, startKg: number, floorKg: number, goalKg: number): number {
  if (weightKg < startKg) return Math.max(weightKg, Math.min(floorKg, startKg));
  if (weightKg > startKg && goalKg > startKg) return Math.min(weightKg, goalKg);
  return weightKg;
}

/**
 * One projection per requested timeline, all from one simulation per scenario. Weights are
 * rounded to 0.1 kg, BMI to one decimal (and classified as shown, like the plan).
 */
export function projectDreamMe(
  input: DreamMeProjectionInput,
  timelines: readonly DreamMeTimeline[],
): DreamMeProjection[] {
  if (!(input.weightKg > 0 && input.heightCm > 0)) {
    throw new RangeError('Dream Me needs a positive weight and height');
  }
  const start = input.weightKg;
  const pal = ACTIVITY_FACTORS[input.activityLevel];
  // Recomputed at today's weight: a user who has lost weight burns less than at onboarding.
  const tdee =
    mifflinStJeor({
      sex: input.sex,
      weightKg: start,
      heightCm: input.heightCm,
      age: input.age,
    }) * pal;
  const carbNew = carbEnergyFraction({
    netCarbsG: input.netCarbsG,
    calories: input.targetCalories,
  });
  // The model needs some carbohydrate at baseline (its glycogen equation divides by it).
  const carbBaseline = input.ketoAdapted ? Math.max(carbNew, 0.01) : BASELINE_CARB_FRACTION;

  const healthyFloor = weightAtBmi(HEALTHY_BMI_FLOOR, input.heightCm);
  const floorKg = Math.max(input.goalWeightKg, healthyFloor);
  const floorReason = input.goalWeightKg >= healthyFloor ? 'goal' : 'healthy_bmi';
  const horizon = Math.max(...timelines);

  const curves = new Map<DreamMeScenarioId, { intake: number; weights: number[] }>();
  for (const [id, adherence] of Object.entries(DREAM_ME_ADHERENCE) as [
    DreamMeScenarioId,
    number,
  ][]) {
    const intake = tdee + adherence * (input.targetCalories - tdee);
    // "No change" keeps both the intake and the diet: nothing happens, by definition.
    const weights =
      id === 'none'
        ? []
        : simulateBodyWeight({
            sex: input.sex,
            age: input.age,
            heightM: input.heightCm / 100,
            weightKg: start,
            pal,
            intakeChangeKcal: intake - tdee,
            carbFractionBaseline: carbBaseline,
            carbFractionNew: carbNew,
            days: horizon,
          });
    curves.set(id, { intake, weights });
  }

  const m2 = (input.heightCm / 100) ** 2;
  const bmiStart = roundTo(start / m2, 1);

  return timelines.map((timelineDays): DreamMeProjection => {
    let floorReached = false;
    const scenarios: DreamMeScenario[] = [];
    for (const [id, adherence] of Object.entries(DREAM_ME_ADHERENCE) as [
      DreamMeScenarioId,
      number,
    ][]) {
      const curve = curves.get(id);
      const raw = curve?.weights[timelineDays] ?? start;
      const weight = bounded(raw, start, floorKg, input.goalWeightKg);
      if (weight !== raw) floorReached = true;
      scenarios.push({
        id,
        adherence,
        intakeKcal: Math.round(curve?.intake ?? tdee),
        weightKg: roundTo(weight, 1),
      });
    }
    const byId = (id: DreamMeScenarioId) => scenarios.find((s) => s.id === id)?.weightKg ?? start;
    const projected = byId('realistic');
    const ends = [byId('plan'), byId('half')];
    const bmiAtDate = roundTo(projected / m2, 1);
    return {
      timelineDays,
      startDate: input.startDate,
      targetDate: addDays(input.startDate, timelineDays),
      startWeightKg: roundTo(start, 1),
      startWeightSource: input.startWeightSource,
      projectedWeightKg: projected,
      lowKg: Math.min(...ends),
      highKg: Math.max(...ends),
      changeKg: roundTo(projected - roundTo(start, 1), 1),
      heightCm: input.heightCm,
      bmiStart,
      bmiAtDate,
      bmiCategoryAtDate: bmiCategory(bmiAtDate),
      goalWeightKg: input.goalWeightKg,
      floorKg: roundTo(floorKg, 1),
      floorReason,
      floorReached,
      tdeeKcal: Math.round(tdee),
      targetCalories: Math.round(input.targetCalories),
      activityFactor: pal,
      ketoAdapted: input.ketoAdapted,
      scenarios,
      assumptions: dreamMeAssumptions(input, {
        tdee,
        floorKg,
        floorReason,
        floorReached,
        start,
      }),
    };
  });
}

function dreamMeAssumptions(
  input: DreamMeProjectionInput,
  worked: {
    tdee: number;
    floorKg: number;
    floorReason: DreamMeProjection['floorReason'];
    floorReached: boolean;
    start: number;
  },
): string[] {
  const w = (kg: number) => formatWeight(kg, input.units);
  const source =
    input.startWeightSource === 'weight_log' ? 'your latest weigh-in' : 'your onboarding answer';
  const lines = [
    `Starting from ${w(worked.start)} (${source}), eating about ${formatNumber(input.targetCalories)} kcal a day (your plan) against an estimated ${formatNumber(worked.tdee)} kcal a day you burn now.`,
    'The projected weight assumes you keep about 75 % of the planned deficit, since few people keep all of it; the range runs from keeping all of it to keeping half.',
    worked.floorReason === 'goal'
      ? `Your plan switches to maintenance at your goal of ${w(worked.floorKg)}, so no projection goes below it.`
      : `Your goal is below a BMI of ${HEALTHY_BMI_FLOOR}, so the projection stops at ${w(worked.floorKg)}, the lower end of the healthy range.`,
  ];
  if (!input.ketoAdapted) {
    lines.push(
      'The first week’s drop on keto is mostly stored glycogen and the water held with it, not fat.',
    );
  }
  lines.push(PROJECTION_NOTE);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The builtin illustration's geometry (the pixels are moved by the API with sharp).

/** Width change is clamped to this much either way: a gentle hint, never a caricature. */
export const ILLUSTRATION_MAX_WIDTH_CHANGE = 0.18;

/**
 * How much narrower (or wider) the body is drawn: at a similar height, a body's volume
 * scales with weight; spread over width and depth, width goes with its square root.
 */
export function illustrationWidthScale(startKg: number, projectedKg: number): number {
  if (!(startKg > 0 && projectedKg > 0)) return 1;
  const scale = Math.sqrt(projectedKg / startKg);
  return Math.min(
    1 + ILLUSTRATION_MAX_WIDTH_CHANGE,
    Math.max(1 - ILLUSTRATION_MAX_WIDTH_CHANGE, scale),
  );
}

/**
 * Effect strength down the picture (0 = top row, 1 = bottom row), for a usual head-and-body
 * photo: nothing at the very top, 40 % over the face, full strength over the torso, easing
 * off towards the legs. Knots are joined with smoothstep so no row jumps against the next.
 */
const STRENGTH_KNOTS: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0.1, 0.4],
  [0.28, 0.4],
  [0.42, 1],
  [0.85, 1],
  [1, 0.7],
];

export function illustrationRowStrength(y: number): number {
  const t = Math.min(1, Math.max(0, y));
  for (let i = 1; i < STRENGTH_KNOTS.length; i++) {
    const [x1, v1] = STRENGTH_KNOTS[i] ?? [1, 0];
    if (t <= x1) {
      const [x0, v0] = STRENGTH_KNOTS[i - 1] ?? [0, 0];
      const u = x1 === x0 ? 1 : (t - x0) / (x1 - x0);
      const smooth = u * u * (3 - 2 * u);
      return v0 + (v1 - v0) * smooth;
    }
  }
  return STRENGTH_KNOTS.at(-1)?.[1] ?? 0;
}

/** Horizontal scale of one row around the picture's centre line. */
export function illustrationRowScale(y: number, widthScale: number): number {
  return 1 + (widthScale - 1) * illustrationRowStrength(y);
}
