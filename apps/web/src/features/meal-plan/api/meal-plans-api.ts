import { endpoints, type GenerateMealPlanBody, type MealPlan } from '@ketoflow/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentMealPlanQueryOptions } from '../../../entities/meal-plan/current-plan';
import { useUserId } from '../../../entities/session/session';
import { clientTimeZone } from '../../../lib/time-zone';
import { mealPlanKeys } from '../../../entities/query-keys';
import { invalidateDiary } from '../../../entities/diary/diary-api';
import { idempotencyHeaders } from '../../../lib/idempotency';
import { afterPaidAction } from '../../../entities/wallet/wallet';

export function useCurrentMealPlan() {
  const userId = useUserId();
  return useQuery({ ...currentMealPlanQueryOptions(userId), enabled: userId !== '' });
}

export function useMealPlan(id: string | null) {
  const userId = useUserId();
  return useQuery(
    queryOptions({
      queryKey: mealPlanKeys.detail(userId, id ?? ''),
      queryFn: ({ signal }) =>
        api.call(endpoints.mealPlans.get, {
          params: { id: id ?? '' },
          query: { tz: clientTimeZone() },
          signal,
        }),
      enabled: userId !== '' && id !== null,
    }),
  );
}

export function useMealPlans() {
  const userId = useUserId();
  return useQuery({
    queryKey: mealPlanKeys.list(userId),
    queryFn: ({ signal }) =>
      api.call(endpoints.mealPlans.list, { query: { tz: clientTimeZone() }, signal }),
    enabled: userId !== '',
  });
}

export function useShoppingList(id: string, from: string, to: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: mealPlanKeys.shopping(userId, id, from, to),
    queryFn: ({ signal }) =>
      api.call(endpoints.mealPlans.shoppingList, { params: { id }, query: { from, to }, signal }),
    enabled: userId !== '' && from !== '' && to !== '' && from <= to,
    placeholderData: keepPreviousData,
  });
}

/** Paid: the key is the caller's, kept for a retry of the same action (never charged twice). */
export function useGenerateMealPlan() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: GenerateMealPlanBody; key: string }) =>
      api.call(endpoints.mealPlans.generate, {
        body,
        query: { tz: clientTimeZone() },
        headers: idempotencyHeaders(key),
      }),
    onSuccess: (plan) => {
      queryClient.setQueryData(mealPlanKeys.detail(userId, plan.id), plan);
      return Promise.all([
        // The current plan, the list and the header's Day N pill.
        queryClient.invalidateQueries({ queryKey: mealPlanKeys.user(userId) }),
        afterPaidAction(queryClient, userId),
      ]);
    },
    onError: () => afterPaidAction(queryClient, userId),
  });
}

/** Free: re-solves the day; the stored plan changes, so every view of it refetches. */
export function useSwapMeal(planId: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dayNumber, mealIndex }: { dayNumber: number; mealIndex: number }) =>
      api.call(endpoints.mealPlans.swap, {
        params: { id: planId, dayNumber },
        body: { mealIndex },
      }),
    onSuccess: (day) => {
      const patch = (plan: MealPlan | undefined) =>
        plan && {
          ...plan,
          days: plan.days.map((d) => (d.dayNumber === day.dayNumber ? day : d)),
          daysOnTarget:
            plan.daysOnTarget -
            Number(plan.days.find((d) => d.dayNumber === day.dayNumber)?.onTarget ?? false) +
            Number(day.onTarget),
        };
      queryClient.setQueryData<MealPlan>(mealPlanKeys.detail(userId, planId), patch);
      return queryClient.invalidateQueries({ queryKey: mealPlanKeys.user(userId) });
    },
  });
}

export function useLogPlannedMeal(planId: string) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dayNumber, mealIndex }: { dayNumber: number; mealIndex: number }) =>
      api.call(endpoints.mealPlans.logMeal, { params: { id: planId, dayNumber, mealIndex } }),
    onSuccess: () => invalidateDiary(queryClient, userId),
  });
}

export function useDeleteMealPlan() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.mealPlans.remove, { params: { id } }),
    onSuccess: (_none, id) => {
      // Gone for good: drop it rather than refetch it into a 404.
      queryClient.removeQueries({ queryKey: mealPlanKeys.detail(userId, id) });
      return queryClient.invalidateQueries({ queryKey: mealPlanKeys.user(userId) });
    },
  });
}
