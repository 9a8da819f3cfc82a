import { endpoints, type AdminEmailDetail, type AdminEmailsQuery } from '@ketoflow/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCommerceKeys } from '../../../entities/query-keys';
import { api } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, activeFilters } from '../commerce/commerce-api';

export function useOutbox(filters: Omit<AdminEmailsQuery, 'cursor' | 'limit'>) {
  const query = activeFilters(filters);
  return useInfiniteQuery({
    queryKey: adminCommerceKeys.emails(query),
    queryFn: ({ pageParam }) =>
      api.call(endpoints.adminOutbox.list, {
        query: { ...query, limit: ADMIN_PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useOutboxEmail(id: string | null) {
  return useQuery({
    queryKey: adminCommerceKeys.email(id ?? ''),
    queryFn: () => api.call(endpoints.adminOutbox.get, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.call(endpoints.adminOutbox.resend, { params: { id }, body: { reason } }),
    // The preview shows the new state at once; a delivered message's text is no longer kept.
    onSuccess: (after, { id }) =>
      queryClient.setQueryData(adminCommerceKeys.email(id), (old: AdminEmailDetail | undefined) =>
        old ? { ...old, ...after, body: after.status === 'sent' ? null : old.body } : old,
      ),
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: adminCommerceKeys.email(id) });
      void queryClient.invalidateQueries({ queryKey: adminCommerceKeys.allEmails });
    },
  });
}
