import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ContractBreachError, isApiError } from '../lib/api-client';
import { sessionKeys } from '../entities/query-keys';

export interface ErrorToastMeta {
  /** Dedupes the toast when several queries fail at once. */
  id: string;
  title: string;
  description: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: ErrorToastMeta };
    mutationMeta: { errorToast?: ErrorToastMeta };
  }
}

/** Data freshness: fresh 5 min, cached 10 min, 1 retry, no refetch on window focus. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || error instanceof ContractBreachError) return false;
  // A 4xx answer will not change on retry (except being rate limited, which needs time).
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

const isContractBreach = (error: unknown) => error instanceof ContractBreachError;

/** sonner loads on demand: no page needs it to paint or hydrate. */
function showErrorToast(meta: ErrorToastMeta | undefined): void {
  if (!meta) return;
  void import('sonner').then(({ toast }) =>
    toast.error(meta.title, { id: meta.id, description: meta.description }),
  );
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Any request answered 401 means the session is gone: guards then send the user to /auth.
        if (isApiError(error, 'UNAUTHENTICATED') && query.queryKey[0] !== sessionKeys.all[0]) {
          client.setQueryData(sessionKeys.all, null);
        }
        showErrorToast(query.meta?.errorToast);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isApiError(error, 'UNAUTHENTICATED')) client.setQueryData(sessionKeys.all, null);
        showErrorToast(mutation.meta?.errorToast);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        throwOnError: isContractBreach,
      },
      mutations: { retry: false, throwOnError: isContractBreach },
    },
  });
  return client;
}

/** The app's single client (providers, router loaders and non-React code share it). */
export const queryClient = createQueryClient();
