import type { CreateMealRequestInput, Meal } from '@ketoflow/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { newLocalId, useQueuedMutation, type WriteInput } from '../../lib/outbox';
import { dashboardKeys, mealKeys } from '../query-keys';

/** How a diary entry made on the device looks until the server has it (its own numbers). */
export type MealPreview = Omit<Meal, 'id' | 'createdAt' | 'updatedAt'>;

/** A new diary entry: the request, and what the diary shows while it waits on the device. */
export type NewMeal = { body: CreateMealRequestInput; preview?: MealPreview };

/**
 * A new diary entry as a change for the device's queue (decision 040). The path is written
 * out, not taken from the endpoint table: the table builds every zod schema of the API, which
 * the dashboard's first render must not wait for (decision 025).
 */
export function mealWrite({ body, preview }: NewMeal): WriteInput {
  return {
    method: 'POST',
    path: '/api/v1/meals',
    body,
    kind: 'meal',
    localId: newLocalId(),
    preview,
    label: preview ? `${preview.title} on ${body.date}` : `A diary entry on ${body.date}`,
  };
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
  return useQueuedMutation(
    (meal: NewMeal & { body: Extract<CreateMealRequestInput, { method: 'recipe' }> }) =>
      mealWrite(meal),
    () => invalidateDiary(queryClient),
  );
}
