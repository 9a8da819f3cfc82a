/** HiGHS (WebAssembly): loaded once per process, run on one day's model with fixed options. */
import type { Highs } from 'highs';
import { dayModel, type DayModel, type DayPick } from './day-model.js';
import { startingPoint, warmStart } from './warm-start.js';

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

/** HiGHS `primal_solution_status`: 2 = a feasible primal solution is available. */
const FEASIBLE_POINT = 2;

export function solveDay(highs: Highs, m: DayModel): DayPick[] | null {
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
    const picks: DayPick[] = [];
    m.pool.forEach((_r, index) => {
      const halves = Math.round(values[model.getColByName(`h${index}`)] ?? 0);
      if (halves > 0) picks.push({ index, halves });
    });
    return picks;
  });
}
