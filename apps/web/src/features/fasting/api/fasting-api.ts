import {
  endpoints,
  type CurrentFastResponse,
  type EndFastBody,
  type Fast,
  type StartFastBody,
  type UpdateFastBody,
} from '@ketoflow/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { logActivity } from '../../../entities/activity/activity';
import { api } from '../../../lib/api-client';
import {
  editVersion,
  newLocalId,
  useQueuedMutation,
  type EditVars,
  type QueuedWrite,
  type WriteInput,
} from '../../../lib/outbox';
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

/**
 * Starting and ending a fast go through the device's queue (decision 040). The times are
 * written into the request when the person taps, so a fast started or ended offline keeps
 * the moment it really began or ended, not the moment of the sync.
 */
export function useStartFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useQueuedMutation(
    ({ body, targetHours }: { body: StartFastBody; targetHours: number }): WriteInput => {
      const startedAt = body.startedAt ?? new Date().toISOString();
      const localId = newLocalId();
      return {
        method: 'POST',
        path: endpoints.fasting.start.path,
        body: { ...body, startedAt },
        kind: 'fast',
        localId,
        preview: {
          id: localId,
          protocol: body.protocol,
          targetHours,
          startedAt,
          endedAt: null,
          note: body.note ?? null,
          durationHours: null,
          completed: null,
          createdAt: startedAt,
          updatedAt: startedAt,
        } satisfies Fast,
        label: `A ${targetHours} h fast`,
      };
    },
    invalidate,
    () => logActivity({ actionType: 'feature_use', feature: 'fasting', action: 'start_fast' }),
  );
}

export function useEndFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useQueuedMutation(
    ({ id, body }: { id: string; body: EndFastBody }): WriteInput => ({
      method: 'POST',
      path: endpoints.fasting.end.path,
      params: { id },
      target: id,
      body: { ...body, endedAt: body.endedAt ?? new Date().toISOString() },
      kind: 'fast',
      label: 'Ending a fast',
    }),
    invalidate,
  );
}

/**
 * The running fast as the person left it: a fast started on this device and not sent yet is
 * running; one ended on this device is over.
 */
export function withQueuedFasts(current: CurrentFast, writes: readonly QueuedWrite[]): CurrentFast {
  let fast = current.fast;
  for (const write of writes) {
    if (write.path === endpoints.fasting.start.path && write.preview) fast = write.preview as Fast;
    else if (write.path === endpoints.fasting.end.path && fast?.id === write.target) fast = null;
  }
  return fast === current.fast ? current : { ...current, fast };
}

export function useUpdateFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useQueuedMutation(
    ({ id, body, version }: EditVars<UpdateFastBody>): WriteInput => ({
      method: 'PATCH',
      path: endpoints.fasting.update.path,
      params: { id },
      target: id,
      ...editVersion(id, version),
      body,
      kind: 'fast',
      label: 'Change to a fast',
    }),
    invalidate,
  );
}

export function useDeleteFast(userId: string) {
  const invalidate = useInvalidateFasting(userId);
  return useQueuedMutation(
    (id: string): WriteInput => ({
      method: 'DELETE',
      path: endpoints.fasting.remove.path,
      params: { id },
      target: id,
      kind: 'fast',
      label: 'Deleting a fast',
    }),
    invalidate,
  );
}
