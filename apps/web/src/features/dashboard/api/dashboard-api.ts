import { useQuery } from '@tanstack/react-query';
import { localIsoDate } from '@ketoflow/domain';
import { api, endpointRef } from '../../../lib/api-client';
import { clientTimeZone } from '../../../lib/time-zone';
import { dashboardKeys } from '../../../entities/query-keys';

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const todayEndpoint = endpointRef('dashboard', 'today', {
  method: 'GET',
  path: '/api/v1/dashboard/today',
  status: 200,
});

/** Everything the dashboard's tracking cards show, in one request. */
export function useDashboardToday(userId: string) {
  const date = localIsoDate();
  const tz = clientTimeZone();
  return useQuery({
    queryKey: dashboardKeys.today(userId, date, tz),
    // Other screens change these numbers; coming back to the dashboard must show them.
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => api.call(todayEndpoint, { query: { date, tz }, signal }),
  });
}
