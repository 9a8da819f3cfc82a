import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommerceConfig } from '@ketoflow/contracts';
import { api, endpointRef } from '../../lib/api-client';
import { commerceKeys } from '../query-keys';

/**
 * The server's commerce configuration (GET /api/v1/commerce/config, public): Digistore24
 * order forms per plan and coin pack, optional third-party scripts and the operator's
 * details for the legal pages. Shared by the sales, recharge and legal pages.
 */

// Read by the public sales and legal pages: a reference keeps the endpoint table (zod) out.
const configEndpoint = endpointRef('commerce', 'config', {
  method: 'GET',
  path: '/api/v1/commerce/config',
  status: 200,
});

export function fetchCommerceConfig(): Promise<CommerceConfig> {
  return api.call(configEndpoint);
}

export const commerceConfigQueryOptions = queryOptions({
  queryKey: commerceKeys.config,
  queryFn: fetchCommerceConfig,
  // Read once at server start: it does not change while the page is open.
  staleTime: Infinity,
});

export function useCommerceConfig() {
  return useQuery(commerceConfigQueryOptions);
}
