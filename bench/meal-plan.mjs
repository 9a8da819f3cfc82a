// Meal-plan optimiser: time to generate 7- and 30-day plans for a typical profile, and how
// close each day lands to its targets.
//
// In-process (no HTTP, no database): the optimiser (apps/api/src/modules/meal-plans/optimiser.ts,
// HiGHS MILP in WebAssembly, one model per day) on the starter library with per-serving
// nutrition computed from the shipped food catalogue; targets from buildPersonalPlan for the
// domain's worked-example person (female, 40, 165 cm, 82 kg, lightly active, steady pace,
// three meals a day). The solver is loaded once, then each plan length is generated
// BENCH_PLAN_RUNS times (default 5): median and best wall time.
// Goal: a 30-day plan in under 1 s on this machine (PASS / BELOW).
// Usage: node bench/meal-plan.mjs [--strict]   (--strict: exit 1 when below the goal)
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import os from 'node:os';
import { SAMPLE_ONBOARDING } from './lib/sample-onboarding.mjs';
import { STRICT, fmt, report, runMain } from './lib/util.mjs';

const GOAL_MS = 1000;
const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_PLAN_RUNS) || 5));

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

async function main() {
  console.log(
    `\n== Meal plan: optimiser in-process on the starter library, ${RUNS} runs per length`,
  );
  console.log(
    `   ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
      `load average ${os.loadavg()[0].toFixed(2)} at start`,
  );
  const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
  const { optimisePlan, loadSolver } = await api('modules/meal-plans/optimiser.ts');
  const { starterPlanRecipes } = await api('modules/meal-plans/plan-fixtures.ts');
  const { buildPersonalPlan } = await tsImport('../packages/domain/src/index.ts', import.meta.url);

  const answers = SAMPLE_ONBOARDING;
  const { targets } = buildPersonalPlan(answers, new Date('2026-03-10T09:00:00Z'));
  const recipes = starterPlanRecipes();
  const input = {
    recipes,
    targets: {
      energyKcal: targets.calories,
      proteinG: targets.proteinG,
      netCarbsCapG: targets.netCarbsG,
    },
    mealsPerDay: answers.mealsPerDay,
  };
  console.log(
    `   ${recipes.length} recipes; targets ${targets.calories} kcal, ${targets.proteinG} g protein, ` +
      `≤ ${targets.netCarbsG} g net carbs; ${answers.mealsPerDay} meals a day`,
  );

  const t0 = performance.now();
  await loadSolver();
  console.log(`   solver load (once per process) ${fmt(performance.now() - t0)} ms`);

  const results = {};
  for (const days of [7, 30]) {
    const times = [];
    let plan;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      plan = await optimisePlan({ ...input, days });
      times.push(performance.now() - start);
    }
    const energy = plan.days.map((d) => Math.abs(d.energyDeviationPct));
    const protein = plan.days.map((d) => Math.abs(d.proteinDeviationPct));
    const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;
    const med = median(times);
    results[days] = { med, best: Math.min(...times), plan };
    console.log(
      `   ${String(days).padStart(2)}-day plan  median ${fmt(med).padStart(6)} ms  best ${fmt(Math.min(...times)).padStart(6)} ms  ` +
        `(${fmt(med / days, 1)} ms a day)  compliant days ${plan.compliantDays}/${days}`,
    );
    console.log(
      `               deviation from target per day: calories mean ${fmt(mean(energy), 2)} %, max ${fmt(Math.max(...energy), 1)} %; ` +
        `protein mean ${fmt(mean(protein), 2)} %, max ${fmt(Math.max(...protein), 1)} %; ` +
        `net carbs max ${fmt(Math.max(...plan.days.map((d) => d.totals.netCarbsG)), 1)} g (cap ${targets.netCarbsG} g)`,
    );
  }
  const pass = results[30].med < GOAL_MS;
  console.log(
    `   => 30-day plan median ${fmt(results[30].med)} ms (goal < ${GOAL_MS} ms) ${pass ? 'PASS' : 'BELOW'}`,
  );
  // run-all's table speaks in rates: planned days per second, the goal being 30 days in 1 s.
  report({
    name: 'meal-plan-30d',
    baseline: (30 * 1000) / GOAL_MS,
    product: (30 * 1000) / results[30].med,
    ratio: GOAL_MS / results[30].med,
    goal: 1,
    pass,
    note: `planned days/s; 30-day median ${fmt(results[30].med)} ms, 7-day ${fmt(results[7].med)} ms`,
  });
  return STRICT && !pass ? 1 : 0;
}

await runMain(main);
