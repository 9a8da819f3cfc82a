/**
 * Calorie target and keto macro targets.
 *
 * Sources (decision 004): carbohydrate 20–50 g/day is the recurring
 * keto range, and we start at 25 g net; protein 1.2–1.75 g (up to 2.0) per kg of
 * *reference* weight (Phinney/Virta "well-formulated ketogenic diet"), starting at 1.5;
 * fat fills the remaining energy (Atwater 4/4/9).
 */
import type { MacroTargets, MainGoal, Pace, Sex } from '@ketoflow/contracts';
import { weightAtBmi } from './bmi.js';

/** Deficit off TDEE for each weight-loss pace. */
export const PACE_DEFICITS: Readonly<Record<Pace, number>> = {
  gentle: 0.1,
  steady: 0.2,
  ambitious: 0.25,
};

/** A small surplus: enough to support muscle gain without much fat gain. */
export const BUILD_MUSCLE_SURPLUS = 0.05;

/**
 * Lowest daily target we will prescribe for weight loss. 1,200 kcal (women) and
 * 1,500 kcal (men) are the common clinical floors below which a diet needs medical
 * supervision. The floor is also never below the person's own BMR, so that a small
 * deficit never becomes a crash diet for a larger person.
 */
export const CALORIE_FLOORS: Readonly<Record<Sex, number>> = { female: 1200, male: 1500 };

export interface CalorieTargetInput {
  tdee: number;
  bmr: number;
  sex: Sex;
  mainGoal: MainGoal;
  pace: Pace;
}

export interface CalorieTargetDetails {
  calories: number;
  /** The floor that applied (for weight loss only; otherwise null). */
  floorKcal: number | null;
  /** True when the pace's deficit would have gone below the floor. */
  floorApplied: boolean;
}

export function calorieTargetDetails({
  tdee,
  bmr,
  sex,
  mainGoal,
  pace,
}: CalorieTargetInput): CalorieTargetDetails {
  switch (mainGoal) {
    case 'lose_weight': {
      const floorKcal = Math.max(bmr, CALORIE_FLOORS[sex]);
      const raw = tdee * (1 - PACE_DEFICITS[pace]);
      if (raw >= floorKcal) return { calories: raw, floorKcal, floorApplied: false };
      // Never prescribe a surplus to someone who wants to lose: when even the floor is
      // above their expenditure (small, older, sedentary people), they get maintenance.
      return { calories: Math.min(tdee, floorKcal), floorKcal, floorApplied: true };
    }
    case 'build_muscle':
      return { calories: tdee * (1 + BUILD_MUSCLE_SURPLUS), floorKcal: null, floorApplied: false };
    case 'maintain':
    case 'metabolic_health':
      // Metabolic-health users change *what* they eat (fewer carbs), not how much.
      return { calories: tdee, floorKcal: null, floorApplied: false };
  }
}

export function calorieTarget(input: CalorieTargetInput): number {
  return calorieTargetDetails(input).calories;
}

/** BMI at which the reference weight is capped. */
export const REFERENCE_WEIGHT_BMI = 25;

/**
 * Phinney/Virta dose protein by "reference" weight, not actual weight, because extra
 * fat mass does not need extra protein. We take the lower of the current weight and
 * the weight at BMI 25 (the top of the normal range), so lean people are dosed on what
 * they weigh and larger people on a healthy-weight equivalent.
 */
export function referenceWeightKg({
  weightKg,
  heightCm,
}: {
  weightKg: number;
  heightCm: number;
}): number {
  return Math.min(weightKg, weightAtBmi(REFERENCE_WEIGHT_BMI, heightCm));
}

export const NET_CARBS_DEFAULT_G = 25;
export const NET_CARBS_MIN_G = 20;
export const NET_CARBS_MAX_G = 30;
export const PROTEIN_DEFAULT_G_PER_KG = 1.5;
export const PROTEIN_MIN_G_PER_KG = 1.2;
export const PROTEIN_MAX_G_PER_KG = 2.0;

export const KCAL_PER_G = { carbs: 4, protein: 4, fat: 9 } as const;

export interface KetoMacroInput {
  /** Daily energy target, kcal. */
  calories: number;
  /** Usually from referenceWeightKg(). */
  referenceWeightKg: number;
  /** Clamped to 20–30 g. */
  netCarbsG?: number;
  /** Clamped to 1.2–2.0 g/kg. */
  proteinGPerKg?: number;
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/**
 * Net carbs, protein and fat for a calorie target. Values are not rounded: round for
 * display, not before arithmetic.
 *
 * If carbs plus protein do not leave room for fat, fat is never negative. Protein is
 * first lowered towards 1.2 g/kg (the bottom of Virta's range) to make room. If that is
 * still not enough, fat is 0 and `calories` becomes protein + carbs: protein protects
 * lean mass and the carb cap is what makes the diet ketogenic, so we would rather
 * report a target a little above the requested energy than a plan that is unsafe or
 * not keto. With the calorie floors above this cannot happen for adult heights.
 */
export function ketoMacroTargets({
  calories,
  referenceWeightKg: refKg,
  netCarbsG = NET_CARBS_DEFAULT_G,
  proteinGPerKg = PROTEIN_DEFAULT_G_PER_KG,
}: KetoMacroInput): MacroTargets {
  const carbs = clamp(netCarbsG, NET_CARBS_MIN_G, NET_CARBS_MAX_G);
  const perKg = clamp(proteinGPerKg, PROTEIN_MIN_G_PER_KG, PROTEIN_MAX_G_PER_KG);
  const carbKcal = carbs * KCAL_PER_G.carbs;
  let protein = perKg * refKg;
  const roomForProtein = (calories - carbKcal) / KCAL_PER_G.protein;
  if (protein > roomForProtein) {
    protein = Math.max(PROTEIN_MIN_G_PER_KG * refKg, roomForProtein);
  }
  const fatKcal = calories - carbKcal - protein * KCAL_PER_G.protein;
  if (fatKcal >= 0) {
    return { netCarbsG: carbs, proteinG: protein, fatG: fatKcal / KCAL_PER_G.fat, calories };
  }
  return {
    netCarbsG: carbs,
    proteinG: protein,
    fatG: 0,
    calories: carbKcal + protein * KCAL_PER_G.protein,
  };
}

/** Share of energy from carbohydrate (0–1), as the weight model needs it. */
export function carbEnergyFraction({
  netCarbsG,
  calories,
}: Pick<MacroTargets, 'netCarbsG' | 'calories'>): number {
  if (!(calories > 0)) return 0;
  return clamp((KCAL_PER_G.carbs * netCarbsG) / calories, 0, 1);
}
