import type { NotificationList, UnreadCount } from '@ketoflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, endpointRef } from '../../lib/api-client';
import { notificationKeys } from '../query-keys';

/**
 * The in-app inbox behind the header's bell: every reminder lands here, also for people who
 * never turned on push. Kept live by realtime (`notification.new` refreshes it).
 */

const listEndpoint = endpointRef('notifications', 'list', {
  method: 'GET',
  path: '/api/v1/notifications',
  status: 200,
});
const markReadEndpoint = endpointRef('notifications', 'markRead', {
  method: 'POST',
  path: '/api/v1/notifications/:id/read',
  status: 200,
});
const markAllReadEndpoint = endpointRef('notifications', 'markAllRead', {
  method: 'POST',
  path: '/api/v1/notifications/read-all',
  status: 200,
});

export function inboxQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationKeys.inbox(userId),
    queryFn: (): Promise<NotificationList> => api.call(listEndpoint),
  });
}

export function useInbox(userId: string) {
  return useQuery(inboxQueryOptions(userId));
}

/** Marks one notice (or, without an id, every notice) read; the bell's count follows at once. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null): Promise<UnreadCount> =>
      id === null ? api.call(markAllReadEndpoint) : api.call(markReadEndpoint, { params: { id } }),
    onMutate: (id) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(notificationKeys.inbox(userId), (inbox) => {
        if (!inbox) return inbox;
        if (id === null) {
          return {
            items: inbox.items.map((notice) => ({ ...notice, readAt: notice.readAt ?? now })),
            unread: 0,
          };
        }
        const target = inbox.items.find((notice) => notice.id === id && notice.readAt === null);
        if (!target) return inbox;
        return {
          items: inbox.items.map((notice) =>
            notice === target ? { ...notice, readAt: now } : notice,
          ),
          unread: Math.max(0, inbox.unread - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox(userId) }),
  });
}
