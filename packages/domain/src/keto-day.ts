/**
 * The daily keto score: one number for how keto the day has been so far, and one line saying
 * why. It rests on the two things a keto plan asks of a day: net carbs within the limit (the
 * condition for ketosis, most of the score) and enough protein (which keeps lean mass while
 * losing weight). Fat is the plan's filler (what is left of the energy target), so it scores
 * nothing of its own.
 */
import { round1 } from './numbers.js';

/** Points for net carbs within the limit; above it they fall to 0 at twice the limit. */
const CARB_POINTS = 70;
/** Points for protein, in proportion to the target (all of it at the target or above). */
const PROTEIN_POINTS = 30;

export type KetoDayInput = {
  entries: number;
  netCarbsG: number;
  proteinG: number;
  /** The plan in force; null before onboarding. */
  netCarbLimitG: number | null;
  proteinTargetG: number | null;
};

export type KetoDay = { score: number; line: string };

const grams = (g: number) => `${round1(Math.max(0, g))} g`;

/** Null until something is logged today, and without a plan to measure against. */
export function ketoDay(input: KetoDayInput): KetoDay | null {
  const { entries, netCarbsG, proteinG, netCarbLimitG, proteinTargetG } = input;
  if (entries < 1 || netCarbLimitG === null || !(netCarbLimitG > 0)) return null;
  const over = netCarbsG - netCarbLimitG;
  const carbShare = over <= 0 ? 1 : Math.max(0, 1 - over / netCarbLimitG);
  const proteinShare =
    proteinTargetG === null || !(proteinTargetG > 0) ? 1 : Math.min(1, proteinG / proteinTargetG);
  const score = Math.round(CARB_POINTS * carbShare + PROTEIN_POINTS * proteinShare);

  const carbs =
    over <= 0
      ? `Within your ${grams(netCarbLimitG)} net-carb limit`
      : `${grams(over)} over your ${grams(netCarbLimitG)} net-carb limit`;
  const protein =
    proteinTargetG === null || !(proteinTargetG > 0)
      ? null
      : proteinShare >= 1
        ? 'protein target met'
        : `${grams(proteinTargetG - proteinG)} of protein to go`;
  return { score, line: protein ? `${carbs}; ${protein}.` : `${carbs}.` };
}
