import { endpoints, type CreateMealRequestInput, type Meal } from '@ketoflow/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { dashboardKeys, mealKeys } from '../query-keys';

export function logMeal(body: CreateMealRequestInput): Promise<Meal> {
  return api.call(endpoints.meals.create, { body });
}

/**
 * Something was logged to (or removed from) the diary, wherever that happened: the diary's
 * days and summaries and the dashboard's totals refetch when next shown. Without `userId`,
 * every cached user's (the caller need not know the signed-in user).
 */
export function invalidateDiary(queryClient: QueryClient, userId?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: userId === undefined ? mealKeys.all : mealKeys.user(userId),
    }),
    queryClient.invalidateQueries({
      queryKey: userId === undefined ? dashboardKeys.all : dashboardKeys.user(userId),
    }),
  ]);
}

/** One tap from a recipe to the diary: the diary's own endpoint, method "recipe". */
export function useLogRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Extract<CreateMealRequestInput, { method: 'recipe' }>) => logMeal(body),
    onSuccess: () => invalidateDiary(queryClient),
  });
}
