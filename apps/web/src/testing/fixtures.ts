import type {
  AuthUser,
  Food,
  Meal,
  Nutrients,
  OnboardingResponse,
  Recipe,
  RecipeSummary,
} from '@ketoflow/contracts';

/**
 * Contract-typed sample data. Each builder returns a valid wire object; tests override only
 * the fields their story is about.
 */

const CREATED_AT = '2025-01-06T08:00:00.000Z';

export function aUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'sam@example.com',
    emailVerified: true,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function someNutrients(overrides: Partial<Nutrients> = {}): Nutrients {
  return {
    energyKcal: 0,
    proteinG: 0,
    fatG: 0,
    saturatedFatG: 0,
    carbohydrateG: 0,
    fiberG: 0,
    sugarsG: 0,
    sugarAlcoholsG: 0,
    sodiumMg: 0,
    netCarbsG: 0,
    ...overrides,
  };
}

/** A finished onboarding: 80 kg → 72 kg, metric, targets 25 g net carbs / 1800 kcal. */
export function anOnboarding(overrides: Partial<OnboardingResponse> = {}): OnboardingResponse {
  return {
    id: 'onboarding-1',
    answers: {
      name: 'Sam',
      sex: 'female',
      birthYear: 1990,
      units: 'metric',
      heightCm: 170,
      currentWeightKg: 80,
      goalWeightKg: 72,
      activityLevel: 'light',
      mainGoal: 'lose_weight',
      pace: 'steady',
      dietStyle: 'omnivore',
      exclusions: [],
      allergiesNote: '',
      mealsPerDay: 3,
      fastingExperience: 'none',
      safetyFlags: [],
    },
    plan: {
      age: 35,
      bmr: 1500,
      tdee: 2100,
      targets: { netCarbsG: 25, proteinG: 100, fatG: 140, calories: 1800 },
      bmi: 27.7,
      bmiCategory: 'overweight',
      goalDate: null,
      weeksToGoal: null,
      projection: [],
      projectionNote: 'An estimate.',
      cautions: [],
    },
    aiSummary: 'A steady keto start.',
    summaryProvenance: { engine: 'builtin', model: null },
    completedAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}

const recipeNutrition = {
  total: someNutrients({ energyKcal: 900, proteinG: 50, fatG: 70, carbohydrateG: 8, netCarbsG: 4 }),
  perServing: someNutrients({
    energyKcal: 450,
    proteinG: 25,
    fatG: 35,
    carbohydrateG: 4,
    netCarbsG: 2,
  }),
};

export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'recipe-1',
    title: 'Avocado egg bake',
    description: 'Eggs baked in avocado halves.',
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 15,
    totalMinutes: 20,
    difficulty: 'easy',
    tags: ['breakfast'],
    nutrition: recipeNutrition,
    verdict: { level: 'very_keto', label: 'Very keto', description: 'At most 5 g net carbs.' },
    photoUrl: null,
    isStarter: false,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    steps: ['Bake at 200 °C for 15 minutes.'],
    ingredients: [
      { foodId: 'usda-egg', name: 'Egg, whole, raw', quantity: 4, unit: 'large', grams: 200 },
    ],
    ...overrides,
  };
}

/** The list form of a recipe (no steps or ingredient lines). */
export function summaryOf(recipe: Recipe): RecipeSummary {
  const { steps: _steps, ingredients, ...rest } = recipe;
  return { ...rest, ingredientCount: ingredients.length };
}

export function aFood(overrides: Partial<Food> = {}): Food {
  return {
    id: 'usda-egg',
    name: 'Egg, whole, raw',
    description: null,
    brand: null,
    category: 'eggs',
    source: 'usda',
    sourceLabel: 'USDA FoodData Central, SR Legacy (2018)',
    labelConvention: null,
    fdcId: 171287,
    barcode: null,
    per100g: someNutrients({
      energyKcal: 143,
      proteinG: 12.6,
      fatG: 9.5,
      carbohydrateG: 0.7,
      netCarbsG: 0.7,
    }),
    portions: [{ label: 'large', grams: 50 }],
    isCustom: false,
    ...overrides,
  };
}

export function aMeal(overrides: Partial<Meal> = {}): Meal {
  return {
    id: 'meal-1',
    date: '2025-01-06',
    mealType: 'breakfast',
    method: 'food',
    title: 'Egg, whole, raw',
    servings: 1,
    recipeId: null,
    notes: null,
    macros: someNutrients({ energyKcal: 143, proteinG: 12.6, fatG: 9.5, netCarbsG: 0.7 }),
    items: [],
    createdAt: CREATED_AT,
    updatedAt: '2025-01-06T07:00:00.000Z',
    ...overrides,
  };
}
