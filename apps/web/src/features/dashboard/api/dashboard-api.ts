import { endpoints } from '@ketoflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { localIsoDate } from '@ketoflow/domain';
import { api } from '../../../lib/api-client';
import { clientTimeZone } from '../../../lib/time-zone';
import { dashboardKeys } from '../../../entities/query-keys';

/** Everything the dashboard's tracking cards show, in one request. */
export function useDashboardToday(userId: string) {
  const date = localIsoDate();
  const tz = clientTimeZone();
  return useQuery({
    queryKey: dashboardKeys.today(userId, date, tz),
    // Other screens change these numbers; coming back to the dashboard must show them.
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => api.call(endpoints.dashboard.today, { query: { date, tz }, signal }),
  });
}
