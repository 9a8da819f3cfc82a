import { endpoints, type AdminIpnQuery, type AdminOrdersQuery } from '@ketoflow/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { adminCommerceKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';

export const ADMIN_PAGE_SIZE = 25;

type Filters<Q> = Omit<Q, 'cursor' | 'limit'>;

/** Drops empty filters, so "All" and "" never reach the query string or the cache key. */
export function activeFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}

export function useAdminOrders(filters: Filters<AdminOrdersQuery>) {
  const query = activeFilters(filters);
  return useInfiniteQuery({
    queryKey: adminCommerceKeys.orders(query),
    queryFn: ({ pageParam }) =>
      api.call(endpoints.adminCommerce.orders, {
        query: { ...query, limit: ADMIN_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAdminOrder(orderId: string) {
  return useQuery({
    queryKey: adminCommerceKeys.order(orderId),
    queryFn: () => api.call(endpoints.adminCommerce.order, { params: { orderId } }),
  });
}

export function useIpnCalls(filters: Filters<AdminIpnQuery>) {
  const query = activeFilters(filters);
  return useInfiniteQuery({
    queryKey: adminCommerceKeys.ipnCalls(query),
    queryFn: ({ pageParam }) =>
      api.call(endpoints.adminCommerce.ipnCalls, {
        query: { ...query, limit: ADMIN_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSendSetupCode(orderId: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      api.call(endpoints.adminCommerce.sendSetupCode, { params: { orderId }, body: { reason } }),
  });
}
