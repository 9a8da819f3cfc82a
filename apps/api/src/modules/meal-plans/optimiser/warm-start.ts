/**
 * A quick, deterministic starting point for HiGHS: a greedy day improved one meal at a
 * time against the model's own objective, and that day as the model's column values.
 */
import type { Model as HighsModel } from 'highs';
import { MAX_HALF_SERVINGS, MIN_HALF_SERVINGS, SERVING_STEP } from './types.js';
import { dayShape, type MealKind } from './day-shape.js';
import {
  choiceCost,
  dayObjective,
  MODEL_TOLERANCE,
  SHAPE_COST,
  type DayModel,
  type DayPick,
} from './day-model.js';

/** How many meals break the shape (each unit is one slack of the model's shape rows). */
function shapeSlacks(m: DayModel, picks: readonly DayPick[], complete: boolean) {
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

/**
 * The model's objective for a day made of `picks` (in JS), against `share` of the targets
 * (the greedy fills a day meal by meal).
 */
function pickScore(m: DayModel, list: readonly DayPick[], share = 1): number {
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
export function warmStart(m: DayModel): DayPick[] {
  const n = m.pool.length;
  const picks: DayPick[] = (m.fixed ?? []).map((index) => ({ index, halves: 2 }));
  const locked = picks.length;
  const score = (list: readonly DayPick[], share = 1) => pickScore(m, list, share);
  const used = (list: readonly DayPick[], i: number) => list.some((p) => p.index === i);

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
    let best: { pick: DayPick; value: number } | null = null;
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
export function startingPoint(
  model: HighsModel,
  m: DayModel,
  picks: readonly DayPick[],
): Float64Array {
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
