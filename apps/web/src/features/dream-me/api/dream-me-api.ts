import {
  DreamMePaths,
  type CreateDreamMeResponse,
  type DeleteDreamMeAllResponse,
  type DreamMeEligibility,
  type DreamMeList,
  type DreamMeTimeline,
  type ErrorBody,
  type ErrorCode,
  type Wallet,
} from '@ketoflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paidRequestHeaders } from '../../../lib/ai';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { walletKeys } from '../../../lib/wallet';

export const dreamMeKeys = {
  all: ['dream-me'] as const,
  eligibility: ['dream-me', 'eligibility'] as const,
  results: ['dream-me', 'results'] as const,
};

export function useDreamMeEligibility() {
  return useQuery({
    queryKey: dreamMeKeys.eligibility,
    queryFn: () => api.get<DreamMeEligibility>(DreamMePaths.eligibility),
  });
}

export function useDreamMeResults(enabled: boolean) {
  return useQuery({
    queryKey: dreamMeKeys.results,
    queryFn: () => api.get<DreamMeList>(DreamMePaths.results),
    enabled,
  });
}

async function readError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as Partial<ErrorBody> | undefined)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError({
      status: response.status,
      code: error.code as ErrorCode,
      message: error.message,
      details: error.details,
      requestId: error.requestId ?? null,
    });
  }
  return new ApiError({
    status: response.status,
    code: response.status === 413 ? 'VALIDATION_FAILED' : 'INTERNAL',
    message:
      response.status === 413
        ? 'This photo is too large. Choose a smaller one.'
        : `Dream Me failed (${response.status}).`,
  });
}

export type CreateDreamMeInput = { file: Blob; timelineDays: DreamMeTimeline; key: string };

/**
 * POST the photo itself as the body (as recipe photos are sent): no multipart, no base64.
 * The key makes a retry of the same action free.
 */
export async function createDreamMe({
  file,
  timelineDays,
  key,
}: CreateDreamMeInput): Promise<CreateDreamMeResponse> {
  let response: Response;
  try {
    response = await fetch(`${DreamMePaths.results}?timelineDays=${timelineDays}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
        ...paidRequestHeaders(key),
      },
      body: file,
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  if (!response.ok) throw await readError(response);
  return (await response.json()) as CreateDreamMeResponse;
}

export function useCreateDreamMe() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: createDreamMe,
    onSuccess: (created) => {
      if (user) {
        queryClient.setQueryData<Wallet>(walletKeys.balance(user.id), {
          balance: created.balance,
        });
      }
      queryClient.setQueryData<DreamMeList>(dreamMeKeys.results, (list) => ({
        items: [created.result, ...(list?.items ?? []).filter((r) => r.id !== created.result.id)],
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export function useDeleteDreamMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(DreamMePaths.result(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dreamMeKeys.results }),
  });
}

export function useDeleteAllDreamMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<DeleteDreamMeAllResponse>(DreamMePaths.results),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dreamMeKeys.results }),
  });
}
