import { useQuery } from '@tanstack/react-query';
import type { CoinAction } from '@ketoflow/contracts';
import { api, endpointRef } from '../../lib/api-client';
import { aiKeys } from '../query-keys';

// The landing and sales pages quote the live prices: references keep the endpoint table (zod)
// off those pages.
const pricesEndpoint = endpointRef('ai', 'prices', {
  method: 'GET',
  path: '/api/v1/ai/prices',
  status: 200,
});
const engineEndpoint = endpointRef('ai', 'engine', {
  method: 'GET',
  path: '/api/v1/ai/engine',
  status: 200,
});

/**
 * The AI price table and engine info, shared by every AI button (decision 013: the price is shown
 * next to each one, and results say which engine answered).
 */

export function useAiPrices() {
  return useQuery({
    queryKey: aiKeys.prices,
    queryFn: () => api.call(pricesEndpoint),
    // Prices change only with a redeploy.
    staleTime: 60 * 60 * 1000,
    select: (table) =>
      Object.fromEntries(table.items.map((item) => [item.action, item.coins])) as Partial<
        Record<CoinAction, number>
      >,
  });
}

/** The coins one action costs, or undefined while the table loads. */
export function useAiPrice(action: CoinAction): number | undefined {
  return useAiPrices().data?.[action];
}

export function useAiEngine() {
  return useQuery({
    queryKey: aiKeys.engine,
    queryFn: () => api.call(engineEndpoint),
    staleTime: 60 * 60 * 1000,
  });
}

/** A fresh key for one user action; keep it for that action's retries so nothing is charged twice. */
export function newRequestKey(): string {
  return crypto.randomUUID();
}
