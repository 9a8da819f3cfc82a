import { z } from 'zod';
import { ListOrdersResponseSchema } from '../commerce.js';
import { ErrorBodySchema } from '../errors.js';
import { defineEndpoint } from './define.js';

/** Digistore24's IPN: /api/v1/webhooks/digistore24. Not for the browser. */
export const webhooksEndpoints = {
  /**
   * Form fields signed with sha_sign, read as raw text; answers the plain text `OK`, or
   * `ERROR: …` with a non-2xx status (the error handler's JSON body if a hook fails first).
   */
  digistore24: defineEndpoint({
    method: 'POST',
    path: '/api/v1/webhooks/digistore24',
    body: z.string().nullish().describe('The form fields, including sha_sign'),
    kind: 'text',
    status: 200,
    response: z.string().describe('OK'),
    errors: [400, 403, 409, 500, 503],
    errorBody: z.union([z.string(), ErrorBodySchema]),
  }),
};

/** The signed-in user's Digistore24 orders: /api/v1/orders. */
export const ordersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/orders',
    status: 200,
    response: ListOrdersResponseSchema,
    errors: [401],
  }),
};
