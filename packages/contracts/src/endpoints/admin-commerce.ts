import {
  AdminIpnPageSchema,
  AdminIpnQuerySchema,
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  AdminOrdersQuerySchema,
  OrderIdParamsSchema,
  SetupCodeSentSchema,
} from '../admin-commerce.js';
import { AdminReasonBodySchema } from '../admin-users.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 403] as const;

/** The admin area's orders and the IPN log (decision 024); behind the admin guard. */
export const adminCommerceEndpoints = {
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/orders',
    query: AdminOrdersQuerySchema,
    status: 200,
    response: AdminOrderPageSchema,
    errors,
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/orders/:orderId',
    params: OrderIdParamsSchema,
    status: 200,
    response: AdminOrderDetailSchema,
    errors: [...errors, 404],
  }),
  /** E-mails the buyer a new set-up code (a buyer who never set a password). */
  sendSetupCode: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/orders/:orderId/setup-code',
    params: OrderIdParamsSchema,
    body: AdminReasonBodySchema,
    status: 202,
    response: SetupCodeSentSchema,
    errors: [...errors, 404, 409],
  }),
  ipnCalls: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/ipn-calls',
    query: AdminIpnQuerySchema,
    status: 200,
    response: AdminIpnPageSchema,
    errors,
  }),
};
