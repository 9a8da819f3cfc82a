import type {
  FoodPortion,
  MacroTargets,
  NutrientFacts,
  RecipeNutrition,
} from '@ketoflow/contracts';
import type { Executor } from '../../db/client.js';

/** A food as the diary needs it: what it is called, its per-100 g facts and portions. */
export type DiaryFood = {
  id: string;
  name: string;
  per100g: NutrientFacts;
  portions: FoodPortion[];
};

/** A food a described meal's phrase may match, with what the domain ranks it by. */
export type DiaryFoodCandidate = DiaryFood & {
  searchText: string;
  nameSimilarity: number;
  wordSimilarity: number;
  uses: number;
};

/** One diary item as the foods' usage counts it (items without a food count for nothing). */
export type DiaryFoodUse = { foodId: string | null; quantity: number; unit: string; grams: number };

/** The newest item of a food still in the user's diary, and when it was logged. */
export type DiaryNewestFoodUse = DiaryFoodUse & { foodId: string; loggedAt: Date };

/**
 * The foods' record of what each user logs (how often, when, the amount last logged), which
 * their search and recent list rank by. The diary calls it inside the transaction that writes
 * its items, so the record never disagrees with the diary.
 */
export type DiaryFoodUsage = {
  /** Items were added now; the last item of a food in the list is its newest. */
  record(tx: Executor, userId: string, items: readonly DiaryFoodUse[]): Promise<void>;
  /** Items were removed; `stillLogged` is the newest remaining item of each of their foods. */
  forget(
    tx: Executor,
    userId: string,
    items: readonly DiaryFoodUse[],
    stillLogged: readonly DiaryNewestFoodUse[],
  ): Promise<void>;
};

/** Where the diary reads foods and reports their use (the foods module's service fits). */
export type DiaryFoods = {
  factsByIds(userId: string, ids: readonly string[]): Promise<DiaryFood[]>;
  candidatesFor(userId: string, phrases: string[]): Promise<DiaryFoodCandidate[][]>;
  usage: DiaryFoodUsage;
};

/** A recipe the user may log: their own or a starter one (the recipes module's service fits). */
export type DiaryRecipes = {
  get(
    userId: string,
    id: string,
  ): Promise<{ id: string; title: string; nutrition: RecipeNutrition }>;
};

/** The day's targets for the progress (null before onboarding), from the profile. */
export type TargetsReader = (userId: string) => Promise<MacroTargets | null>;
