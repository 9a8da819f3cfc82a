/**
 * Meal plans (decision 014): paid generation through the solver, the current
 * plan and its day, a free per-meal swap that re-solves the day, one-tap logging to the
 * diary and a shopping list. Recipe choice and amounts always come from the solver; a
 * language model (when configured) only names and describes a plan.
 */
import {
  mealPlanAction,
  type GenerateMealPlanBody,
  type Meal,
  type MealPlan,
  type MealPlanList,
} from '@ketoflow/contracts';
import {
  calendarDateInTimeZone,
  currentPlanDay,
  daysBetween,
  planEndsOn,
  type ProfileReader,
} from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import type { AiEngine } from '../../lib/ai/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { settingsOf, toDay, toSummary } from './meal-plans.mappers.js';
import { createPlanningPool } from './meal-plans.pool.js';
import type {
  MealPlansLogger,
  PlanDiary,
  PlanFoods,
  PlanPayments,
  PlanRecipes,
} from './meal-plans.ports.js';
import type { MealPlanRow, MealPlansRepository } from './meal-plans.repository.js';
import { dayRow, type PlanSettings, type PlanSummaryData } from './meal-plans.rules.js';
import { createShoppingList } from './meal-plans.shopping.js';
import { asInputError, createMealSwap, plannedMealAt } from './meal-plans.swap.js';
import { createPlanNamer } from './meal-plans.text.js';
import { DEFAULT_MAX_USES_PER_WEEK, isExcluded, loadSolver, optimisePlan } from './optimiser.js';

export { mealTypesFor, usesAround } from './meal-plans.rules.js';

const LIST_LIMIT = 50;
/** How far ahead a plan may start (and a day before today, for a client just past midnight). */
const MAX_START_AHEAD_DAYS = 60;
export function createMealPlansService(deps: {
  db: Db;
  repo: MealPlansRepository;
  engine: AiEngine;
  paidActions: PlanPayments;
  profile: ProfileReader;
  recipes: PlanRecipes;
  foods: PlanFoods;
  diary: PlanDiary;
  logger: MealPlansLogger;
}) {
  const { db, repo, engine, paidActions, logger } = deps;
  const planText = createPlanNamer({ engine, logger });
  const planningPool = createPlanningPool({ recipes: deps.recipes, foods: deps.foods });

  async function toPlan(userId: string, row: MealPlanRow, today: string): Promise<MealPlan> {
    const targets = settingsOf(row).targets;
    const days = await repo.days(userId, row.id);
    return { ...toSummary(row, today), days: days.map((d) => toDay(d, targets)) };
  }

  async function ownedPlan(userId: string, id: string): Promise<MealPlanRow> {
    const row = isUuid(id) ? await repo.find(userId, id) : undefined;
    if (!row) throw new NotFoundError('Meal plan not found.');
    return row;
  }

  async function onboardingFor(userId: string) {
    const profile = await deps.profile.read(userId);
    if (!profile?.complete) {
      throw new ConflictError('Complete onboarding first: a plan is built from your targets.');
    }
    return profile;
  }

  const shoppingList = createShoppingList({
    repo,
    recipes: deps.recipes,
    foods: deps.foods,
    ownedPlan,
  });

  const swap = createMealSwap({ repo, planningPool, ownedPlan });

  return {
    shoppingList,
    /** Starts loading the solver (once per process); a failure is retried by the next plan. */
    warmUp(): void {
      loadSolver().catch((error: unknown) =>
        logger.warn({ err: error }, 'meal plan solver could not be loaded yet'),
      );
    },

    async generate(
      userId: string,
      body: GenerateMealPlanBody,
      timeZone: string,
      idempotencyKey: string,
    ): Promise<{ plan: MealPlan; replayed: boolean }> {
      const today = calendarDateInTimeZone(new Date(), timeZone);
      const response = await onboardingFor(userId);
      const { answers, plan: personal } = response;
      const startsOn = body.startsOn ?? today;
      const ahead = daysBetween(today, startsOn);
      if (ahead < -1 || ahead > MAX_START_AHEAD_DAYS) {
        const message = `Start the plan between today and ${MAX_START_AHEAD_DAYS} days from now.`;
        throw new ValidationError(message, [{ path: 'body.startsOn', message }]);
      }
      const settings: PlanSettings = {
        targets: {
          energyKcal: personal.targets.calories,
          proteinG: personal.targets.proteinG,
          netCarbsCapG: personal.targets.netCarbsG,
        },
        mealsPerDay: body.mealsPerDay ?? answers.mealsPerDay,
        maxUsesPerWeek: body.maxUsesPerWeek ?? DEFAULT_MAX_USES_PER_WEEK,
        exclusions: answers.exclusions,
        dietStyle: answers.dietStyle,
        allergiesNote: answers.allergiesNote,
      };
      const pool = await planningPool(userId, settings.exclusions, settings.dietStyle);
      const input = {
        recipes: pool.recipes,
        targets: settings.targets,
        days: body.duration,
        mealsPerDay: settings.mealsPerDay,
        exclusions: pool.exclusions,
        maxUsesPerWeek: settings.maxUsesPerWeek,
      };

      // Checked before paying: a plan no solver can make should not cost coins.
      const candidates = pool.recipes.filter((r) => !isExcluded(r, pool.exclusions)).length;
      if (candidates < settings.mealsPerDay) {
        throw new ValidationError(
          `Only ${candidates} recipes fit your exclusions; ${settings.mealsPerDay} meals a day need at least ${settings.mealsPerDay}. Add recipes of your own or choose fewer meals a day.`,
        );
      }

      const run = await paidActions.runPaidAction({
        userId,
        action: mealPlanAction(body.duration),
        idempotencyKey,
        work: async ({ replayed }) => {
          if (replayed) {
            const stored = await repo.findByKey(userId, idempotencyKey);
            if (!stored)
              throw new ConflictError('This plan is still being made. Try again in a moment.');
            return stored;
          }
          const started = performance.now();
          const result = await optimisePlan(input).catch((error: unknown) => {
            throw asInputError(error);
          });
          const solveMs = Math.round(performance.now() - started);
          const titles = [...new Set(result.days.flatMap((d) => d.meals.map((m) => m.title)))];
          const text = await planText(
            body.duration,
            settings,
            result.compliantDays,
            result.candidateCount,
            titles,
          );
          const summary: PlanSummaryData = {
            candidateCount: result.candidateCount,
            daysOnTarget: result.compliantDays,
            solveMs,
          };
          return db.transaction((tx) =>
            repo.insert(
              tx,
              userId,
              {
                status: 'complete',
                startsOn,
                endsOn: planEndsOn(startsOn, body.duration),
                duration: body.duration,
                name: text.name,
                description: text.description,
                settings,
                summary,
                engine: text.engine,
                model: text.model,
                idempotencyKey,
              },
              result.days.map((day) => dayRow(day, startsOn, pool.tagsById)),
            ),
          );
        },
      });
      return { plan: await toPlan(userId, run.result, today), replayed: run.replayed };
    },

    /**
     * The plan the coach talks about on `today` (the current plan: complete, ends today
     * or later, newest first), with that day's number and its stored meals.
     */
    async planForDay(
      userId: string,
      today: string,
    ): Promise<{ name: string; day: number; duration: number; meals: unknown[] } | null> {
      const plan = await repo.currentPlan(userId, today);
      if (!plan) return null;
      const day = currentPlanDay(plan.startsOn, today, plan.duration);
      const meals = await repo.planDayMeals(userId, plan.id, day);
      return { name: plan.name, day, duration: plan.duration, meals };
    },

    async current(userId: string, timeZone: string): Promise<MealPlan | null> {
      const today = calendarDateInTimeZone(new Date(), timeZone);
      const row = await repo.findCurrent(userId, today);
      return row ? toPlan(userId, row, today) : null;
    },

    async get(userId: string, id: string, timeZone: string): Promise<MealPlan> {
      const today = calendarDateInTimeZone(new Date(), timeZone);
      return toPlan(userId, await ownedPlan(userId, id), today);
    },

    async list(userId: string, timeZone: string): Promise<MealPlanList> {
      const today = calendarDateInTimeZone(new Date(), timeZone);
      return { items: (await repo.list(userId, LIST_LIMIT)).map((row) => toSummary(row, today)) };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.remove(userId, id))) {
        throw new NotFoundError('Meal plan not found.');
      }
    },

    swap,

    /** One tap: the planned meal goes into the diary on that day, as its recipe and servings. */
    async log(userId: string, id: string, dayNumber: number, mealIndex: number): Promise<Meal> {
      const plan = await ownedPlan(userId, id);
      const days = await repo.days(userId, plan.id);
      const { day, meal } = plannedMealAt(days, dayNumber, mealIndex);
      return deps.diary.create(userId, {
        method: 'recipe',
        date: day.date,
        mealType: meal.mealType,
        recipeId: meal.recipeId,
        servings: meal.servings,
        notes: `From your meal plan, day ${dayNumber}.`,
      });
    },
  };
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
