import {
  endpoints,
  type CurrentFastResponse,
  type EndFastBody,
  type StartFastBody,
  type UpdateFastBody,
} from '@ketoflow/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { logActivity } from '../../../entities/activity/activity';
import { api } from '../../../lib/api-client';
import { fastingKeys } from '../../../entities/query-keys';

/** The /current answer plus how far the server's clock is ahead of this browser's. */
export type CurrentFast = CurrentFastResponse & { clockOffsetMs: number };

export async function fetchCurrentFast(): Promise<CurrentFast> {
  const sentAt = Date.now();
  const response = await api.call(endpoints.fasting.current);
  const receivedAt = Date.now();
  // The server read its clock somewhere in between: the midpoint halves the network delay's error.
  const clockOffsetMs = Date.parse(response.serverTime) - (sentAt + receivedAt) / 2;
  return { ...response, clockOffsetMs };
}

export function currentFastQueryOptions(userId: string) {
  return queryOptions({ queryKey: fastingKeys.current(userId), queryFn: fetchCurrentFast });
}

/** How old an answer the screen takes as it opens: the page's own start data, not older. */
const CURRENT_FRESH_MS = 5_000;

export function useCurrentFast(userId: string) {
  // Another device may have started or ended the fast: check on mount, unless the answer came
  // with this very page (decision 038).
  return useQuery({
    ...currentFastQueryOptions(userId),
    staleTime: CURRENT_FRESH_MS,
    refetchOnMount: true,
  });
}

const HISTORY_PAGE = 20;

export function fastHistoryQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: fastingKeys.history(userId),
    queryFn: ({ pageParam }) =>
      api.call(endpoints.fasting.list, {
        query: { limit: HISTORY_PAGE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useFastHistory(userId: string) {
  return useInfiniteQuery(fastHistoryQueryOptions(userId));
}

export function fastingStatsQueryOptions(userId: string, tz: string) {
  return queryOptions({
    queryKey: fastingKeys.stats(userId, tz),
    queryFn: () => api.call(endpoints.fasting.stats, { query: { tz } }),
  });
}

export function useFastingStats(userId: string, tz: string) {
  return useQuery(fastingStatsQueryOptions(userId, tz));
}

/** After any change, everything about fasting may differ (current, history, stats). */
function useInvalidateFasting(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fastingKeys.user(userId) });
}

export function useStartFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useMutation({
    mutationFn: (body: StartFastBody) => api.call(endpoints.fasting.start, { body }),
    onSuccess: () =>
      logActivity({ actionType: 'feature_use', feature: 'fasting', action: 'start_fast' }),
    onSettled: invalidate,
  });
}

export function useEndFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EndFastBody }) =>
      api.call(endpoints.fasting.end, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useUpdateFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFastBody }) =>
      api.call(endpoints.fasting.update, { params: { id }, body }),
    onSettled: invalidate,
  });
}

export function useDeleteFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.fasting.remove, { params: { id } }),
    onSettled: invalidate,
  });
}
