import {
  FoodScanPaths,
  type DescribeScanBody,
  type FoodScan,
  type FoodScanList,
  type LogFoodScanBody,
  type Meal,
  type PhotoScanResponse,
} from '@ketoflow/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { paidRequestHeaders } from '../../../entities/ai/ai';
import { api } from '../../../lib/api-client';
import { clientTimeZone } from '../../../lib/time-zone';
import { walletKeys } from '../../../entities/query-keys';
import { foodScanKeys } from '../../../entities/query-keys';
import { invalidateDiary } from '../../../entities/diary/diary-api';

const PAGE_SIZE = 12;

/**
 * POST the file itself as the body (the API takes raw image bytes, like recipe photos), with
 * the request key so a retry of the same photo is never charged twice.
 */
export function scanPhoto(file: Blob, key: string): Promise<PhotoScanResponse> {
  return api.upload<PhotoScanResponse>(FoodScanPaths.photo, file, {
    query: { tz: clientTimeZone() },
    headers: paidRequestHeaders(key),
  });
}

/** A paid action changed the balance and the history. */
function afterScan(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: foodScanKeys.all });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

export function useScanPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, key }: { file: Blob; key: string }) => scanPhoto(file, key),
    onSettled: () => afterScan(queryClient),
  });
}

export function useDescribePlate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: DescribeScanBody; key: string }) =>
      api.post<FoodScan>(FoodScanPaths.describe, body, {
        headers: paidRequestHeaders(key),
        query: { tz: clientTimeZone() },
      }),
    onSettled: () => afterScan(queryClient),
  });
}

export function useScanHistory() {
  return useInfiniteQuery({
    queryKey: foodScanKeys.list,
    queryFn: ({ pageParam }) =>
      api.get<FoodScanList>(FoodScanPaths.scans, {
        query: { limit: PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useDeleteScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(FoodScanPaths.scan(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodScanKeys.all }),
  });
}

export function useLogScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LogFoodScanBody }) =>
      api.post<Meal>(FoodScanPaths.log(id), body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foodScanKeys.all });
      void invalidateDiary(queryClient);
    },
  });
}
