import {
  ActivityBatchBodySchema,
  ActivityBatchResultSchema,
  ActivityPolicySchema,
  ActivitySettingsSchema,
  UpdateActivitySettingsBodySchema,
} from '../activity.js';
import { defineEndpoint } from './define.js';

/** Activity logging: /api/v1/activity (activity_logs and update_user_activity). */
export const activityEndpoints = {
  /**
   * A batch of entries, stored for the session's user. The body may also arrive as
   * `text/plain` (what `navigator.sendBeacon` sends when the page is hidden).
   */
  log: defineEndpoint({
    method: 'POST',
    path: '/api/v1/activity/logs',
    body: ActivityBatchBodySchema,
    status: 202,
    response: ActivityBatchResultSchema,
    errors: [400, 401, 413, 429],
  }),
  /** update_user_activity: the last-active time (nothing is kept when logging is off). */
  ping: defineEndpoint({
    method: 'POST',
    path: '/api/v1/activity/ping',
    status: 204,
    errors: [401, 429],
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/activity/settings',
    status: 200,
    response: ActivitySettingsSchema,
    errors: [401],
  }),
  /** Turning logging off also deletes what was logged and the last-active time. */
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/activity/settings',
    body: UpdateActivitySettingsBodySchema,
    status: 200,
    response: ActivitySettingsSchema,
    errors: [400, 401],
  }),
  /** The retention period the privacy policy states (public). */
  policy: defineEndpoint({
    method: 'GET',
    path: '/api/v1/activity/policy',
    status: 200,
    response: ActivityPolicySchema,
    errors: [],
  }),
};
