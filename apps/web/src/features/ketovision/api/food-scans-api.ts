import {
  endpoints,
  type DescribeScanBody,
  type LogFoodScanBody,
  type PhotoScanResponse,
} from '@ketoflow/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { logActivity } from '../../../entities/activity/activity';
import { api } from '../../../lib/api-client';
import { clientTimeZone } from '../../../lib/time-zone';
import { foodScanKeys } from '../../../entities/query-keys';
import { invalidateDiary } from '../../../entities/diary/diary-api';
import { idempotencyHeaders } from '../../../lib/idempotency';
import { afterPaidAction } from '../../../entities/wallet/wallet';

const PAGE_SIZE = 12;

/**
 * POST the file itself as the body (the API takes raw image bytes, like recipe photos), with
 * the request key so a retry of the same photo is never charged twice.
 */
export function scanPhoto(file: Blob, key: string): Promise<PhotoScanResponse> {
  return api.call(endpoints.foodScans.photo, {
    file,
    query: { tz: clientTimeZone() },
    headers: idempotencyHeaders(key),
  });
}

/** A paid action changed the balance and the history. */
function afterScan(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: foodScanKeys.all });
  void afterPaidAction(queryClient, null);
}

export function useScanPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, key }: { file: Blob; key: string }) => scanPhoto(file, key),
    onSuccess: () =>
      logActivity({ actionType: 'feature_use', feature: 'ketovision', action: 'scan_photo' }),
    onSettled: () => afterScan(queryClient),
  });
}

export function useDescribePlate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: DescribeScanBody; key: string }) =>
      api.call(endpoints.foodScans.describe, {
        body,
        headers: idempotencyHeaders(key),
        query: { tz: clientTimeZone() },
      }),
    onSuccess: () =>
      logActivity({ actionType: 'feature_use', feature: 'ketovision', action: 'describe_plate' }),
    onSettled: () => afterScan(queryClient),
  });
}

export function useScanHistory() {
  return useInfiniteQuery({
    queryKey: foodScanKeys.list,
    queryFn: ({ pageParam }) =>
      api.call(endpoints.foodScans.list, {
        query: { limit: PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDeleteScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.foodScans.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodScanKeys.all }),
  });
}

export function useLogScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LogFoodScanBody }) =>
      api.call(endpoints.foodScans.log, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foodScanKeys.all });
      void invalidateDiary(queryClient);
    },
  });
}
