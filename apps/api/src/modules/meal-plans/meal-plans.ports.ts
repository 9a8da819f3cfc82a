import type {
  CreateMealRequest,
  FoodPortion,
  Meal,
  RecipeIngredient,
  RecipeNutrition,
} from '@ketoflow/contracts';
import type { PaidActionRunner } from '../ai/index.js';

/** A recipe as the planner needs it: what it is made of and its nutrition per serving. */
export type PlannableRecipe = {
  id: string;
  title: string;
  servings: number;
  tags: string[];
  ingredients: RecipeIngredient[];
  nutrition: RecipeNutrition;
};

/** The recipes a plan is made of (the recipes module's service fits). */
export type PlanRecipes = {
  /** The starter library and the user's own recipes (never another user's). */
  listPlannable(userId: string): Promise<PlannableRecipe[]>;
  plannableByIds(userId: string, ids: readonly string[]): Promise<PlannableRecipe[]>;
};

/** A food's name, category and portions: for exclusions and the shopping list. */
export type PlanFood = { id: string; name: string; category: string; portions: FoodPortion[] };

/** Where the planner reads foods (the foods module's service fits). */
export type PlanFoods = {
  factsByIds(userId: string, ids: readonly string[]): Promise<PlanFood[]>;
};

/** Logging a planned meal (the meals module's service fits). */
export type PlanDiary = { create(userId: string, body: CreateMealRequest): Promise<Meal> };

/** Generating a plan is a paid action. */
export type PlanPayments = Pick<PaidActionRunner, 'runPaidAction'>;

export type MealPlansLogger = { warn(details: object, message: string): void };
