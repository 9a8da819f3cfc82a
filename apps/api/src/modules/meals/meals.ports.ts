import type {
  FoodPortion,
  MacroTargets,
  NutrientFacts,
  RecipeNutrition,
} from '@ketoflow/contracts';

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

/** Where the diary reads foods (the foods module's service fits). */
export type DiaryFoods = {
  factsByIds(userId: string, ids: readonly string[]): Promise<DiaryFood[]>;
  candidatesFor(userId: string, phrases: string[]): Promise<DiaryFoodCandidate[][]>;
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
