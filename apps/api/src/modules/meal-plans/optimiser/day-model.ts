/**
 * One day's MILP (decision 012) as CPLEX LP text, and its objective recomputed in JS for the
 * warm start: the two must price a day the same way.
 */
import {
  MAX_HALF_SERVINGS,
  MIN_HALF_SERVINGS,
  SERVING_STEP,
  type PlanRecipe,
  type PlanTargets,
} from './types.js';
import { dayShape, type MealKind } from './day-shape.js';

/**
 * The band the model is given is a little narrower than the promised ±5 %, so a day the
 * solver accepts is still inside the band after the totals are rounded for display.
 */
export const MODEL_TOLERANCE = 0.049;
/** Cost (in percentage points of deviation) of each use of a recipe in the past six days. */
const RECENT_USE_COST = 0.3;
/** Each percent outside the ±5 % band costs this many percent inside it. */
const BAND_EXCESS_COST = 50;
/** A gram of net carbs over the cap costs like 100 % off a target: carbs come first. */
const CARB_OVER_COST = 100;
/** Breaking the variety cap is a last resort. */
const CAP_BREAK_COST = 1000;
/**
 * Each meal that breaks the day's shape (a breakfast for 3+ meals, at least two main
 * meals, no snack or drink standing in for a meal). Above the whole in-band range of the
 * targets (2 × 4.9 points), so the shape wins over in-band precision, but far below one
 * point outside the band (50): hitting the targets always comes first.
 */
export const SHAPE_COST = 20;

/** One day to solve: the candidate pool and what the sliding week says about it. */
export type DayModel = {
  pool: readonly PlanRecipe[];
  targets: PlanTargets;
  mealsPerDay: number;
  /** Uses of each pool recipe (same index) in the previous six days. */
  recentUses: readonly number[];
  cap: number;
  /** Pool indices that must be in the day (a swap keeps the other meals). */
  fixed?: readonly number[];
  /** Kind of each pool recipe (same index), for the day's shape. */
  kinds: readonly MealKind[];
};

/** Objective cost of choosing pool recipe `i` at all: recent uses, and breaking the cap. */
export function choiceCost(m: DayModel, i: number): number {
  const uses = m.recentUses[i]!;
  return RECENT_USE_COST * uses + (uses >= m.cap ? CAP_BREAK_COST : 0);
}

/** A chosen recipe (its pool index) and its servings in half servings. */
export type DayPick = { index: number; halves: number };

/**
 * CPLEX LP text for one day. Variables are named by pool index: h3 (half servings), y3
 * (chosen). One model that is always feasible: the deviation from each target splits into
 * a part inside the band (cost 1 per percent) and a part outside it (cost BAND_EXCESS_COST
 * per percent), net carbs over the cap and recipes at the variety cap are allowed at a
 * steep price. So a day that can meet the band does, and one that cannot still gets the
 * closest plan, without a second solve or a slow proof of infeasibility.
 */
export function dayModel(m: DayModel): string {
  const { pool, targets } = m;
  const k = 100 / targets.energyKcal;
  const p = 100 / targets.proteinG;
  const x = BAND_EXCESS_COST;
  const terms: string[] = [
    `${num(k)} kpi + ${num(k)} kni + ${num(k * x)} kpo + ${num(k * x)} kno`,
    `${num(p)} ppi + ${num(p)} pni + ${num(p * x)} ppo + ${num(p * x)} pno`,
    `${CARB_OVER_COST} cov`,
    `${SHAPE_COST} sbn + ${SHAPE_COST} sbx + ${SHAPE_COST} smn + ${SHAPE_COST} slx`,
  ];

  const rows: string[] = [];
  const bounds: string[] = [];
  const kcal: string[] = [];
  const protein: string[] = [];
  const carbs: string[] = [];
  const chosen: string[] = [];
  const generals: string[] = [];

  pool.forEach((r, i) => {
    const cost = choiceCost(m, i);
    if (cost > 0) terms.push(`${num(cost)} y${i}`);
    // Half servings: the per-serving figure × 0.5 per unit of h.
    kcal.push(`${num(r.perServing.energyKcal * SERVING_STEP)} h${i}`);
    protein.push(`${num(r.perServing.proteinG * SERVING_STEP)} h${i}`);
    carbs.push(`${num(Math.max(0, r.perServing.netCarbsG) * SERVING_STEP)} h${i}`);
    chosen.push(`y${i}`);
    // h is 0 unless chosen, then 1..4 half servings.
    rows.push(` lo${i}: h${i} - ${MIN_HALF_SERVINGS} y${i} >= 0`);
    rows.push(` hi${i}: h${i} - ${MAX_HALF_SERVINGS} y${i} <= 0`);
    bounds.push(` 0 <= h${i} <= ${MAX_HALF_SERVINGS}`);
    generals.push(`h${i}`);
  });

  rows.push(` meals: ${chosen.join(' + ')} = ${m.mealsPerDay}`);
  // The day's shape, soft: each slack is one meal out of place (SHAPE_COST).
  const shape = dayShape(m.mealsPerDay);
  const ofKind = (kind: MealKind) => m.kinds.flatMap((k, i) => (k === kind ? [`y${i}`] : []));
  const atLeast = (name: string, ys: string[], slack: string, min: number) =>
    rows.push(` ${name}: ${[...ys, slack].join(' + ')} >= ${min}`);
  const atMost = (name: string, ys: string[], slack: string, max: number) => {
    // Without recipes of that kind the row is always met (its slack stays 0).
    if (ys.length > 0) rows.push(` ${name}: ${ys.join(' + ')} - ${slack} <= ${max}`);
  };
  const breakfasts = ofKind('breakfast');
  atLeast('bmin', breakfasts, 'sbn', shape.breakfastMin);
  atMost('bmax', breakfasts, 'sbx', shape.breakfastMax);
  atLeast('mmin', ofKind('main'), 'smn', shape.mainMin);
  atMost('lmax', ofKind('light'), 'slx', shape.lightMax);
  for (const i of m.fixed ?? []) rows.push(` keep${i}: y${i} = 1`);
  // actual − target = over − under, so |deviation| = over + under at the optimum.
  rows.push(` kcal: ${kcal.join(' + ')} - kpi - kpo + kni + kno = ${num(targets.energyKcal)}`);
  rows.push(` prot: ${protein.join(' + ')} - ppi - ppo + pni + pno = ${num(targets.proteinG)}`);
  rows.push(` carbs: ${carbs.join(' + ')} - cov <= ${num(targets.netCarbsCapG)}`);
  const kBand = num(targets.energyKcal * MODEL_TOLERANCE);
  const pBand = num(targets.proteinG * MODEL_TOLERANCE);
  bounds.push(` kpi <= ${kBand}`, ` kni <= ${kBand}`, ` ppi <= ${pBand}`, ` pni <= ${pBand}`);

  return [
    'Minimize',
    ` obj: ${terms.join(' + ')}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...bounds,
    'Binaries',
    ` ${chosen.join(' ')}`,
    'Generals',
    ` ${generals.join(' ')}`,
    'End',
  ].join('\n');
}

/** Plain decimal text for the LP format (no exponent notation, fixed precision). */
function num(n: number): string {
  return Number(n.toFixed(6)).toString();
}

/** The day model's objective for whole-day totals (what `dayModel` minimises), in JS. */
export function dayObjective(m: DayModel, kcal: number, protein: number, carbs: number): number {
  const { targets } = m;
  const part = (actual: number, target: number) => {
    const dev = Math.abs(actual - target);
    const inside = Math.min(dev, target * MODEL_TOLERANCE);
    return ((inside + (dev - inside) * BAND_EXCESS_COST) * 100) / target;
  };
  return (
    part(kcal, targets.energyKcal) +
    part(protein, targets.proteinG) +
    CARB_OVER_COST * Math.max(0, carbs - targets.netCarbsCapG)
  );
}
