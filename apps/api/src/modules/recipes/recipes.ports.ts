import type { FoodPortion, NutrientFacts } from '@ketoflow/contracts';
import type { Executor } from '../../db/client.js';
import type { ProcessedImage } from '../../lib/images/photo.js';

/** What a recipe needs from a food: its name, per-100 g facts and household portions. */
export type IngredientFood = {
  id: string;
  name: string;
  per100g: NutrientFacts;
  portions: FoodPortion[];
};

/** Where recipes read foods from (the foods module's service fits). */
export type RecipeFoods = {
  /** The catalogue's and this user's own foods among `ids`; others are not found. */
  factsByIds(userId: string, ids: readonly string[]): Promise<IngredientFood[]>;
  /** Catalogue foods only (what the starter library may use). */
  catalogueFactsByIds(ids: readonly string[]): Promise<IngredientFood[]>;
};

/** Where recipe photos are kept (the uploads module's service fits). */
export type RecipePhotos = {
  prepare(bytes: Buffer): Promise<ProcessedImage>;
  insert(
    tx: Executor,
    userId: string,
    purpose: 'recipe_photo',
    image: ProcessedImage,
  ): Promise<{ id: string }>;
  remove(tx: Executor, userId: string, id: string): Promise<void>;
  copy(tx: Executor, userId: string, id: string): Promise<{ id: string } | undefined>;
};

/** What the service logs through (Fastify's logger fits); services never import Fastify. */
export type RecipesLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};
