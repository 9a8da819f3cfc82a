import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type CommerceConfig } from '@ketoflow/contracts';
import { api } from '../../lib/api-client';
import { commerceKeys } from '../query-keys';

/**
 * The server's commerce configuration (GET /api/v1/commerce/config, public): Digistore24
 * order forms per plan and coin pack, optional third-party scripts and the operator's
 * details for the legal pages. Shared by the sales, recharge and legal pages.
 */

export function fetchCommerceConfig(): Promise<CommerceConfig> {
  return api.call(endpoints.commerce.config);
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
