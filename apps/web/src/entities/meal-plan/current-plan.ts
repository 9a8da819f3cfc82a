import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@ketoflow/contracts';
import { api } from '../../lib/api-client';
import { useSession } from '../session/session';
import { clientTimeZone } from '../../lib/time-zone';
import { mealPlanKeys } from '../query-keys';

/**
 * The current meal plan (spec §4), shared by the header's "Day N" pill (the layout may not
 * import features) and the meal-plan feature, which invalidates `mealPlanKeys.user(userId)`
 * after it generates, swaps or deletes a plan.
 */
export function currentMealPlanQueryOptions(userId: string) {
  return queryOptions({
    queryKey: mealPlanKeys.current(userId),
    queryFn: ({ signal }) =>
      api.call(endpoints.mealPlans.current, { query: { tz: clientTimeZone() }, signal }),
  });
}

/**
 * Day N of the current plan for the header pill, or null (no plan, signed out, still loading,
 * or the request failed: spec §8 logs meal-plan load errors without a user message).
 */
export function usePlanDay(): number | null {
  const { user } = useSession();
  const query = useQuery({
    ...currentMealPlanQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
    select: (data) => data.plan?.currentDay ?? null,
  });
  return query.data ?? null;
}
