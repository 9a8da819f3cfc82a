import type { DashboardToday } from '@ketoflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The user's own calendar day and time zone: "today" is theirs, not the server's. */
export function localDay(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Everything the dashboard's tracking cards show, in one request. */
export function useDashboardToday(userId: string) {
  const date = localDay();
  const tz = localTimeZone();
  return useQuery({
    queryKey: ['dashboard', userId, date, tz],
    // Other screens change these numbers; coming back to the dashboard must show them.
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: ({ signal }) =>
      apiRequest<DashboardToday>('/api/v1/dashboard/today', { query: { date, tz }, signal }),
  });
}
