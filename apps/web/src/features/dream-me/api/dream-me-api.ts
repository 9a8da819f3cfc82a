import {
  endpoints,
  type CreateDreamMeResponse,
  type DreamMeList,
  type DreamMeTimeline,
} from '@ketoflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../entities/session/session';
import { dreamMeKeys } from '../../../entities/query-keys';
import { idempotencyHeaders } from '../../../lib/idempotency';
import { afterPaidAction } from '../../../entities/wallet/wallet';

export function useDreamMeEligibility() {
  return useQuery({
    queryKey: dreamMeKeys.eligibility,
    queryFn: () => api.call(endpoints.dreamMe.eligibility),
  });
}

export function useDreamMeResults(enabled: boolean) {
  return useQuery({
    queryKey: dreamMeKeys.results,
    queryFn: () => api.call(endpoints.dreamMe.list),
    enabled,
  });
}

export type CreateDreamMeInput = { file: Blob; timelineDays: DreamMeTimeline; key: string };

/**
 * POST the photo itself as the body (as recipe photos are sent): no multipart, no base64.
 * The key makes a retry of the same action free.
 */
export function createDreamMe({
  file,
  timelineDays,
  key,
}: CreateDreamMeInput): Promise<CreateDreamMeResponse> {
  return api.call(endpoints.dreamMe.create, {
    file,
    query: { timelineDays },
    headers: idempotencyHeaders(key),
  });
}

export function useCreateDreamMe() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: createDreamMe,
    onSuccess: (created) => {
      void afterPaidAction(queryClient, user?.id, created.balance);
      queryClient.setQueryData<DreamMeList>(dreamMeKeys.results, (list) => ({
        items: [created.result, ...(list?.items ?? []).filter((r) => r.id !== created.result.id)],
      }));
    },
    onError: () => afterPaidAction(queryClient, user?.id),
  });
}

export function useDeleteDreamMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.dreamMe.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dreamMeKeys.results }),
  });
}

export function useDeleteAllDreamMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.dreamMe.removeAll),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dreamMeKeys.results }),
  });
}
