import type {
  CopyMealsRequest,
  CreateMealRequest,
  Meal,
  MealListQuery,
  MealListResponse,
  MealType,
  Nutrients,
  UpdateMealRequest,
} from '@ketoflow/contracts';
import {
  addUpAsShown,
  nutritionForServings,
  parseFoodText,
  roundNutrients,
  scaleNutrients,
} from '@ketoflow/domain';
import type { Executor } from '../../db/client.js';
import { createDiaryDateCheck } from '../../lib/diary-date.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { createItemResolver, scaledItem, totalOf } from './meals.items.js';
import { itemValues, titleForItems, titleFrom, toMeal } from './meals.mappers.js';
import { createMealParser } from './meals.parse.js';
import type { DiaryFoods, DiaryRecipes, TargetsReader } from './meals.ports.js';
import type { MealsRepository, MealWithItems, NewMeal, NewMealItem } from './meals.repository.js';
import { listRange } from './meals.rules.js';
import { createDayStanding, createDaySummary } from './meals.summary.js';

export { MATCH_MIN_SCORE } from './meals.parse.js';
export { DIARY_EARLIEST_DATE } from '../../lib/diary-date.js';

export type MealsServiceDeps = {
  repo: MealsRepository;
  foods: DiaryFoods;
  recipes: DiaryRecipes;
  /** The user's onboarding plan, for the day's targets (null before onboarding). */
  targetsFor: TargetsReader;
  now?: () => Date;
};

/**
 * The meal diary: entries by food, recipe or described text, with the day's summary and the
 * free-text parser composed from their own pieces.
 */
export function createMealsService(deps: MealsServiceDeps) {
  const { repo, foods, recipes } = deps;
  const now = deps.now ?? (() => new Date());
  const checkDate = createDiaryDateCheck(now, 'meals');
  const resolveItems = createItemResolver({ foods });
  const summary = createDaySummary({ repo, targetsFor: deps.targetsFor });
  const standing = createDayStanding({ repo });
  const parse = createMealParser({ foods });

  async function getOwned(userId: string, id: string): Promise<MealWithItems> {
    const row = isUuid(id) ? await repo.findById(userId, id) : undefined;
    if (!row) throw new NotFoundError('Meal not found.');
    return row;
  }

  return {
    async create(userId: string, body: CreateMealRequest): Promise<Meal> {
      checkDate(body.date, 'body.date');
      const notes = body.notes?.trim() ? body.notes.trim() : null;
      let entry: { meal: NewMeal; items: NewMealItem[] };
      if (body.method === 'recipe') {
        const recipe = await recipes.get(userId, body.recipeId);
        entry = {
          meal: {
            recipeId: recipe.id,
            mealType: body.mealType,
            date: body.date,
            servings: body.servings,
            title: titleFrom(recipe.title),
            macros: nutritionForServings(recipe.nutrition.perServing, body.servings),
            method: 'recipe',
            notes,
            // The per-serving figures as logged, so changing servings later scales from them.
            analysisData: { recipe: { perServing: recipe.nutrition.perServing } },
          },
          items: [],
        };
      } else {
        const items = await resolveItems(userId, body.items);
        entry = {
          meal: {
            recipeId: null,
            mealType: body.mealType,
            date: body.date,
            servings: 1,
            title: body.method === 'text' ? titleFrom(body.text) : titleForItems(items),
            macros: totalOf(items),
            method: body.method,
            notes,
            analysisData:
              body.method === 'text'
                ? { text: body.text, engine: 'builtin', segments: parseFoodText(body.text) }
                : null,
          },
          items,
        };
      }
      const [row] = await repo.insertMany(userId, [entry]);
      if (!row) throw new Error('meal insert returned no row');
      return toMeal(row);
    },

    /**
     * A diary entry whose foods another module already resolved from the food database (a
     * KetoVision scan), in that module's transaction `tx` so it commits with its own writes.
     * The diary's date rule applies as for any entry.
     */
    async addResolved(
      tx: Executor,
      userId: string,
      entry: {
        mealType: MealType;
        date: string;
        title: string;
        method: 'scan';
        analysisData: Record<string, unknown>;
        items: NewMealItem[];
      },
    ): Promise<Meal> {
      checkDate(entry.date, 'body.date');
      const [row] = await repo.insertManyIn(tx, userId, [
        {
          meal: {
            recipeId: null,
            mealType: entry.mealType,
            date: entry.date,
            servings: 1,
            title: titleFrom(entry.title),
            macros: totalOf(entry.items),
            method: entry.method,
            notes: null,
            analysisData: entry.analysisData,
          },
          items: entry.items,
        },
      ]);
      if (!row) throw new Error('meal insert returned no row');
      return toMeal(row);
    },

    async list(userId: string, query: MealListQuery): Promise<MealListResponse> {
      const { from, to } = listRange(query);
      const rows = await repo.listBetween(userId, from, to);
      const items = rows.map(toMeal);
      const byDay = new Map<string, Nutrients[]>();
      for (const meal of items)
        byDay.set(meal.date, [...(byDay.get(meal.date) ?? []), meal.macros]);
      return {
        items,
        totals: addUpAsShown(items.map((m) => m.macros)),
        days: [...byDay.entries()].map(([date, list]) => ({ date, totals: addUpAsShown(list) })),
      };
    },

    async get(userId: string, id: string): Promise<Meal> {
      return toMeal(await getOwned(userId, id));
    },

    /**
     * Changes an entry. `servings` alone scales what was logged (items and totals); with
     * `items` the items are the new content as sent and `servings` is only recorded.
     */
    async update(userId: string, id: string, body: UpdateMealRequest): Promise<Meal> {
      const current = await getOwned(userId, id);
      if (body.date !== undefined) checkDate(body.date, 'body.date');
      const patch: Parameters<MealsRepository['update']>[2] = {};
      if (body.date !== undefined) patch.date = body.date;
      if (body.mealType !== undefined) patch.mealType = body.mealType;
      if (body.notes !== undefined) patch.notes = body.notes?.trim() ? body.notes.trim() : null;
      let items: NewMealItem[] | undefined;

      if (body.items !== undefined) {
        if (current.method === 'recipe') {
          const message = 'A recipe entry has no foods to edit: change its servings instead.';
          throw new ValidationError(message, [{ path: 'body.items', message }]);
        }
        items = await resolveItems(userId, body.items);
        patch.macros = totalOf(items);
        if (current.method === 'food') patch.title = titleForItems(items);
        if (body.servings !== undefined) patch.servings = body.servings;
      } else if (body.servings !== undefined && body.servings !== current.servings) {
        patch.servings = body.servings;
        if (current.method === 'recipe') {
          const perServing = (
            current.analysisData?.recipe as { perServing?: Nutrients } | undefined
          )?.perServing;
          patch.macros = perServing
            ? nutritionForServings(perServing, body.servings)
            : roundNutrients(scaleNutrients(current.macros, body.servings / current.servings));
        } else {
          const factor = body.servings / current.servings;
          items = current.items.map((item) => scaledItem(item, factor));
          patch.macros =
            items.length > 0
              ? totalOf(items)
              : roundNutrients(scaleNutrients(current.macros, factor));
        }
      }
      const row = await repo.update(userId, id, patch, items);
      if (!row) throw new NotFoundError('Meal not found.');
      return toMeal(row);
    },

    async delete(userId: string, id: string): Promise<void> {
      const deleted = isUuid(id) ? await repo.delete(userId, id) : false;
      if (!deleted) throw new NotFoundError('Meal not found.');
    },

    /** Copies a day's entries (or one meal of it) to another day, oldest first so order holds. */
    async copy(userId: string, body: CopyMealsRequest): Promise<Meal[]> {
      if (body.fromDate === body.toDate) {
        const message = 'Choose a different day to copy to.';
        throw new ValidationError(message, [{ path: 'body.toDate', message }]);
      }
      checkDate(body.toDate, 'body.toDate');
      const source = await repo.listBetween(userId, body.fromDate, body.fromDate, body.mealType);
      if (source.length === 0) {
        throw new NotFoundError(
          body.mealType
            ? `Nothing logged for ${body.mealType} on ${body.fromDate}.`
            : `Nothing logged on ${body.fromDate}.`,
        );
      }
      const base = now().getTime();
      const entries = [...source].reverse().map((row, i) => ({
        meal: {
          recipeId: row.recipeId,
          mealType: row.mealType,
          date: body.toDate,
          servings: row.servings,
          title: row.title,
          macros: row.macros,
          method: row.method,
          notes: row.notes,
          analysisData: { ...row.analysisData, copiedFrom: row.id },
          // Distinct, increasing times keep the copied day in the original order.
          createdAt: new Date(base + i),
        },
        items: row.items.map(itemValues),
      }));
      const rows = await repo.insertMany(userId, entries);
      return rows.reverse().map(toMeal);
    },

    summary,
    standing,
    parse,
  };
}

export type MealsService = ReturnType<typeof createMealsService>;
