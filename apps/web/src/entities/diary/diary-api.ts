import type { CreateMealRequestInput, Meal } from '@ketoflow/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, endpointRef } from '../../lib/api-client';
import { dashboardKeys, mealKeys } from '../query-keys';

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const createMealEndpoint = endpointRef('meals', 'create', {
  method: 'POST',
  path: '/api/v1/meals',
  status: 201,
});

export function logMeal(body: CreateMealRequestInput): Promise<Meal> {
  return api.call(createMealEndpoint, { body });
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
