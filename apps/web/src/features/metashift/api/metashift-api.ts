import { endpoints, type ActivateMetashiftBody } from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { metashiftKeys } from '../../../entities/query-keys';

export function metashiftQueryOptions(userId: string, tz: string) {
  return queryOptions({
    queryKey: metashiftKeys.state(userId, tz),
    // The server creates the row (inactive) on this first read.
    queryFn: () => api.call(endpoints.metashift.get, { query: { tz } }),
  });
}

/** How old an answer the screen takes as it opens: the page's own start data, not older. */
const STATE_FRESH_MS = 5_000;

export function useMetashift(userId: string, tz: string) {
  // The day changes at midnight: refresh whenever the screen opens, unless the answer came
  // with this very page (decision 038).
  return useQuery({
    ...metashiftQueryOptions(userId, tz),
    staleTime: STATE_FRESH_MS,
    refetchOnMount: true,
  });
}

export function useActivateMetashift(userId: string, tz: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivateMetashiftBody) =>
      api.call(endpoints.metashift.activate, { query: { tz }, body }),
    onSuccess: (state) => queryClient.setQueryData(metashiftKeys.state(userId, tz), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: metashiftKeys.user(userId) }),
  });
}

export function useDeactivateMetashift(userId: string, tz: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.metashift.deactivate, { query: { tz } }),
    onSuccess: (state) => queryClient.setQueryData(metashiftKeys.state(userId, tz), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: metashiftKeys.user(userId) }),
  });
}
