import {
  endpoints,
  type AdminCoinAdjustmentBody,
  type AdminDeleteUserBody,
  type ListAdminAuditQuery,
  type ListAdminUsersQuery,
} from '@ketoflow/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

// Admin data is about other people and changes under the admin's hands: always fresh.
const fresh = { staleTime: 0 } as const;

export const adminUsersQueryOptions = (query: ListAdminUsersQuery) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ pageParam, signal }) =>
      api.call(endpoints.adminUsers.list, {
        query: { ...query, ...(pageParam && { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...fresh,
  });
export const useAdminUsers = (query: ListAdminUsersQuery) =>
  useInfiniteQuery(adminUsersQueryOptions(query));

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => api.call(endpoints.adminUsers.get, { params: { id }, signal }),
    ...fresh,
  });
export const useAdminUser = (id: string) => useQuery(adminUserQueryOptions(id));

export const useAdminLedger = (id: string) =>
  useInfiniteQuery({
    queryKey: adminKeys.ledger(id),
    queryFn: ({ pageParam, signal }) =>
      api.call(endpoints.adminUsers.ledger, {
        params: { id },
        query: { limit: 20, ...(pageParam && { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...fresh,
  });

export const useAdminAudit = (query: ListAdminAuditQuery) =>
  useInfiniteQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ pageParam, signal }) =>
      api.call(endpoints.adminAudit.list, {
        query: { ...query, ...(pageParam && { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...fresh,
  });

/** After any action: the user's page, the lists and the audit log show the change. */
function useRefreshAdmin() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.users() }),
      client.invalidateQueries({ queryKey: adminKeys.audit() }),
    ]);
}

/** Credit or debit; the key is chosen once per dialog, so a double click moves coins once. */
export function useAdjustCoins(id: string) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: { body: AdminCoinAdjustmentBody; key: string }) =>
      api.call(endpoints.adminUsers.adjustCoins, {
        params: { id },
        headers: idempotencyHeaders(input.key),
        body: input.body,
      }),
    onSettled: refresh,
  });
}

export type ReasonAction = 'ban' | 'unban' | 'sendConfirmation' | 'sendPasswordReset';

export function useReasonAction(id: string, action: ReasonAction) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (reason: string) =>
      api.call(endpoints.adminUsers[action], { params: { id }, body: { reason } }),
    onSettled: refresh,
  });
}

export function useDeleteUser(id: string) {
  const client = useQueryClient();
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (body: AdminDeleteUserBody) =>
      api.call(endpoints.adminUsers.delete, { params: { id }, body }),
    onSuccess: () => client.removeQueries({ queryKey: adminKeys.user(id) }),
    onSettled: refresh,
  });
}
