import { IdParamsSchema } from '../common.js';
import { AdminReasonBodySchema } from '../admin-users.js';
import {
  AdminEmailDetailSchema,
  AdminEmailPageSchema,
  AdminEmailSchema,
  AdminEmailsQuerySchema,
} from '../admin-outbox.js';
import { defineEndpoint } from './define.js';

/** The e-mail outbox (decision 024); behind the admin guard. */
export const adminOutboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/emails',
    query: AdminEmailsQuerySchema,
    status: 200,
    response: AdminEmailPageSchema,
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/emails/:id',
    params: IdParamsSchema,
    status: 200,
    response: AdminEmailDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  /** Sends a failed message again; 409 when it is not a failed one, 503 without SMTP. */
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/emails/:id/resend',
    params: IdParamsSchema,
    body: AdminReasonBodySchema,
    status: 200,
    response: AdminEmailSchema,
    errors: [400, 401, 403, 404, 409, 503],
  }),
};
