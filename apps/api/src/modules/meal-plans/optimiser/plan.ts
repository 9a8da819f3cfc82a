/** Planning days: a whole plan day by day with the sliding week, and one day again (a swap). */
import { describeDay } from './describe-day.js';
import type { DayPick } from './day-model.js';
import { mealKind } from './day-shape.js';
import { isExcluded, PlanInputError, sortedPool, validate } from './input.js';
import { loadSolver, solveDay } from './solver.js';
import {
  DEFAULT_MAX_USES_PER_WEEK,
  type DayInput,
  type PlanInput,
  type PlannedDay,
  type PlanResult,
} from './types.js';

/**
 * Each day is first solved over a shortlist of this many recipes: the solver's time grows
 * much faster than the pool (about 60 ms a day for 84 recipes, under 20 ms for 40).
 */
const SHORTLIST_SIZE = 40;

/**
 * Plans `days` days. Throws PlanInputError for input no plan can satisfy (bad numbers,
 * fewer recipes than meals a day after exclusions); otherwise every day gets meals, and a
 * day that misses its targets says by how much.
 */
export async function optimisePlan(input: PlanInput): Promise<PlanResult> {
  validate(input);
  const cap = input.maxUsesPerWeek ?? DEFAULT_MAX_USES_PER_WEEK;
  const { targets, mealsPerDay } = input;
  const pool = sortedPool(input.recipes.filter((r) => !isExcluded(r, input.exclusions)));
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
    let planned: { day: PlannedDay; picks: DayPick[] } | null = null;
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

/**
 * Re-solves one day (a swap): first with the `keep` recipes fixed (servings may change),
 * and if that day misses its targets, again with every meal free. The day that meets its
 * targets wins, the kept one first; when neither does, the closer one, with its shortfall.
 */
export async function optimiseDay(input: DayInput): Promise<PlannedDay> {
  const cap = input.maxUsesPerWeek ?? DEFAULT_MAX_USES_PER_WEEK;
  validate({ ...input, days: 1, maxUsesPerWeek: cap });
  const avoid = new Set(input.avoid ?? []);
  const pool = sortedPool(
    input.recipes.filter((r) => !avoid.has(r.id) && !isExcluded(r, input.exclusions)),
  );
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
