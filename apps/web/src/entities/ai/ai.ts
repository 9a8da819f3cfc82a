import { useQuery } from '@tanstack/react-query';
import { endpoints, IDEMPOTENCY_KEY_HEADER, type CoinAction } from '@ketoflow/contracts';
import { api } from '../../lib/api-client';
import { aiKeys } from '../query-keys';

/**
 * The AI price table and engine info, shared by every AI button (issue 5: the price is shown
 * next to each one, and results say which engine answered).
 */

export function useAiPrices() {
  return useQuery({
    queryKey: aiKeys.prices,
    queryFn: () => api.call(endpoints.ai.prices),
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
    queryFn: () => api.call(endpoints.ai.engine),
    staleTime: 60 * 60 * 1000,
  });
}

/** A fresh key for one user action; keep it for that action's retries so nothing is charged twice. */
export function newRequestKey(): string {
  return crypto.randomUUID();
}

/** Headers for a paid request made with `key`. */
export function paidRequestHeaders(key: string): { [IDEMPOTENCY_KEY_HEADER]: string } {
  return { [IDEMPOTENCY_KEY_HEADER]: key };
}
