import type {
  FoodPortion,
  PlannedMeal,
  RecipeIngredient,
  RecipeNutrition,
} from '@ketoflow/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foods, mealPlanDays, mealPlans, recipes } from '../../db/schema/index.js';

export type MealPlanRow = typeof mealPlans.$inferSelect;
export type MealPlanDayRow = typeof mealPlanDays.$inferSelect;
export type NewMealPlan = Omit<
  typeof mealPlans.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type NewMealPlanDay = Omit<
  typeof mealPlanDays.$inferInsert,
  'id' | 'planId' | 'userId' | 'updatedAt'
> & { meals: PlannedMeal[] };

/** A recipe as the planner needs it: what it is made of and its nutrition per serving. */
export type PlannableRecipe = {
  id: string;
  title: string;
  servings: number;
  tags: string[];
  ingredients: RecipeIngredient[];
  nutrition: RecipeNutrition;
};

/** A food's name, category and portions: for exclusions and the shopping list. */
export type PlanFood = { id: string; name: string; category: string; portions: FoodPortion[] };

/** Every query filters by the user: plans and days carry user_id. */
export function createMealPlansRepository(db: Db) {
  return {
    async insert(
      tx: Db,
      userId: string,
      plan: NewMealPlan,
      days: readonly NewMealPlanDay[],
    ): Promise<MealPlanRow> {
      const [row] = await tx
        .insert(mealPlans)
        .values({ ...plan, userId })
        .returning();
      if (!row) throw new Error('meal plan insert returned no row');
      if (days.length > 0) {
        await tx
          .insert(mealPlanDays)
          .values(days.map((day) => ({ ...day, planId: row.id, userId })));
      }
      return row;
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<MealPlanRow | undefined> {
      const rows = await db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, userId), eq(mealPlans.idempotencyKey, idempotencyKey)));
      return rows[0];
    },

    async find(userId: string, id: string): Promise<MealPlanRow | undefined> {
      const rows = await db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, userId), eq(mealPlans.id, id)));
      return rows[0];
    },

    async days(userId: string, planId: string): Promise<MealPlanDayRow[]> {
      return db
        .select()
        .from(mealPlanDays)
        .where(and(eq(mealPlanDays.userId, userId), eq(mealPlanDays.planId, planId)))
        .orderBy(asc(mealPlanDays.dayNumber));
    },

    async list(userId: string, limit: number): Promise<MealPlanRow[]> {
      return db
        .select()
        .from(mealPlans)
        .where(eq(mealPlans.userId, userId))
        .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
        .limit(limit);
    },

    /** Spec §3/§4: complete, ending today or later, newest first, limit 1. */
    async findCurrent(userId: string, today: string): Promise<MealPlanRow | undefined> {
      const rows = await db
        .select()
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.userId, userId),
            eq(mealPlans.status, 'complete'),
            gte(mealPlans.endsOn, today),
          ),
        )
        .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
        .limit(1);
      return rows[0];
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(mealPlans)
        .where(and(eq(mealPlans.userId, userId), eq(mealPlans.id, id)))
        .returning({ id: mealPlans.id });
      return rows.length > 0;
    },

    async updateDay(
      userId: string,
      planId: string,
      dayNumber: number,
      changes: Pick<MealPlanDayRow, 'meals' | 'totals' | 'shortfall'>,
    ): Promise<MealPlanDayRow | undefined> {
      const rows = await db
        .update(mealPlanDays)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          and(
            eq(mealPlanDays.userId, userId),
            eq(mealPlanDays.planId, planId),
            eq(mealPlanDays.dayNumber, dayNumber),
          ),
        )
        .returning();
      return rows[0];
    },

    /** The starter library and the user's own recipes (never another user's). */
    async plannableRecipes(userId: string): Promise<PlannableRecipe[]> {
      return db
        .select({
          id: recipes.id,
          title: recipes.title,
          servings: recipes.servings,
          tags: recipes.tags,
          ingredients: recipes.ingredients,
          nutrition: recipes.nutrition,
        })
        .from(recipes)
        .where(or(isNull(recipes.userId), eq(recipes.userId, userId)))
        .orderBy(asc(recipes.id));
    },

    /** Recipes by id among those the user may plan with (for the shopping list). */
    async recipesByIds(userId: string, ids: readonly string[]): Promise<PlannableRecipe[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: recipes.id,
          title: recipes.title,
          servings: recipes.servings,
          tags: recipes.tags,
          ingredients: recipes.ingredients,
          nutrition: recipes.nutrition,
        })
        .from(recipes)
        .where(
          and(
            inArray(recipes.id, [...ids]),
            or(isNull(recipes.userId), eq(recipes.userId, userId)),
          ),
        );
    },

    /** Catalogue foods and the user's own custom foods (never another user's). */
    async foods(userId: string, ids: readonly string[]): Promise<PlanFood[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: foods.id,
          name: foods.name,
          category: foods.category,
          portions: foods.portions,
        })
        .from(foods)
        .where(
          and(inArray(foods.id, [...ids]), or(isNull(foods.ownerId), eq(foods.ownerId, userId))),
        );
    },
  };
}

export type MealPlansRepository = ReturnType<typeof createMealPlansRepository>;
