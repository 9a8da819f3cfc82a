import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMMERCE_CONFIG_ELEMENT_ID, type CommerceConfig } from '@ketoflow/contracts';
import type { QueryClient } from '@tanstack/react-query';
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

/**
 * The configuration a public page was completed with by the server (its order forms and
 * operator are in the markup), cached before the first render: hydration then renders exactly
 * what the page shows, and nothing asks for it again. Read once; a block that is not the
 * configuration's shape (a proxy rewrote the page) is ignored and the app asks the API.
 */
export function applyServedCommerceConfig(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(COMMERCE_CONFIG_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const config = JSON.parse(element.textContent || 'null') as Partial<CommerceConfig> | null;
    if (!Array.isArray(config?.plans) || !Array.isArray(config.coinPacks) || !config.operator) {
      return;
    }
    client.setQueryData(commerceKeys.config, config);
  } catch {
    // Unreadable: the page asks for the configuration as it would without it.
  }
}
