import type { CreateRecipeBody, FoodPortion, NutrientFacts, Recipe } from '@ketoflow/contracts';

/** A catalogue (or the user's own) food an ingredient line may match, with its ranking inputs. */
export type ImportFoodCandidate = {
  id: string;
  name: string;
  per100g: NutrientFacts;
  portions: FoodPortion[];
  searchText: string;
  nameSimilarity: number;
  wordSimilarity: number;
  uses: number;
};

/** Where import finds foods for phrases (the foods module's service fits). */
export type ImportFoods = {
  candidatesFor(userId: string, phrases: string[]): Promise<ImportFoodCandidate[][]>;
};

/** How an imported recipe is saved: the recipes module's own creation path (its service fits). */
export type ImportRecipes = {
  create(userId: string, body: CreateRecipeBody): Promise<Recipe>;
  setPhoto(userId: string, id: string, bytes: Buffer): Promise<Recipe>;
};

/** A per-user rate limit (the shared limiter fits): the server fetches pages for people. */
export type ImportLimiter = (userId: string) => Promise<void>;

/** What the service logs through (Fastify's logger fits). */
export type ImportLogger = { warn(details: object, message: string): void };
