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
 *
 * This file is the optimiser's door; its parts live in optimiser/: types and input checks,
 * the day's shape, the LP model, the warm start, the solver, and describing a solved day.
 */
export * from './optimiser/types.js';
export { PlanInputError, isExcluded } from './optimiser/input.js';
export { dayModel } from './optimiser/day-model.js';
export { loadSolver } from './optimiser/solver.js';
export { optimiseDay, optimisePlan } from './optimiser/plan.js';
