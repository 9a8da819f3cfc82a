/** The generator's shapes: a food as it sees one, the builtin engine's input and its recipe. */
import type {
  DietStyle,
  FoodCategory,
  FoodExclusion,
  FoodPortion,
  GeneratorCuisine,
  GeneratorMealType,
  NutrientFacts,
  RecipeDifficulty,
  RecipeNutrition,
  RecipePattern,
  RecipeWishes,
  WishResult,
} from '@ketoflow/contracts';

/** What the generator needs to know about a food. */
export type GeneratorFood = {
  id: string;
  name: string;
  category: FoodCategory;
  per100g: NutrientFacts;
  portions: readonly FoodPortion[];
};

/** What a food can do in a recipe pattern (see rolesOf). */
export type IngredientRole =
  | 'protein'
  | 'vegetable'
  | 'salad_leaf'
  | 'fat'
  | 'topping'
  | 'flavour'
  | 'liquid'
  | 'sweet_base'
  | 'sweet_flavour';

/** A catalogue food the builtin engine may fill a pattern with, and the cuisines it suits. */
export type PantryItem = { food: GeneratorFood; cuisines: readonly GeneratorCuisine[] };

export type ComposeInput = {
  /** Foods matched from the user's ingredients on hand, in the order typed. */
  onHand: readonly { food: GeneratorFood; text: string; grams?: number | null }[];
  /** Filler foods in order of preference. */
  pantry: readonly PantryItem[];
  cuisine: GeneratorCuisine;
  mealType?: GeneratorMealType | undefined;
  maxMinutes?: number | undefined;
  wishes: RecipeWishes;
  servings: number;
  exclusions: readonly FoodExclusion[];
  dietStyle?: DietStyle | undefined;
};

export type ComposedIngredient = {
  food: GeneratorFood;
  role: IngredientRole;
  quantity: number;
  unit: string;
  /** Whole recipe. */
  grams: number;
  portionText: string;
  sourceText: string | null;
};

export type ComposedRecipe = {
  pattern: RecipePattern;
  title: string;
  description: string;
  prepMinutes: number;
  cookMinutes: number;
  difficulty: RecipeDifficulty;
  tags: string[];
  steps: string[];
  ingredients: ComposedIngredient[];
  nutrition: RecipeNutrition;
  wishes: WishResult[];
  notes: string[];
};
