import { AcceptedResponseSchema } from '../auth.js';
import {
  PurchaseLookupBodySchema,
  PurchaseLookupResponseSchema,
  PurchaseSetupCodeBodySchema,
  SetupPasswordBodySchema,
  SetupPasswordResponseSchema,
  ThankYouBodySchema,
  ThankYouResponseSchema,
} from '../purchase-setup.js';
import { defineEndpoint } from './define.js';

const errors = [400, 409, 429] as const;

/** A buyer's password setup: /api/v1/purchases (no session). */
export const purchasesEndpoints = {
  lookup: defineEndpoint({
    method: 'POST',
    path: '/api/v1/purchases/lookup',
    body: PurchaseLookupBodySchema,
    status: 200,
    response: PurchaseLookupResponseSchema,
    errors,
  }),
  setupCode: defineEndpoint({
    method: 'POST',
    path: '/api/v1/purchases/setup-code',
    body: PurchaseSetupCodeBodySchema,
    status: 202,
    response: AcceptedResponseSchema,
    errors,
  }),
  thankYou: defineEndpoint({
    method: 'POST',
    path: '/api/v1/purchases/thank-you',
    body: ThankYouBodySchema,
    status: 200,
    response: ThankYouResponseSchema,
    errors,
  }),
  setupPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/purchases/setup-password',
    body: SetupPasswordBodySchema,
    status: 200,
    response: SetupPasswordResponseSchema,
    errors,
  }),
};
