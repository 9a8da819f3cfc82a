import {
  endpoints,
  type CopyMealsRequest,
  type Meal,
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
import { invalidateDiary, mealWrite } from '../../../entities/diary/diary-api';
import {
  editVersion,
  useQueuedMutation,
  type EditVars,
  type WriteInput,
} from '../../../lib/outbox';

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
  return useQueuedMutation(mealWrite, invalidate, () =>
    logActivity({ actionType: 'feature_use', feature: 'meals', action: 'log_meal' }),
  );
}

export function useUpdateMeal(userId: string) {
  const invalidate = useInvalidateDiary(userId);
  return useQueuedMutation(
    ({ id, body, version }: EditVars<UpdateMealRequest>): WriteInput => ({
      method: 'PATCH',
      path: endpoints.meals.update.path,
      params: { id },
      target: id,
      ...editVersion(id, version),
      body,
      kind: 'meal',
      // What the list can show of the change before the server recomputes the entry.
      preview: {
        ...(body.date && { date: body.date }),
        ...(body.mealType && { mealType: body.mealType }),
        ...(body.notes !== undefined && { notes: body.notes }),
      },
      label: 'Change to a diary entry',
    }),
    invalidate,
  );
}

/** Deleting hides the entry at once; offline, the delete waits on the device. */
export function useDeleteMeal(userId: string) {
  const invalidate = useInvalidateDiary(userId);
  return useQueuedMutation(
    (meal: Meal): WriteInput => ({
      method: 'DELETE',
      path: endpoints.meals.remove.path,
      params: { id: meal.id },
      target: meal.id,
      kind: 'meal',
      label: `Deleting ${meal.title}`,
    }),
    invalidate,
  );
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
