import {
  AdminIpnPageSchema,
  AdminIpnQuerySchema,
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  AdminOrdersQuerySchema,
  OrderIdParamsSchema,
} from '../admin-commerce.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 403] as const;

/** The admin area's orders and the IPN log (issue 13 §4); behind the admin guard. */
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
  ipnCalls: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/ipn-calls',
    query: AdminIpnQuerySchema,
    status: 200,
    response: AdminIpnPageSchema,
    errors,
  }),
};
