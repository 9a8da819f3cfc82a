import { useQuery, queryOptions, type QueryClient } from '@tanstack/react-query';
import { localIsoDate } from '@ketoflow/domain';
import { api, endpointRef } from '../../../lib/api-client';
import { clientTimeZone } from '../../../lib/time-zone';
import { dashboardKeys } from '../../../entities/query-keys';
import { sessionQueryOptions } from '../../../entities/session/session';

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const todayEndpoint = endpointRef('dashboard', 'today', {
  method: 'GET',
  path: '/api/v1/dashboard/today',
  status: 200,
});

/**
 * Other screens change these numbers, so every visit to the dashboard reads them afresh: the
 * route's loader fetches them (prefetchDashboardToday), and the cards take an answer at most
 * this old as it is rather than asking again as they mount.
 */
const TODAY_FRESH_MS = 5_000;

function dashboardTodayQueryOptions(userId: string) {
  const date = localIsoDate();
  const tz = clientTimeZone();
  return queryOptions({
    queryKey: dashboardKeys.today(userId, date, tz),
    staleTime: TODAY_FRESH_MS,
    queryFn: ({ signal }) => api.call(todayEndpoint, { query: { date, tz }, signal }),
  });
}

/** Everything the dashboard's tracking cards show, in one request. */
export function useDashboardToday(userId: string) {
  return useQuery(dashboardTodayQueryOptions(userId));
}

/**
 * Asks for today's numbers as soon as the dashboard is navigated to (its route loader), in
 * parallel with the onboarding record the page waits for first, instead of after it
 * (decision 025). A new request unless the numbers came with this very page (decision 038):
 * a visit must show what other screens changed.
 */
export function prefetchDashboardToday(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(sessionQueryOptions)
    .then((user) => {
      if (!user) return;
      return queryClient.prefetchQuery(dashboardTodayQueryOptions(user.id));
    })
    // Only a head start: the cards ask again and show what went wrong.
    .catch(() => undefined);
}
