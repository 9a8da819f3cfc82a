import {
  AiPaths,
  AiPriceTableSchema,
  ApiPaths,
  BodyPaths,
  FoodListSchema,
  FoodPaths,
  FoodSchema,
  MealDaySummarySchema,
  RecentFoodListSchema,
  CreateMealRequestSchema,
  CreateRecipeBodySchema,
  CreateWeightLogBodySchema,
  CurrentMealPlanSchema,
  DashboardTodaySchema,
  GenerateMealPlanBodySchema,
  GetOnboardingResponseSchema,
  MealListResponseSchema,
  MealPlanListSchema,
  MealPlanPaths,
  MealPlanSchema,
  MealSchema,
  PurchaseLookupBodySchema,
  PurchaseLookupResponseSchema,
  RecipeListSchema,
  RecipePaths,
  RecipeSchema,
  SessionResponseSchema,
  SignInBodySchema,
  SignInResponseSchema,
  SignUpBodySchema,
  SignUpResponseSchema,
  UpdateRecipeBodySchema,
  WalletSchema,
  WeightLogListSchema,
  WeightLogSchema,
  WeightSummarySchema,
} from '@ketoflow/contracts';
import type { Endpoint } from './http';

/**
 * The endpoints the route tests answer, in the shape of the contracts' endpoint table
 * (method, path pattern, body, response) that is not in packages/contracts yet. When it is,
 * each entry here becomes a reference to it (`list: contractEndpoints.meals.list`), or this
 * file a plain re-export where the names agree; tests keep writing `endpoints.meals.list`.
 * Paths are patterns: `:id` is a parameter, as in Fastify and MSW.
 */
export const endpoints = {
  auth: {
    session: { method: 'GET', path: ApiPaths.auth.session, response: SessionResponseSchema },
    signIn: {
      method: 'POST',
      path: ApiPaths.auth.signIn,
      body: SignInBodySchema,
      response: SignInResponseSchema,
    },
    signUp: {
      method: 'POST',
      path: ApiPaths.auth.signUp,
      body: SignUpBodySchema,
      status: 201,
      response: SignUpResponseSchema,
    },
  },
  purchases: {
    lookup: {
      method: 'POST',
      path: ApiPaths.purchases.lookup,
      body: PurchaseLookupBodySchema,
      response: PurchaseLookupResponseSchema,
    },
  },
  onboarding: {
    get: { method: 'GET', path: ApiPaths.onboarding, response: GetOnboardingResponseSchema },
  },
  ai: {
    prices: { method: 'GET', path: AiPaths.prices, response: AiPriceTableSchema },
  },
  foods: {
    search: { method: 'GET', path: FoodPaths.search, response: FoodListSchema },
    recent: { method: 'GET', path: FoodPaths.recent, response: RecentFoodListSchema },
    get: { method: 'GET', path: '/api/v1/foods/:id', response: FoodSchema },
  },
  dashboard: {
    today: { method: 'GET', path: '/api/v1/dashboard/today', response: DashboardTodaySchema },
  },
  wallet: {
    get: { method: 'GET', path: ApiPaths.wallet, response: WalletSchema },
  },
  recipes: {
    list: { method: 'GET', path: RecipePaths.recipes, response: RecipeListSchema },
    get: { method: 'GET', path: `${RecipePaths.recipes}/:id`, response: RecipeSchema },
    create: {
      method: 'POST',
      path: RecipePaths.recipes,
      body: CreateRecipeBodySchema,
      status: 201,
      response: RecipeSchema,
    },
    update: {
      method: 'PATCH',
      path: `${RecipePaths.recipes}/:id`,
      body: UpdateRecipeBodySchema,
      response: RecipeSchema,
    },
    remove: { method: 'DELETE', path: `${RecipePaths.recipes}/:id`, response: null },
  },
  meals: {
    list: { method: 'GET', path: '/api/v1/meals', response: MealListResponseSchema },
    summary: { method: 'GET', path: '/api/v1/meals/summary', response: MealDaySummarySchema },
    create: {
      method: 'POST',
      path: '/api/v1/meals',
      body: CreateMealRequestSchema,
      status: 201,
      response: MealSchema,
    },
  },
  mealPlans: {
    current: { method: 'GET', path: MealPlanPaths.current, response: CurrentMealPlanSchema },
    list: { method: 'GET', path: MealPlanPaths.list, response: MealPlanListSchema },
    generate: {
      method: 'POST',
      path: MealPlanPaths.list,
      body: GenerateMealPlanBodySchema,
      status: 201,
      response: MealPlanSchema,
    },
  },
  weight: {
    list: { method: 'GET', path: BodyPaths.weights, response: WeightLogListSchema },
    summary: {
      method: 'GET',
      path: BodyPaths.weightSummary,
      response: WeightSummarySchema,
    },
    create: {
      method: 'POST',
      path: BodyPaths.weights,
      body: CreateWeightLogBodySchema,
      status: 201,
      response: WeightLogSchema,
    },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;
