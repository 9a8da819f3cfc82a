import { CommerceConfigSchema } from '../commerce.js';
import { defineEndpoint } from './define.js';

/** What the sales page needs: /api/v1/commerce (open to signed-out visitors). */
export const commerceEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: '/api/v1/commerce/config',
    status: 200,
    response: CommerceConfigSchema,
    errors: [],
  }),
};
