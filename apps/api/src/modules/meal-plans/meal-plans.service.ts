/**
 * Meal plans (issue 5 §3, spec §3/§4): paid generation through the solver, the current
 * plan and its day, a free per-meal swap that re-solves the day, one-tap logging to the
 * diary and a shopping list. Recipe choice and amounts always come from the solver; a
 * language model (when configured) only names and describes a plan.
 */
import {
  mealPlanAction,
  type DietStyle,
  type FoodExclusion,
  type GenerateMealPlanBody,
  type Meal,
  type MealPlan,
  type MealPlanDay,
  type MealPlanList,
  type MealPlanShortfall,
  type MealPlanSummary,
  type MealPlanTargets,
  type MealType,
  type Nutrients,
  type PlannedMeal,
  type ShoppingList,
  type ShoppingListQuery,
} from '@ketoflow/contracts';
import {
  calendarDateInTimeZone,
  currentPlanDay,
  daysBetween,
  foodExclusionReason,
  isCurrentPlan,
  planDayDate,
  planEndsOn,
  shoppingAmount,
  weekdayName,
} from '@ketoflow/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { AiUnavailableError } from '../ai/ai.errors.js';
import type { AiEngine, AiMessage } from '../ai/engine.js';
import type { PaidActionRunner } from '../ai/paid-action.js';
import type { MealsService } from '../meals/meals.service.js';
import type { OnboardingService } from '../onboarding/onboarding.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type {
  MealPlanDayRow,
  MealPlanRow,
  MealPlansRepository,
  NewMealPlanDay,
  PlanFood,
  PlannableRecipe,
} from './meal-plans.repository.js';
import {
  DEFAULT_MAX_USES_PER_WEEK,
  isExcluded,
  loadSolver,
  optimiseDay,
  optimisePlan,
  PlanInputError,
  type PlanExclusions,
  type PlannedDay,
  type PlanRecipe,
} from './optimiser.js';

export type MealPlansLogger = { warn(details: object, message: string): void };

/** What a plan was made with (meal_plans.settings). */
type PlanSettings = {
  targets: MealPlanTargets;
  mealsPerDay: number;
  maxUsesPerWeek: number;
  exclusions: FoodExclusion[];
  dietStyle: DietStyle;
  allergiesNote: string;
};

type PlanSummaryData = { candidateCount: number; daysOnTarget: number; solveMs: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 50;
/** How far ahead a plan may start (and a day before today, for a client just past midnight). */
const MAX_START_AHEAD_DAYS = 60;
const MEAL_TYPE_TAGS = ['breakfast', 'main', 'side', 'salad', 'snack', 'dessert', 'drink'];
/** Recipes never planned as a meal: a plan is food, not cocktails. */
const NEVER_PLANNED_TAGS = ['alcohol'];

/**
 * Recipe tags that say the same as an exclusion. The foods decide first (precise, covers
 * user recipes); tags add the cook's own word for a recipe whose foods are custom.
 */
const EXCLUSION_TAGS: Partial<Record<FoodExclusion | DietStyle, string[]>> = {
  pork: ['pork'],
  beef: ['beef'],
  fish: ['fish'],
  eggs: ['eggs'],
  pescatarian: ['pork', 'beef', 'chicken', 'poultry'],
  vegetarian: ['pork', 'beef', 'chicken', 'poultry', 'fish', 'seafood'],
};

const CATEGORY_LABELS: Record<string, string> = {
  meat: 'Meat',
  poultry: 'Poultry',
  fish_seafood: 'Fish & seafood',
  eggs: 'Eggs',
  dairy: 'Dairy',
  cheese: 'Cheese',
  vegetables: 'Vegetables',
  fruits: 'Fruit',
  nuts_seeds: 'Nuts & seeds',
  fats_oils: 'Fats & oils',
  keto_staples: 'Keto staples',
  condiments_sauces: 'Condiments, herbs & spices',
  sweeteners: 'Sweeteners',
  drinks: 'Drinks',
  high_carb: 'Other',
  other: 'Other',
};
const CATEGORY_ORDER = Object.keys(CATEGORY_LABELS);

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Diary meal types for a day's meals (in the solver's order, breakfast recipes first):
 * snacks, desserts and drinks are snacks; the other meals fill breakfast, lunch and dinner
 * from the end (one main meal is dinner, two are lunch and dinner), extras become snacks.
 */
export function mealTypesFor(recipeTags: readonly (readonly string[])[]): MealType[] {
  const snackLike = recipeTags.map(
    (tags) =>
      tags.some((t) => ['snack', 'dessert', 'drink'].includes(t)) &&
      !tags.some((t) => ['breakfast', 'main'].includes(t)),
  );
  const mains = snackLike.filter((s) => !s).length;
  const slots: MealType[] =
    mains === 1
      ? ['dinner']
      : mains === 2
        ? recipeTags.find((_t, i) => !snackLike[i])?.includes('breakfast')
          ? ['breakfast', 'dinner']
          : ['lunch', 'dinner']
        : ['breakfast', 'lunch', 'dinner'];
  let next = 0;
  return snackLike.map((snack) => {
    if (snack) return 'snack';
    const type = slots[next] ?? 'snack';
    next += 1;
    return type;
  });
}

const MEAL_TYPE_ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };

/** Uses of each recipe on the other days of any 7-day window that contains `dayNumber`. */
export function usesAround(
  days: readonly { dayNumber: number; recipeIds: readonly string[] }[],
  dayNumber: number,
): Record<string, number> {
  const worst: Record<string, number> = {};
  for (let start = dayNumber - 6; start <= dayNumber; start += 1) {
    const counts: Record<string, number> = {};
    for (const day of days) {
      if (day.dayNumber === dayNumber || day.dayNumber < start || day.dayNumber > start + 6)
        continue;
      for (const id of day.recipeIds) counts[id] = (counts[id] ?? 0) + 1;
    }
    for (const [id, n] of Object.entries(counts)) worst[id] = Math.max(worst[id] ?? 0, n);
  }
  return worst;
}

/** The model's plan name must arrive within this (the plan itself is already made). */
const PLAN_TEXT_TIMEOUT_MS = 15_000;

const PlanTextSchema = z.object({
  name: z.string().trim().min(3).max(60),
  description: z.string().trim().min(10).max(240),
});

export function createMealPlansService(deps: {
  db: Db;
  repo: MealPlansRepository;
  engine: AiEngine;
  paidActions: PaidActionRunner;
  onboarding: OnboardingService;
  recipes: RecipesService;
  meals: MealsService;
  logger: MealPlansLogger;
}) {
  const { db, repo, engine, paidActions, logger } = deps;

  function settingsOf(row: MealPlanRow): PlanSettings {
    return row.settings as PlanSettings;
  }

  function toDay(row: MealPlanDayRow, targets: MealPlanTargets): MealPlanDay {
    const totals = row.totals as Nutrients;
    return {
      dayNumber: row.dayNumber,
      dayName: row.dayName,
      date: row.date,
      meals: row.meals as PlannedMeal[],
      totals,
      energyDeviationPct: round1(
        ((totals.energyKcal - targets.energyKcal) / targets.energyKcal) * 100,
      ),
      proteinDeviationPct: round1(((totals.proteinG - targets.proteinG) / targets.proteinG) * 100),
      onTarget: row.shortfall === null,
      shortfall: (row.shortfall as MealPlanShortfall | null) ?? null,
    };
  }

  function toSummary(row: MealPlanRow, today: string): MealPlanSummary {
    const settings = settingsOf(row);
    const summary = row.summary as Partial<PlanSummaryData>;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status as MealPlanSummary['status'],
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      duration: row.duration,
      mealsPerDay: settings.mealsPerDay,
      maxUsesPerWeek: settings.maxUsesPerWeek,
      targets: settings.targets,
      exclusions: settings.exclusions,
      dietStyle: settings.dietStyle,
      allergiesNote: settings.allergiesNote,
      candidateCount: summary.candidateCount ?? 0,
      daysOnTarget: summary.daysOnTarget ?? 0,
      currentDay: isCurrentPlan(row, today)
        ? currentPlanDay(row.startsOn, today, row.duration)
        : null,
      provenance: {
        engine: row.engine === 'openai-compatible' ? 'openai-compatible' : 'builtin',
        model: row.model,
      },
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function toPlan(userId: string, row: MealPlanRow, today: string): Promise<MealPlan> {
    const targets = settingsOf(row).targets;
    const days = await repo.days(userId, row.id);
    return { ...toSummary(row, today), days: days.map((d) => toDay(d, targets)) };
  }

  async function ownedPlan(userId: string, id: string): Promise<MealPlanRow> {
    const row = UUID.test(id) ? await repo.find(userId, id) : undefined;
    if (!row) throw new NotFoundError('Meal plan not found.');
    return row;
  }

  /** The recipes the user may plan with, as solver input, with what each is made of. */
  async function planningPool(userId: string, exclusions: FoodExclusion[], dietStyle: DietStyle) {
    await deps.recipes.ensureStarterLibrary();
    const rows = (await repo.plannableRecipes(userId)).filter(
      (r) =>
        r.nutrition.perServing.energyKcal > 0 &&
        !r.tags.some((t) => NEVER_PLANNED_TAGS.includes(t)),
    );
    const foodIds = [...new Set(rows.flatMap((r) => r.ingredients.map((i) => i.foodId)))];
    const foods = new Map((await repo.foods(userId, foodIds)).map((f) => [f.id, f]));
    const excludedFoods: string[] = [];
    for (const recipe of rows) {
      for (const ingredient of recipe.ingredients) {
        // A food that is gone (a deleted custom food) is judged by the name on the line.
        const food = foods.get(ingredient.foodId) ?? { name: ingredient.name, category: 'other' };
        if (foodExclusionReason(food, exclusions, dietStyle)) excludedFoods.push(ingredient.foodId);
      }
    }
    const planExclusions: PlanExclusions = {
      foodIds: [...new Set(excludedFoods)],
      tags: [...new Set([...exclusions, dietStyle].flatMap((e) => EXCLUSION_TAGS[e] ?? []))],
    };
    const recipes: PlanRecipe[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      mealTypes: r.tags.filter((t) => MEAL_TYPE_TAGS.includes(t)),
      tags: r.tags,
      perServing: r.nutrition.perServing,
      foodIds: [...new Set(r.ingredients.map((i) => i.foodId))],
    }));
    const tagsById = new Map(rows.map((r) => [r.id, r.tags]));
    return { recipes, exclusions: planExclusions, tagsById };
  }

  function toMeals(day: PlannedDay, tagsById: Map<string, string[]>): PlannedMeal[] {
    const types = mealTypesFor(day.meals.map((m) => tagsById.get(m.recipeId) ?? []));
    return day.meals
      .map((meal, i) => ({
        mealType: types[i] ?? 'snack',
        recipeId: meal.recipeId,
        title: meal.title,
        servings: meal.servings,
        macros: meal.nutrients,
      }))
      .map((meal, i) => ({ meal, i }))
      .sort(
        (a, b) => MEAL_TYPE_ORDER[a.meal.mealType] - MEAL_TYPE_ORDER[b.meal.mealType] || a.i - b.i,
      )
      .map(({ meal }) => meal);
  }

  function dayRow(
    day: PlannedDay,
    startsOn: string,
    tagsById: Map<string, string[]>,
  ): NewMealPlanDay {
    const date = planDayDate(startsOn, day.dayNumber);
    return {
      dayNumber: day.dayNumber,
      dayName: weekdayName(date),
      date,
      meals: toMeals(day, tagsById),
      totals: day.totals,
      shortfall: day.shortfall,
    };
  }

  /** "7-day keto plan · 1,650 kcal": deterministic, what the builtin engine writes. */
  function builtinText(duration: number, settings: PlanSettings, candidateCount: number) {
    const kcal = Math.round(settings.targets.energyKcal).toLocaleString('en-US');
    const meals = `${settings.mealsPerDay} meal${settings.mealsPerDay === 1 ? '' : 's'} a day`;
    const cap = settings.maxUsesPerWeek;
    const excludes = settings.exclusions.length > 0 || settings.dietStyle !== 'omnivore';
    return {
      name: `${duration}-day keto plan · ${kcal} kcal`,
      description:
        `${meals} from ${candidateCount} recipes ${excludes ? 'that fit your exclusions' : '(the starter library and yours)'}, ` +
        `no recipe more than ${cap === 1 ? 'once' : cap === 2 ? 'twice' : `${cap} times`} in any 7 days.`,
    };
  }

  /**
   * With a model that answers in JSON, the plan's name and description are written by it
   * from the solved plan; any failure falls back to the builtin text (the plan is the
   * solver's either way, so a naming failure must not fail a paid plan).
   */
  async function planText(
    duration: number,
    settings: PlanSettings,
    daysOnTarget: number,
    candidateCount: number,
    titles: string[],
  ): Promise<{
    name: string;
    description: string;
    engine: 'builtin' | 'openai-compatible';
    model: string | null;
  }> {
    const fallback = builtinText(duration, settings, candidateCount);
    if (!engine.capabilities.structured) return { ...fallback, engine: 'builtin', model: null };
    const messages: AiMessage[] = [
      {
        role: 'system',
        content:
          'You name keto meal plans. Answer in JSON with "name" (at most 60 characters) and "description" (one or two sentences, at most 240 characters). Do not invent numbers: use only the figures given.',
      },
      {
        role: 'user',
        content: [
          `Plan: ${duration} days, ${settings.mealsPerDay} meals a day.`,
          `Daily targets: ${Math.round(settings.targets.energyKcal)} kcal, ${Math.round(settings.targets.proteinG)} g protein, at most ${Math.round(settings.targets.netCarbsCapG)} g net carbs.`,
          `Days on target: ${daysOnTarget} of ${duration}.`,
          `Some recipes in it: ${titles.slice(0, 12).join('; ')}.`,
        ].join('\n'),
      },
    ];
    // A name is not worth a long wait: both tries share one short deadline.
    const signal = AbortSignal.timeout(PLAN_TEXT_TIMEOUT_MS);
    const ask = () =>
      engine.structured(PlanTextSchema, messages, {
        schemaName: 'meal_plan_text',
        temperature: 0.4,
        maxTokens: 300,
        signal,
      });
    try {
      // A connection that went stale while the solver ran (the engine does not retry) gets
      // one fresh try; any other failure, or a second one, keeps the builtin name.
      const answer = await ask().catch((error: unknown) => {
        if (error instanceof AiUnavailableError && !signal.aborted) return ask();
        throw error;
      });
      return { ...answer.data, engine: answer.engine, model: answer.model };
    } catch (error) {
      logger.warn({ err: error }, 'meal plan name by the model failed; builtin name used');
      return { ...fallback, engine: 'builtin', model: null };
    }
  }

  async function onboardingFor(userId: string) {
    const onboarding = await deps.onboarding.get(userId);
    if (onboarding.status !== 'complete' || !onboarding.response) {
      throw new ConflictError('Complete onboarding first: a plan is built from your targets.');
    }
    return onboarding.response;
  }

  return {
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
            // Input the solver refuses is the client's to fix (the coins are refunded).
            throw error instanceof PlanInputError ? new ValidationError(error.message) : error;
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
      if (!UUID.test(id) || !(await repo.remove(userId, id))) {
        throw new NotFoundError('Meal plan not found.');
      }
    },

    /**
     * Free: re-solves the day without the swapped meal's recipe, keeping the other meals
     * (their servings may change) when the day can still meet its targets with them.
     */
    async swap(
      userId: string,
      id: string,
      dayNumber: number,
      mealIndex: number,
    ): Promise<MealPlanDay> {
      const plan = await ownedPlan(userId, id);
      const settings = settingsOf(plan);
      const days = await repo.days(userId, plan.id);
      const day = days.find((d) => d.dayNumber === dayNumber);
      if (!day) throw new NotFoundError(`This plan has no day ${dayNumber}.`);
      const meals = day.meals as PlannedMeal[];
      const swapped = meals[mealIndex];
      if (!swapped) throw new NotFoundError(`Day ${dayNumber} has no meal ${mealIndex + 1}.`);
      const pool = await planningPool(userId, settings.exclusions, settings.dietStyle);
      const others = days.map((d) => ({
        dayNumber: d.dayNumber,
        recipeIds: (d.meals as PlannedMeal[]).map((m) => m.recipeId),
      }));
      let solved: PlannedDay;
      try {
        solved = await optimiseDay({
          recipes: pool.recipes,
          targets: settings.targets,
          mealsPerDay: meals.length,
          dayNumber,
          exclusions: pool.exclusions,
          maxUsesPerWeek: settings.maxUsesPerWeek,
          recentUses: usesAround(others, dayNumber),
          keep: meals.filter((_m, i) => i !== mealIndex).map((m) => m.recipeId),
          avoid: [swapped.recipeId],
        });
      } catch (error) {
        if (error instanceof PlanInputError) throw new ValidationError(error.message);
        throw error;
      }
      const next = dayRow(solved, plan.startsOn, pool.tagsById);
      const row = await repo.updateDay(userId, plan.id, dayNumber, {
        meals: next.meals,
        totals: next.totals,
        shortfall: next.shortfall ?? null,
      });
      if (!row) throw new NotFoundError('Meal plan not found.');
      return toDay(row, settings.targets);
    },

    /** One tap: the planned meal goes into the diary on that day, as its recipe and servings. */
    async log(userId: string, id: string, dayNumber: number, mealIndex: number): Promise<Meal> {
      const plan = await ownedPlan(userId, id);
      const day = (await repo.days(userId, plan.id)).find((d) => d.dayNumber === dayNumber);
      if (!day) throw new NotFoundError(`This plan has no day ${dayNumber}.`);
      const meal = (day.meals as PlannedMeal[])[mealIndex];
      if (!meal) throw new NotFoundError(`Day ${dayNumber} has no meal ${mealIndex + 1}.`);
      return deps.meals.create(userId, {
        method: 'recipe',
        date: day.date,
        mealType: meal.mealType,
        recipeId: meal.recipeId,
        servings: meal.servings,
        notes: `From your meal plan, day ${dayNumber}.`,
      });
    },

    async shoppingList(
      userId: string,
      id: string,
      query: ShoppingListQuery,
    ): Promise<ShoppingList> {
      const plan = await ownedPlan(userId, id);
      const from = query.from ?? plan.startsOn;
      const to = query.to ?? plan.endsOn;
      if (from > to) {
        const message = 'The start date must be on or before the end date.';
        throw new ValidationError(message, [{ path: 'querystring.from', message }]);
      }
      const days = (await repo.days(userId, plan.id)).filter((d) => d.date >= from && d.date <= to);
      const meals = days.flatMap((d) => d.meals as PlannedMeal[]);
      const recipes = new Map<string, PlannableRecipe>(
        (await repo.recipesByIds(userId, [...new Set(meals.map((m) => m.recipeId))])).map((r) => [
          r.id,
          r,
        ]),
      );
      const need = new Map<string, { grams: number; name: string; usedIn: Set<string> }>();
      for (const meal of meals) {
        const recipe = recipes.get(meal.recipeId);
        if (!recipe) continue; // a recipe deleted since: nothing left to shop for
        const factor = meal.servings / recipe.servings;
        for (const ingredient of recipe.ingredients) {
          const line = need.get(ingredient.foodId) ?? {
            grams: 0,
            name: ingredient.name,
            usedIn: new Set(),
          };
          line.grams += ingredient.grams * factor;
          line.usedIn.add(recipe.title);
          need.set(ingredient.foodId, line);
        }
      }
      const foods = new Map<string, PlanFood>(
        (await repo.foods(userId, [...need.keys()])).map((f) => [f.id, f]),
      );
      const groups = new Map<string, ShoppingList['groups'][number]>();
      for (const [foodId, line] of need) {
        const food = foods.get(foodId);
        const category = food && CATEGORY_LABELS[food.category] ? food.category : 'other';
        const label = CATEGORY_LABELS[category] ?? 'Other';
        const group = groups.get(label) ?? { category, label, items: [] };
        group.items.push({
          foodId,
          name: food?.name ?? line.name,
          grams: round1(line.grams),
          amount: shoppingAmount(line.grams, food?.portions ?? []).text,
          usedIn: [...line.usedIn].sort(),
        });
        groups.set(label, group);
      }
      return {
        planId: plan.id,
        from,
        to: to < from ? from : to,
        groups: [...groups.values()]
          .sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category))
          .map((g) => ({ ...g, items: g.items.sort((a, b) => a.name.localeCompare(b.name)) })),
      };
    },
  };
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
