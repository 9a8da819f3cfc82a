import { DeleteAccountBodySchema } from '../auth.js';
import { defineEndpoint } from './define.js';

/** The account itself: /api/v1/me. */
export const accountEndpoints = {
  /** Everything the user owns as one JSON attachment (no schema: it is a dump of the rows). */
  exportAll: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/export',
    kind: 'download',
    status: 200,
    errors: [],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/me',
    body: DeleteAccountBodySchema,
    status: 204,
    errors: [400, 401],
  }),
};
