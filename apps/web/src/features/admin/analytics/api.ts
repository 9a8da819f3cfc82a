import { endpoints } from '@ketoflow/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminAnalyticsKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import type { DayRange } from './range';

export function adminAnalyticsQueryOptions({ from, to }: DayRange) {
  return queryOptions({
    queryKey: adminAnalyticsKeys.range(from, to),
    queryFn: ({ signal }) =>
      api.call(endpoints.adminAnalytics.get, { query: { from, to }, signal }),
  });
}

/** The analytics of a range; the previous range stays on screen while the next one loads. */
export function useAdminAnalytics(range: DayRange) {
  return useQuery({ ...adminAnalyticsQueryOptions(range), placeholderData: keepPreviousData });
}
