import type { CoinAction } from '@ketoflow/contracts';
import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { useMemo } from 'react';
import { useAiPrices } from '../ai/ai';
import { useSession } from '../session/session';

export type CoinPrices = Readonly<Record<CoinAction, number>>;

/**
 * The FlowCoins prices the public pages quote: the live price table (the one every AI button
 * shows) once it has loaded, the shipped defaults until then. The defaults make the first
 * render, and so the prerendered HTML, complete. The API answers the table to signed-in
 * users only, so a signed-out visitor is not sent on a request that can only fail.
 */
export function useCoinPrices(): CoinPrices {
  const { user } = useSession();
  const { data } = useAiPrices({ enabled: user !== null });
  return useMemo(() => ({ ...DEFAULT_COIN_PRICES, ...data }), [data]);
}
