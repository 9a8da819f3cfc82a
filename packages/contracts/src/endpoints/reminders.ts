import { IdParamsSchema } from '../common.js';
import {
  PushDeviceSchema,
  PushDevicesSchema,
  PushSubscribeBodySchema,
  ReminderSettingsSchema,
  ReminderTimeZoneBodySchema,
  RenamePushDeviceBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
  UpdateReminderSettingsBodySchema,
} from '../reminder-settings.js';
import { defineEndpoint } from './define.js';

/** Reminder settings: /api/v1/reminders. */
export const remindersEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/v1/reminders/settings',
    status: 200,
    response: ReminderSettingsSchema,
    errors: [401],
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/reminders/settings',
    body: UpdateReminderSettingsBodySchema,
    status: 200,
    response: ReminderSettingsSchema,
    errors: [400, 401],
  }),
  setTimeZone: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/reminders/time-zone',
    body: ReminderTimeZoneBodySchema,
    status: 200,
    response: ReminderSettingsSchema,
    errors: [400, 401],
  }),
  /**
   * One-click unsubscribe from the weekly e-mail (RFC 8058): works signed out, the token names
   * the person and is signed by the server.
   */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/v1/reminders/unsubscribe',
    query: UnsubscribeQuerySchema,
    status: 200,
    response: UnsubscribeResultSchema,
    errors: [400],
  }),
};

/** Devices that get reminders by Web Push: /api/v1/push/devices. */
export const pushEndpoints = {
  devices: defineEndpoint({
    method: 'GET',
    path: '/api/v1/push/devices',
    status: 200,
    response: PushDevicesSchema,
    errors: [401],
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/v1/push/devices',
    body: PushSubscribeBodySchema,
    status: 201,
    response: PushDeviceSchema,
    errors: [400, 401],
  }),
  rename: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/push/devices/:id',
    params: IdParamsSchema,
    body: RenamePushDeviceBodySchema,
    status: 200,
    response: PushDeviceSchema,
    errors: [400, 401, 404],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/push/devices/:id',
    params: IdParamsSchema,
    status: 204,
    errors: [401, 404],
  }),
};
