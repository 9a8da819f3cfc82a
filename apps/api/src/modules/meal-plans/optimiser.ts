/**
 * The meal-plan optimiser: picks recipes and servings for each day of a plan with a
 * mixed-integer program solved by HiGHS (WebAssembly), never by random picks.
 *
 * One MILP per day (decision 012): a 30-day plan is 30 small models of about 2 × recipes
 * integer variables each, solved in milliseconds, instead of one model with 30 × that. The
 * variety rule couples the days, so each day's model receives how often every recipe was
 * used in the previous six days (a sliding week) and forbids those at the cap.
 *
 * Per day: exactly `mealsPerDay` distinct recipes, each 0.5–2 servings in half-serving
 * steps; calories and protein within ±5 % of the targets; net carbs at or under the cap.
 * The objective is the absolute deviation from the calorie and protein targets (in percent
 * of each target, linearised with slack variables) plus a small cost for recipes eaten
 * recently. The band and the carb cap are soft but steeply priced (see dayModel), so a day
 * that cannot meet them still gets the closest plan and reports its shortfall in kcal,
 * protein grams and net carbs over the cap instead of failing.
 *
 * Speed: each day's model gets a starting point from a small greedy-and-improve pass in JS
 * (warmStart); with a good incumbent HiGHS stops as soon as its bound proves it within the
 * gap, about ten times sooner than from nothing. HiGHS still decides the day.
 *
 * Deterministic: recipes are sorted by id and named by index in the model, the solver runs
 * single-threaded with fixed options and a node limit (never a time limit), so the same
 * input gives the same plan.
 */
import type { Nutrients } from '@ketoflow/contracts';
import { nutritionForServings, roundNutrients, sumNutrients } from '@ketoflow/domain';
import type { Highs, Model as HighsModel } from 'highs';

export type PlanRecipe = {
  id: string;
  title: string;
  /** Breakfast, main, snack…: only used to order a day's meals (breakfast first). */
  mealTypes?: readonly string[];
  tags: readonly string[];
  perServing: Nutrients;
  /** The catalogue food ids of the ingredients (exclusions by food). */
  foodIds: readonly string[];
  /** The catalogue categories of the ingredients ("eggs", "dairy"…), for exclusions by category. */
  foodCategories?: readonly string[];
};

export type PlanTargets = { energyKcal: number; proteinG: number; netCarbsCapG: number };

export type PlanExclusions = {
  foodIds?: readonly string[];
  categories?: readonly string[];
  tags?: readonly string[];
};

export type PlanInput = {
  recipes: readonly PlanRecipe[];
  targets: PlanTargets;
  days: number;
  mealsPerDay: number;
  exclusions?: PlanExclusions;
  /** How many times a recipe may appear in any 7 consecutive days (leftovers count). */
  maxUsesPerWeek?: number;
};

export type PlannedMeal = {
  recipeId: string;
  title: string;
  /** 0.5 to 2 in steps of 0.5. */
  servings: number;
  nutrients: Nutrients;
};

export type DayShortfall = {
  /** Signed: actual − target. Positive means over the target. */
  energyKcal: number;
  proteinG: number;
  /** Grams of net carbs above the cap (0 when at or under it). */
  netCarbsOverCapG: number;
  /** Recipes that had to exceed the weekly variety cap on this day (ids). */
  varietyCapExceeded: string[];
};

export type PlannedDay = {
  dayNumber: number;
  meals: PlannedMeal[];
  totals: Nutrients;
  /** (actual − target) / target × 100, one decimal. */
  energyDeviationPct: number;
  proteinDeviationPct: number;
  /** Within ±5 % for calories and protein and at or under the carb cap. */
  compliant: boolean;
  /** Null when compliant: how far the day misses its targets. */
  shortfall: DayShortfall | null;
};

export type PlanResult = {
  days: PlannedDay[];
  /** Recipes left after exclusions, the pool the solver chose from. */
  candidateCount: number;
  compliantDays: number;
};

export const SERVING_STEP = 0.5;
export const MIN_HALF_SERVINGS = 1; // 0.5 serving
export const MAX_HALF_SERVINGS = 4; // 2 servings
export const TOLERANCE = 0.05;
export const DEFAULT_MAX_USES_PER_WEEK = 2;
export const PLAN_LENGTHS = [7, 14, 30] as const;

/**
 * The band the model is given is a little narrower than the promised ±5 %, so a day the
 * solver accepts is still inside the band after the totals are rounded for display.
 */
const MODEL_TOLERANCE = 0.049;
/**
 * Each day is first solved over a shortlist of this many recipes: the solver's time grows
 * much faster than the pool (about 60 ms a day for 84 recipes, under 20 ms for 40).
 */
const SHORTLIST_SIZE = 40;
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
const SHAPE_COST = 20;

type MealKind = 'breakfast' | 'main' | 'light';

/** What kind of meal a recipe is, from its meal types (or tags): its earliest meal of the day. */
function mealKind(recipe: PlanRecipe): MealKind {
  const rank = mealRank(recipe);
  if (rank === 0) return 'breakfast';
  return rank === 1 || rank === 3 ? 'main' : 'light';
}

/**
 * The shape of a day of `n` meals, as people eat: one meal is a main; two are main meals
 * (a breakfast may be one of them); three or more are a breakfast and at least two mains,
 * snacks only beyond that.
 */
type DayShape = { breakfastMin: number; breakfastMax: number; mainMin: number; lightMax: number };

function dayShape(n: number): DayShape {
  if (n <= 2) return { breakfastMin: 0, breakfastMax: 1, mainMin: 1, lightMax: 0 };
  return { breakfastMin: 1, breakfastMax: 1, mainMin: 2, lightMax: n - 3 };
}

/** How many meals break the shape (each unit is one slack of the model's shape rows). */
function shapeSlacks(m: DayModel, picks: readonly Pick[], complete: boolean) {
  const shape = dayShape(m.mealsPerDay);
  let breakfast = 0;
  let main = 0;
  let light = 0;
  for (const p of picks) {
    const kind = m.kinds[p.index]!;
    if (kind === 'breakfast') breakfast += 1;
    else if (kind === 'main') main += 1;
    else light += 1;
  }
  return {
    sbx: Math.max(0, breakfast - shape.breakfastMax),
    slx: Math.max(0, light - shape.lightMax),
    // Minimums can only be judged on a whole day (the greedy fills it meal by meal).
    sbn: complete ? Math.max(0, shape.breakfastMin - breakfast) : 0,
    smn: complete ? Math.max(0, shape.mainMin - main) : 0,
  };
}

/** Fixed solver options: the same model text and options give the same answer. */
const SOLVER_OPTIONS = {
  output_flag: false,
  random_seed: 0,
  // These day models are small: presolve costs more than it saves (about half the time).
  presolve: 'off',
  // Stop once calories and protein together are within 1.5 percentage points of the best
  // possible (the LP bound is usually 0): closer than that is noise next to food labels,
  // and proving the last 0.1 % costs seconds. Bound the search by nodes (deterministic)
  // rather than by time (not), so a plan is never slow to make.
  mip_abs_gap: 4,
  mip_rel_gap: 1e-4,
  mip_max_nodes: 200,
} as const;

export class PlanInputError extends Error {
  override name = 'PlanInputError';
}

let highsPromise: Promise<Highs> | null = null;

/** Loads the WebAssembly solver once per process and reuses it. */
export function loadSolver(): Promise<Highs> {
  highsPromise ??= import('highs')
    .then((mod) => mod.default())
    .catch((error: unknown) => {
      highsPromise = null; // let a later call retry
      throw error;
    });
  return highsPromise;
}

export function isExcluded(recipe: PlanRecipe, exclusions: PlanExclusions | undefined): boolean {
  if (!exclusions) return false;
  const foods = new Set(exclusions.foodIds ?? []);
  const categories = new Set(exclusions.categories ?? []);
  const tags = new Set(exclusions.tags ?? []);
  return (
    recipe.foodIds.some((id) => foods.has(id)) ||
    (recipe.foodCategories ?? []).some((c) => categories.has(c)) ||
    recipe.tags.some((t) => tags.has(t))
  );
}

function validate(input: PlanInput): void {
  const { targets, days, mealsPerDay } = input;
  if (!Number.isInteger(days) || days < 1 || days > 31)
    throw new PlanInputError('A plan is 1 to 31 days long.');
  if (!Number.isInteger(mealsPerDay) || mealsPerDay < 1 || mealsPerDay > 5)
    throw new PlanInputError('Meals per day must be 1 to 5.');
  if (!(targets.energyKcal > 0 && targets.proteinG > 0 && targets.netCarbsCapG >= 0))
    throw new PlanInputError('The targets must be positive numbers.');
  const cap = input.maxUsesPerWeek ?? DEFAULT_MAX_USES_PER_WEEK;
  if (!Number.isInteger(cap) || cap < 1) throw new PlanInputError('maxUsesPerWeek must be ≥ 1.');
}

type DayModel = {
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
function choiceCost(m: DayModel, i: number): number {
  const uses = m.recentUses[i]!;
  return RECENT_USE_COST * uses + (uses >= m.cap ? CAP_BREAK_COST : 0);
}

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

const MEAL_ORDER = ['breakfast', 'main', 'side', 'salad', 'snack', 'dessert', 'drink'];

function mealRank(recipe: PlanRecipe): number {
  const types = recipe.mealTypes ?? recipe.tags;
  const ranks = types.map((t) => MEAL_ORDER.indexOf(t)).filter((r) => r >= 0);
  return ranks.length > 0 ? Math.min(...ranks) : MEAL_ORDER.length;
}

/** The day model's objective for whole-day totals (what `dayModel` minimises), in JS. */
function dayObjective(m: DayModel, kcal: number, protein: number, carbs: number): number {
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

/**
 * The model's objective for a day made of `picks` (in JS), against `share` of the targets
 * (the greedy fills a day meal by meal).
 */
function pickScore(m: DayModel, list: readonly Pick[], share = 1): number {
  let kcal = 0;
  let protein = 0;
  let carbs = 0;
  let cost = 0;
  for (const p of list) {
    const per = m.pool[p.index]!.perServing;
    kcal += per.energyKcal * SERVING_STEP * p.halves;
    protein += per.proteinG * SERVING_STEP * p.halves;
    carbs += Math.max(0, per.netCarbsG) * SERVING_STEP * p.halves;
    cost += choiceCost(m, p.index);
  }
  const scaled = {
    ...m,
    targets: {
      energyKcal: m.targets.energyKcal * share,
      proteinG: m.targets.proteinG * share,
      netCarbsCapG: m.targets.netCarbsCapG * share,
    },
  };
  const slacks = shapeSlacks(m, list, list.length === m.mealsPerDay);
  const shape = slacks.sbn + slacks.sbx + slacks.smn + slacks.slx;
  return dayObjective(scaled, kcal, protein, carbs) + cost + SHAPE_COST * shape;
}

/**
 * A quick, deterministic starting point for the solver: a greedy day refined by swapping
 * one meal (recipe and servings) at a time while the model's own objective improves. It is
 * only a start: HiGHS still solves the model and returns its own optimum, but with a good
 * incumbent the search ends as soon as the bound proves it close enough (decision 012's
 * gap), about ten times sooner than from nothing. Fixed recipes (a swap) stay in place.
 */
function warmStart(m: DayModel): Pick[] {
  const n = m.pool.length;
  const picks: Pick[] = (m.fixed ?? []).map((index) => ({ index, halves: 2 }));
  const locked = picks.length;
  const score = (list: readonly Pick[], share = 1) => pickScore(m, list, share);
  const used = (list: readonly Pick[], i: number) => list.some((p) => p.index === i);

  // Greedy: each free slot takes the recipe and servings that best fill its share of the day,
  // the day's shape first (its breakfast, then its mains), so the start already has it.
  const shape = dayShape(m.mealsPerDay);
  const slotKinds: MealKind[] = [
    ...Array<MealKind>(shape.breakfastMin).fill('breakfast'),
    ...Array<MealKind>(shape.mainMin).fill('main'),
  ];
  while (picks.length < m.mealsPerDay) {
    const share = (picks.length + 1) / m.mealsPerDay;
    const wanted = slotKinds[picks.length];
    const fits = (i: number) => wanted === undefined || m.kinds[i] === wanted;
    const anyFits = m.kinds.some((_k, i) => fits(i) && !used(picks, i));
    let best: { pick: Pick; value: number } | null = null;
    for (let i = 0; i < n; i += 1) {
      if (used(picks, i) || (anyFits && !fits(i))) continue;
      for (let halves = MIN_HALF_SERVINGS; halves <= MAX_HALF_SERVINGS; halves += 1) {
        const value = score([...picks, { index: i, halves }], share);
        if (!best || value < best.value - 1e-9) best = { pick: { index: i, halves }, value };
      }
    }
    if (!best) break;
    picks.push(best.pick);
  }

  // Improve: change one meal (recipe or servings) at a time while the objective drops.
  let current = score(picks);
  for (let pass = 0; pass < 8; pass += 1) {
    let improved = false;
    for (let slot = 0; slot < picks.length; slot += 1) {
      const keepRecipe = slot < locked;
      for (let i = 0; i < n; i += 1) {
        if (keepRecipe ? i !== picks[slot]!.index : i !== picks[slot]!.index && used(picks, i))
          continue;
        for (let halves = MIN_HALF_SERVINGS; halves <= MAX_HALF_SERVINGS; halves += 1) {
          const trial = picks.slice();
          trial[slot] = { index: i, halves };
          const value = score(trial);
          if (value < current - 1e-9) {
            picks[slot] = { index: i, halves };
            current = value;
            improved = true;
          }
        }
      }
    }
    if (!improved) break;
  }
  return picks;
}

/** The model's columns for a day made of `picks`, so HiGHS can start from it. */
function startingPoint(model: HighsModel, m: DayModel, picks: readonly Pick[]): Float64Array {
  const values = new Float64Array(model.getDimensions().numCols);
  const set = (name: string, value: number) => {
    values[model.getColByName(name)] = value;
  };
  let kcal = 0;
  let protein = 0;
  let carbs = 0;
  for (const { index, halves } of picks) {
    set(`h${index}`, halves);
    set(`y${index}`, 1);
    const per = m.pool[index]!.perServing;
    kcal += per.energyKcal * SERVING_STEP * halves;
    protein += per.proteinG * SERVING_STEP * halves;
    carbs += Math.max(0, per.netCarbsG) * SERVING_STEP * halves;
  }
  // actual − target = over − under, split at the band exactly as the model does.
  const split = (actual: number, target: number, [pi, po, ni, no]: string[]) => {
    const dev = actual - target;
    const band = target * MODEL_TOLERANCE;
    const inside = Math.min(Math.abs(dev), band);
    set(dev >= 0 ? pi! : ni!, inside);
    set(dev >= 0 ? po! : no!, Math.abs(dev) - inside);
  };
  split(kcal, m.targets.energyKcal, ['kpi', 'kpo', 'kni', 'kno']);
  split(protein, m.targets.proteinG, ['ppi', 'ppo', 'pni', 'pno']);
  set('cov', Math.max(0, carbs - m.targets.netCarbsCapG));
  for (const [name, value] of Object.entries(shapeSlacks(m, picks, true))) set(name, value);
  return values;
}

/** HiGHS `primal_solution_status`: 2 = a feasible primal solution is available. */
const FEASIBLE_POINT = 2;

function solveDay(highs: Highs, m: DayModel): Pick[] | null {
  // The persistent API, not `solve()`: after a node limit the best solution found so far
  // is still readable here, where the one-shot result drops it ("Unknown").
  return highs.withModel({ format: 'lp', data: dayModel(m) }, (model) => {
    model.options.set(SOLVER_OPTIONS);
    const start = warmStart(m);
    if (start.length === m.mealsPerDay)
      model.setSolution({ colValue: startingPoint(model, m, start) });
    model.run();
    if (Number(model.info.get('primal_solution_status')) !== FEASIBLE_POINT) return null;
    const values = model.getSolution().colValue;
    const picks: Pick[] = [];
    m.pool.forEach((_r, index) => {
      const halves = Math.round(values[model.getColByName(`h${index}`)] ?? 0);
      if (halves > 0) picks.push({ index, halves });
    });
    return picks;
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

type Pick = { index: number; halves: number };

/** A solved day as the user sees it: meals in order, rounded totals, and any shortfall. */
function describeDay(
  dayNumber: number,
  picks: readonly Pick[],
  pool: readonly PlanRecipe[],
  recentUses: readonly number[],
  targets: PlanTargets,
  cap: number,
): PlannedDay {
  const meals = picks
    .map(({ index, halves }) => ({ recipe: pool[index]!, servings: halves * SERVING_STEP }))
    .sort((a, b) => mealRank(a.recipe) - mealRank(b.recipe) || (a.recipe.id < b.recipe.id ? -1 : 1))
    .map(({ recipe, servings }) => ({
      recipeId: recipe.id,
      title: recipe.title,
      servings,
      nutrients: nutritionForServings(recipe.perServing, servings),
    }));
  // Net carbs as the sum of the meals' own figures (each is at least 0), the numbers the
  // user sees add up, and the cap is judged on them (never below the recomputed total).
  const totals = roundNutrients({
    ...sumNutrients(meals.map((meal) => meal.nutrients)),
    netCarbsG: meals.reduce((sum, meal) => sum + meal.nutrients.netCarbsG, 0),
  });
  const energyDev = totals.energyKcal - targets.energyKcal;
  const proteinDev = totals.proteinG - targets.proteinG;
  const carbsOver = Math.max(0, totals.netCarbsG - targets.netCarbsCapG);
  const capBreaks = picks.filter((p) => recentUses[p.index]! >= cap).map((p) => pool[p.index]!.id);
  const compliant =
    Math.abs(energyDev) <= targets.energyKcal * TOLERANCE + 1e-9 &&
    Math.abs(proteinDev) <= targets.proteinG * TOLERANCE + 1e-9 &&
    carbsOver <= 1e-9 &&
    capBreaks.length === 0;
  return {
    dayNumber,
    meals,
    totals,
    energyDeviationPct: round1((energyDev / targets.energyKcal) * 100),
    proteinDeviationPct: round1((proteinDev / targets.proteinG) * 100),
    compliant,
    shortfall: compliant
      ? null
      : {
          energyKcal: Math.round(energyDev),
          proteinG: round1(proteinDev),
          netCarbsOverCapG: round1(carbsOver),
          varietyCapExceeded: capBreaks,
        },
  };
}

/**
 * Plans `days` days. Throws PlanInputError for input no plan can satisfy (bad numbers,
 * fewer recipes than meals a day after exclusions); otherwise every day gets meals, and a
 * day that misses its targets says by how much.
 */
export async function optimisePlan(input: PlanInput): Promise<PlanResult> {
  validate(input);
  const cap = input.maxUsesPerWeek ?? DEFAULT_MAX_USES_PER_WEEK;
  const { targets, mealsPerDay } = input;
  // Sorted by id (then title) so the model text, and so the answer, ignore input order.
  const pool = input.recipes
    .filter((r) => !isExcluded(r, input.exclusions))
    .slice()
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.title.localeCompare(b.title)));
  if (pool.length < mealsPerDay) {
    throw new PlanInputError(
      `Only ${pool.length} recipes fit your exclusions; a day of ${mealsPerDay} meals needs at least ${mealsPerDay}.`,
    );
  }

  const kinds = pool.map(mealKind);
  const highs = await loadSolver();
  const history: number[][] = []; // pool indices eaten each day
  const days: PlannedDay[] = [];

  for (let day = 1; day <= input.days; day += 1) {
    const recentUses = pool.map(() => 0);
    for (const eaten of history.slice(-6)) for (const i of eaten) recentUses[i]! += 1;
    const full = { pool, targets, mealsPerDay, recentUses, cap, kinds };
    // First a shortlist (much faster to solve), then the whole pool if the shortlist's best
    // day misses the band: the promise is the same, only the time changes.
    let planned: { day: PlannedDay; picks: Pick[] } | null = null;
    const shortlist = shortlistFor(day, recentUses, cap);
    if (shortlist) {
      const picks = solveDay(highs, {
        ...full,
        pool: shortlist.map((i) => pool[i]!),
        recentUses: shortlist.map((i) => recentUses[i]!),
        kinds: shortlist.map((i) => kinds[i]!),
      });
      if (picks && picks.length === mealsPerDay) {
        const mapped = picks.map((p) => ({ index: shortlist[p.index]!, halves: p.halves }));
        const candidate = describeDay(day, mapped, pool, recentUses, targets, cap);
        if (candidate.compliant) planned = { day: candidate, picks: mapped };
      }
    }
    if (!planned) {
      const picks = solveDay(highs, full) ?? [];
      if (picks.length !== mealsPerDay) {
        // The model is always feasible once the pool has a day's meals (checked above).
        throw new Error(`meal plan: no solution for day ${day}`);
      }
      planned = { day: describeDay(day, picks, pool, recentUses, targets, cap), picks };
    }
    history.push(planned.picks.map((p) => p.index));
    days.push(planned.day);
  }

  /**
   * Up to SHORTLIST_SIZE recipes under the variety cap, least recently used first, ties
   * broken by a rotation that moves with the day (deterministic, and varied across days).
   * Null when the pool is small enough to solve whole.
   */
  function shortlistFor(day: number, recentUses: number[], cap: number): number[] | null {
    if (pool.length <= SHORTLIST_SIZE * 1.2) return null;
    const eligible = pool.map((_r, i) => i).filter((i) => recentUses[i]! < cap);
    if (eligible.length < mealsPerDay) return null;
    const rotation = (i: number) => (i * 37 + day * 11) % pool.length;
    return eligible
      .sort((x, y) => recentUses[x]! - recentUses[y]! || rotation(x) - rotation(y))
      .slice(0, SHORTLIST_SIZE)
      .sort((x, y) => x - y);
  }

  return {
    days,
    candidateCount: pool.length,
    compliantDays: days.filter((d) => d.compliant).length,
  };
}

export type DayInput = {
  recipes: readonly PlanRecipe[];
  targets: PlanTargets;
  mealsPerDay: number;
  dayNumber: number;
  exclusions?: PlanExclusions;
  maxUsesPerWeek?: number;
  /**
   * Uses of each recipe (by id) on the other days of any 7-day window around this day:
   * at the cap a recipe is priced out exactly as in a whole-plan run.
   */
  recentUses?: Readonly<Record<string, number>>;
  /** Recipes to keep if the day can still meet its targets with them (a swap's other meals). */
  keep?: readonly string[];
  /** Recipes not allowed on this day at all (the meal being swapped away). */
  avoid?: readonly string[];
};

/**
 * Re-solves one day (a swap): first with the `keep` recipes fixed (servings may change),
 * and if that day misses its targets, again with every meal free. The day that meets its
 * targets wins, the kept one first; when neither does, the closer one, with its shortfall.
 */
export async function optimiseDay(input: DayInput): Promise<PlannedDay> {
  const cap = input.maxUsesPerWeek ?? DEFAULT_MAX_USES_PER_WEEK;
  validate({ ...input, days: 1, maxUsesPerWeek: cap });
  const avoid = new Set(input.avoid ?? []);
  const pool = input.recipes
    .filter((r) => !avoid.has(r.id) && !isExcluded(r, input.exclusions))
    .slice()
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.title.localeCompare(b.title)));
  if (pool.length < input.mealsPerDay) {
    throw new PlanInputError(
      `Only ${pool.length} recipes are left for this day; ${input.mealsPerDay} meals need at least ${input.mealsPerDay}.`,
    );
  }
  const highs = await loadSolver();
  const recentUses = pool.map((r) => input.recentUses?.[r.id] ?? 0);
  const base = {
    pool,
    targets: input.targets,
    mealsPerDay: input.mealsPerDay,
    recentUses,
    cap,
    kinds: pool.map(mealKind),
  };
  const solve = (fixed: number[]) => {
    const picks = solveDay(highs, { ...base, fixed }) ?? [];
    if (picks.length !== input.mealsPerDay) return null;
    return describeDay(input.dayNumber, picks, pool, recentUses, input.targets, cap);
  };
  const keep = new Set(input.keep ?? []);
  const fixed = pool.flatMap((r, i) => (keep.has(r.id) ? [i] : [])).slice(0, input.mealsPerDay - 1);
  const kept = fixed.length > 0 ? solve(fixed) : null;
  if (kept?.compliant) return kept;
  const free = solve([]);
  if (!free) {
    if (kept) return kept;
    throw new Error(`meal plan: no solution for day ${input.dayNumber}`);
  }
  if (free.compliant || !kept) return free;
  const miss = (d: PlannedDay) =>
    Math.abs(d.energyDeviationPct) +
    Math.abs(d.proteinDeviationPct) +
    (d.shortfall?.netCarbsOverCapG ?? 0) * 10;
  return miss(kept) <= miss(free) ? kept : free;
}
