import { useQuery } from '@tanstack/react-query';
import { endpoints, type ListOrdersResponse } from '@ketoflow/contracts';
import { api, isApiError } from '../../../lib/api-client';
import { commerceKeys } from '../../../entities/query-keys';

export function fetchOrders(): Promise<ListOrdersResponse> {
  return api.call(endpoints.orders.list);
}

/** A server without the orders endpoint answers 404: the page then leaves the section out. */
export function isOrdersUnavailable(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The user's Digistore24 orders with their subscription status (kept fresh by realtime.ts). */
export function useOrders(userId: string | null) {
  return useQuery({
    queryKey: commerceKeys.orders(userId ?? ''),
    queryFn: fetchOrders,
    enabled: userId !== null,
  });
}
