import {
  endpoints,
  type CopyMealsRequest,
  type CreateMealRequestInput,
  type Meal,
  type MealListResponse,
  type UpdateMealRequest,
} from '@ketoflow/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { logActivity } from '../../../entities/activity/activity';
import { foodKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { mealKeys } from '../../../entities/query-keys';
import { invalidateDiary, logMeal } from '../../../entities/diary/diary-api';

export function dayMealsQueryOptions(userId: string, date: string) {
  return queryOptions({
    queryKey: mealKeys.day(userId, date),
    queryFn: ({ signal }) => api.call(endpoints.meals.list, { query: { date }, signal }),
  });
}

export function daySummaryQueryOptions(userId: string, date: string) {
  return queryOptions({
    queryKey: mealKeys.summary(userId, date),
    queryFn: ({ signal }) => api.call(endpoints.meals.summary, { query: { date }, signal }),
  });
}

/** The day's entries; while another day loads, the previous one stays (no layout jump). */
export function useDayMeals(userId: string, date: string) {
  return useQuery({ ...dayMealsQueryOptions(userId, date), placeholderData: keepPreviousData });
}

export function useDaySummary(userId: string, date: string) {
  return useQuery({ ...daySummaryQueryOptions(userId, date), placeholderData: keepPreviousData });
}

/** The diary changed: its days and summaries, and the foods' "Recent" list (it reads meal items). */
function useInvalidateDiary(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      invalidateDiary(queryClient, userId),
      queryClient.invalidateQueries({ queryKey: foodKeys.all }),
    ]);
}

export function useCreateMeal(userId: string) {
  const invalidate = useInvalidateDiary(userId);
  return useMutation({
    mutationFn: (body: CreateMealRequestInput) => logMeal(body),
    onSuccess: () =>
      logActivity({ actionType: 'feature_use', feature: 'meals', action: 'log_meal' }),
    onSettled: invalidate,
  });
}

export function useUpdateMeal(userId: string) {
  const invalidate = useInvalidateDiary(userId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMealRequest }) =>
      api.call(endpoints.meals.update, { params: { id }, body }),
    onSettled: invalidate,
  });
}

/**
 * Deleting hides the entry at once (optimistic) and puts it back if the server refuses
 * (ui.md: optimistic where safe, with rollback and a toast).
 */
export function useDeleteMeal(userId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateDiary(userId);
  return useMutation({
    mutationFn: (meal: Meal) => api.call(endpoints.meals.remove, { params: { id: meal.id } }),
    onMutate: async (meal) => {
      const key = mealKeys.day(userId, meal.date);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MealListResponse>(key);
      if (previous) {
        queryClient.setQueryData<MealListResponse>(key, {
          ...previous,
          items: previous.items.filter((m) => m.id !== meal.id),
        });
      }
      return { key, previous };
    },
    onError: (_error, _meal, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: invalidate,
  });
}

export function useCopyMeals(userId: string) {
  const invalidate = useInvalidateDiary(userId);
  return useMutation({
    mutationFn: (body: CopyMealsRequest) => api.call(endpoints.meals.copy, { body }),
    onSettled: invalidate,
  });
}

export function useParseMeal() {
  return useMutation({
    mutationFn: (text: string) => api.call(endpoints.meals.parse, { body: { text } }),
  });
}
