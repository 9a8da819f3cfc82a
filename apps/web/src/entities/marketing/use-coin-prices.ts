import type { CoinAction } from '@ketoflow/contracts';
import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { useMemo } from 'react';
import { useAiPrices } from '../ai/ai';

export type CoinPrices = Readonly<Record<CoinAction, number>>;

/**
 * The FlowCoins prices the public pages quote: the live price table (public, the one every AI
 * button shows) once it has loaded, the shipped defaults until then. The defaults make the
 * first render, and so the prerendered HTML, complete.
 */
export function useCoinPrices(): CoinPrices {
  const { data } = useAiPrices();
  return useMemo(() => ({ ...DEFAULT_COIN_PRICES, ...data }), [data]);
}
