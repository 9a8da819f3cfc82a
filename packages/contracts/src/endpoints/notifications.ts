import { IdParamsSchema } from '../common.js';
import { NotificationListSchema, UnreadCountSchema } from '../notifications.js';
import { defineEndpoint } from './define.js';

/** The in-app inbox: /api/v1/notifications. */
export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/notifications',
    status: 200,
    response: NotificationListSchema,
    errors: [401],
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/v1/notifications/:id/read',
    params: IdParamsSchema,
    status: 200,
    response: UnreadCountSchema,
    errors: [401, 404],
  }),
  markAllRead: defineEndpoint({
    method: 'POST',
    path: '/api/v1/notifications/read-all',
    status: 200,
    response: UnreadCountSchema,
    errors: [401],
  }),
};
