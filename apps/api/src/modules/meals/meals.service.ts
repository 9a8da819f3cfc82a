import {
  MEAL_RANGE_MAX_DAYS,
  MEAL_TYPES,
  type CopyMealsRequest,
  type CreateMealRequest,
  type MacroProgress,
  type Meal,
  type MealDaySummary,
  type MealItemInput,
  type MealListQuery,
  type MealListResponse,
  type MealType,
  type Nutrients,
  type ParsedFoodMatch,
  type ParsedMealItem,
  type ParseMealResponse,
  type UpdateMealRequest,
  type ValidationIssue,
} from '@ketoflow/contracts';
import {
  addDays,
  addUpAsShown,
  ingredientGrams,
  ingredientUnitOptions,
  netCarbs,
  nutrientsForGrams,
  nutritionForServings,
  parseFoodText,
  rankFoodMatches,
  resolveSegmentAmount,
  roundNutrients,
  scaleNutrients,
  toIsoDate,
  round1,
  round3,
} from '@ketoflow/domain';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Executor } from '../../db/client.js';
import type { DiaryFood, DiaryFoods, DiaryRecipes, TargetsReader } from './meals.ports.js';
import type {
  MealItemRow,
  MealsRepository,
  MealWithItems,
  NewMeal,
  NewMealItem,
} from './meals.repository.js';
import { isUuid } from '../../lib/ids.js';

/** The earliest date the diary accepts: older entries are typing mistakes. */
export const DIARY_EARLIEST_DATE = '2000-01-01';
/** Below this ranking score a candidate is offered as a suggestion, not as the match. */
export const MATCH_MIN_SCORE = 0.45;
const ALTERNATIVES = 4;
const TITLE_MAX = 120;

function dayIndex(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

function toMeal(row: MealWithItems): Meal {
  return {
    id: row.id,
    date: row.date,
    mealType: row.mealType as MealType,
    method: row.method as Meal['method'],
    title: row.title,
    servings: row.servings,
    recipeId: row.recipeId,
    notes: row.notes,
    macros: row.macros,
    items: row.items.map((item) => ({
      id: item.id,
      foodId: item.foodId,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      grams: item.grams,
      nutrients: item.nutrients,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

function toMatch(food: DiaryFood & { score: number }): ParsedFoodMatch {
  return {
    foodId: food.id,
    name: food.name,
    score: food.score,
    per100g: { ...food.per100g, netCarbsG: netCarbs(food.per100g) },
    portions: food.portions,
  };
}

function titleFrom(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine;
}

function titleForItems(items: { name: string }[]): string {
  const [first] = items;
  if (!first) return 'Meal';
  return titleFrom(items.length === 1 ? first.name : items.map((i) => i.name).join(', '));
}

function progress(consumed: number, target: number | null, isLimit: boolean): MacroProgress {
  if (target === null || !(target > 0)) {
    return { consumed, target: null, remaining: null, percent: null, status: 'no_target' };
  }
  const percent = Math.round((consumed / target) * 100);
  // Net carbs are a ceiling: any amount above it is over. The others are aims: within 10 %
  // either side counts as on target.
  const status: MacroProgress['status'] = isLimit
    ? consumed > target
      ? 'over'
      : percent >= 90
        ? 'on_target'
        : 'under'
    : percent > 110
      ? 'over'
      : percent >= 90
        ? 'on_target'
        : 'under';
  return { consumed, target, remaining: round1(target - consumed), percent, status };
}

export type MealsServiceDeps = {
  repo: MealsRepository;
  foods: DiaryFoods;
  recipes: DiaryRecipes;
  /** The user's onboarding plan, for the day's targets (null before onboarding). */
  targetsFor: TargetsReader;
  now?: () => Date;
};

export function createMealsService(deps: MealsServiceDeps) {
  const { repo, foods, recipes } = deps;
  const now = deps.now ?? (() => new Date());

  /** A calendar date the diary accepts: not before 2000, at most tomorrow (time zones). */
  function checkDate(date: string, path: string): void {
    const latest = addDays(toIsoDate(now()), 1);
    if (date > latest) {
      throw new ValidationError("You can't log meals more than a day ahead.", [
        { path, message: "You can't log meals more than a day ahead." },
      ] satisfies ValidationIssue[]);
    }
    if (date < DIARY_EARLIEST_DATE) {
      throw new ValidationError('That date is too far in the past.', [
        { path, message: 'That date is too far in the past.' },
      ] satisfies ValidationIssue[]);
    }
  }

  /**
   * Grams and nutrients for each item, from the food database only. Unknown foods and units
   * a food does not have are reported together, each with its path, so the form can mark them.
   */
  async function resolveItems(userId: string, items: MealItemInput[]): Promise<NewMealItem[]> {
    const found = new Map(
      (await foods.factsByIds(userId, [...new Set(items.map((i) => i.foodId))])).map((f) => [
        f.id,
        f,
      ]),
    );
    const issues: ValidationIssue[] = [];
    const resolved: NewMealItem[] = [];
    items.forEach((item, index) => {
      const food = found.get(item.foodId);
      if (!food) {
        issues.push({ path: `body.items.${index}.foodId`, message: 'Unknown food.' });
        return;
      }
      const grams = ingredientGrams(item.quantity, item.unit, food.portions);
      if (grams === null || !(grams > 0)) {
        const units = ingredientUnitOptions(food.portions)
          .map((o) => o.unit)
          .join(', ');
        issues.push({
          path: `body.items.${index}.unit`,
          message: `“${item.unit}” isn't a unit we know for ${food.name}. Use one of: ${units}.`,
        });
        return;
      }
      resolved.push(itemFor(food, item.quantity, item.unit, grams));
    });
    if (issues.length > 0) {
      const unknown = issues.filter((i) => i.path.endsWith('foodId')).length;
      const message =
        unknown > 0
          ? unknown === 1
            ? 'One of the foods was not found. Search for it again.'
            : `${unknown} of the foods were not found. Search for them again.`
          : (issues[0]?.message ?? 'Check the amounts.');
      throw new ValidationError(message, issues);
    }
    return resolved;
  }

  function itemFor(food: DiaryFood, quantity: number, unit: string, grams: number): NewMealItem {
    const g = round1(grams);
    return {
      foodId: food.id,
      name: food.name,
      quantity: round3(quantity),
      unit,
      grams: g,
      nutrients: roundNutrients(nutrientsForGrams(food.per100g, g)),
    };
  }

  function totalOf(items: { nutrients: Nutrients }[]): Nutrients {
    return addUpAsShown(items.map((i) => i.nutrients));
  }

  async function getOwned(userId: string, id: string): Promise<MealWithItems> {
    const row = isUuid(id) ? await repo.findById(userId, id) : undefined;
    if (!row) throw new NotFoundError('Meal not found.');
    return row;
  }

  async function listDay(userId: string, date: string) {
    return repo.listBetween(userId, date, date);
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
     * KetoVision scan), on `exec` when given so it commits with that module's own writes.
     * The diary's date rule applies as for any entry.
     */
    async addResolved(
      userId: string,
      entry: {
        mealType: MealType;
        date: string;
        title: string;
        method: 'scan';
        analysisData: Record<string, unknown>;
        items: NewMealItem[];
      },
      exec?: Executor,
    ): Promise<Meal> {
      checkDate(entry.date, 'body.date');
      const [row] = await repo.insertMany(
        userId,
        [
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
        ],
        exec,
      );
      if (!row) throw new Error('meal insert returned no row');
      return toMeal(row);
    },

    async list(userId: string, query: MealListQuery): Promise<MealListResponse> {
      let from: string;
      let to: string;
      if (query.date && !query.from && !query.to) {
        from = query.date;
        to = query.date;
      } else if (!query.date && query.from && query.to) {
        from = query.from;
        to = query.to;
        if (from > to) {
          throw new ValidationError('The start date must be on or before the end date.', [
            {
              path: 'querystring.from',
              message: 'The start date must be on or before the end date.',
            },
          ]);
        }
        if (dayIndex(to) - dayIndex(from) + 1 > MEAL_RANGE_MAX_DAYS) {
          const message = `Choose at most ${MEAL_RANGE_MAX_DAYS} days at a time.`;
          throw new ValidationError(message, [{ path: 'querystring.to', message }]);
        }
      } else {
        const message = 'Give a date, or a start and an end date.';
        throw new ValidationError(message, [{ path: 'querystring.date', message }]);
      }
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
          items = current.items.map((item: MealItemRow) => ({
            foodId: item.foodId,
            name: item.name,
            quantity: round3(item.quantity * factor),
            unit: item.unit,
            grams: round1(item.grams * factor),
            nutrients: roundNutrients(scaleNutrients(item.nutrients, factor)),
          }));
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
        items: row.items.map((item) => ({
          foodId: item.foodId,
          name: item.name,
          quantity: item.quantity,
          unit: item.unit,
          grams: item.grams,
          nutrients: item.nutrients,
        })),
      }));
      const rows = await repo.insertMany(userId, entries);
      return rows.reverse().map(toMeal);
    },

    async summary(userId: string, date: string): Promise<MealDaySummary> {
      const [rows, targets] = [await listDay(userId, date), await deps.targetsFor(userId)];
      const byType = Object.fromEntries(
        MEAL_TYPES.map((type) => [
          type,
          addUpAsShown(rows.filter((r) => r.mealType === type).map((r) => r.macros)),
        ]),
      ) as Record<MealType, Nutrients>;
      const totals = addUpAsShown(rows.map((r) => r.macros));
      return {
        date,
        entries: rows.length,
        totals,
        byMealType: byType,
        targets,
        progress: {
          netCarbsG: progress(totals.netCarbsG, targets?.netCarbsG ?? null, true),
          proteinG: progress(totals.proteinG, targets?.proteinG ?? null, false),
          fatG: progress(totals.fatG, targets?.fatG ?? null, false),
          energyKcal: progress(totals.energyKcal, targets?.calories ?? null, false),
        },
      };
    },

    /**
     * Free text → proposed foods with amounts. The parser finds quantities and units; the
     * database finds the foods (typo-tolerant, the user's frequent foods first); grams come
     * from the food's portions and nutrients from its facts. Nothing is saved.
     */
    async parse(userId: string, text: string): Promise<ParseMealResponse> {
      const segments = parseFoodText(text);
      if (segments.length === 0) {
        const message =
          'We couldn’t find any foods in that. Try something like “2 eggs and 3 slices of bacon”.';
        throw new ValidationError(message, [{ path: 'body.text', message }]);
      }
      const phrases = segments.map((s) =>
        s.foodPhrase
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^a-z0-9]+/g, ' ')
          .trim(),
      );
      const candidatesPerSegment = await foods.candidatesFor(userId, phrases);
      const items: ParsedMealItem[] = segments.map((segment, index) => {
        const ranked = rankFoodMatches(phrases[index] ?? '', candidatesPerSegment[index] ?? [], {
          unit: segment.unit,
        });
        const [best, ...rest] = ranked;
        const matched = best && best.score >= MATCH_MIN_SCORE ? best : null;
        const suggestions = (matched ? rest : ranked).slice(0, ALTERNATIVES);
        const base = {
          raw: segment.raw,
          quantity: segment.quantity,
          parsedUnit: segment.unit,
          foodPhrase: segment.foodPhrase,
          alternatives: suggestions.map(toMatch),
        };
        if (!matched) {
          return {
            ...base,
            match: null,
            unit: null,
            grams: null,
            assumed: false,
            nutrients: null,
            warning:
              suggestions.length > 0
                ? `No food matched “${segment.foodPhrase}”. Pick a suggestion or search for it.`
                : `No food matched “${segment.foodPhrase}”. Search for it by another name.`,
          };
        }
        const amount = resolveSegmentAmount(segment, matched.portions);
        const grams = round1(amount.grams);
        return {
          ...base,
          quantity: round3(amount.quantity),
          match: toMatch(matched),
          unit: amount.unit,
          grams,
          assumed: amount.assumed,
          nutrients: roundNutrients(nutrientsForGrams(matched.per100g, grams)),
          warning: amount.note,
        };
      });
      const matchedNutrients = items.flatMap((i) => (i.nutrients ? [i.nutrients] : []));
      return {
        text,
        items,
        unmatched: items.filter((i) => i.match === null).map((i) => i.raw),
        totals: addUpAsShown(matchedNutrients),
      };
    },
  };
}

export type MealsService = ReturnType<typeof createMealsService>;
