import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, endpointRef } from '../../lib/api-client';
import { useSession } from '../session/session';
import { clientTimeZone } from '../../lib/time-zone';
import { mealPlanKeys } from '../query-keys';

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const currentEndpoint = endpointRef('mealPlans', 'current', {
  method: 'GET',
  path: '/api/v1/meal-plans/current',
  status: 200,
});

/**
 * The current meal plan (the newest complete one not yet ended), shared by the header's
 * "Day N" pill (the layout may not import features) and the meal-plan feature, which
 * invalidates `mealPlanKeys.user(userId)` after it generates, swaps or deletes a plan.
 */
export function currentMealPlanQueryOptions(userId: string) {
  return queryOptions({
    queryKey: mealPlanKeys.current(userId),
    queryFn: ({ signal }) => api.call(currentEndpoint, { query: { tz: clientTimeZone() }, signal }),
  });
}

/**
 * Day N of the current plan for the header pill, or null (no plan, signed out, still loading,
 * or the request failed: a meal-plan load error is logged, never shown).
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
