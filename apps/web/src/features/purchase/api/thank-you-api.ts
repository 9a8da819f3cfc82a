import { endpoints, type ThankYouParams, type ThankYouResponse } from '@ketoflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { thankYouKeys } from '../../../entities/query-keys';

/** Digistore24 may notify us a little after the redirect: ask again every 5 s, for 2 minutes. */
export const ORDER_POLL_MS = 5000;
export const ORDER_POLL_LIMIT = 24;

export function verifyThankYou(params: ThankYouParams): Promise<ThankYouResponse> {
  return api.call(endpoints.purchases.thankYou, { body: { params } });
}

/**
 * Reads the Digistore24 query of a thank-you link: every parameter, as the browser decoded
 * it (the signature covers them all), when the link is signed; otherwise null.
 */
export function readThankYouParams(search: URLSearchParams): ThankYouParams | null {
  if (!search.get('sha_sign')) return null;
  // Like PHP's $_GET, a repeated key keeps its last value.
  return Object.fromEntries(search.entries());
}

/**
 * What the thank-you link says about the purchase. While the order has not reached us it asks
 * again; `gaveUp` turns true when the polling window is over.
 */
export function useThankYou(params: ThankYouParams | null) {
  const queryClient = useQueryClient();
  const queryKey = thankYouKeys.detail(params ?? { sha_sign: '' });
  const query = useQuery({
    queryKey,
    queryFn: () => verifyThankYou(params ?? { sha_sign: '' }),
    enabled: params !== null,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data && !q.state.data.orderReceived && q.state.dataUpdateCount < ORDER_POLL_LIMIT
        ? ORDER_POLL_MS
        : false,
  });
  const updates = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = query.data?.orderReceived === false && updates >= ORDER_POLL_LIMIT;
  return { ...query, gaveUp };
}
