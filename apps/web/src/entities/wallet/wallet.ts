import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type LedgerPage, type Wallet } from '@ketoflow/contracts';
import { api } from '../../lib/api-client';
import { walletKeys } from '../query-keys';

/**
 * FlowCoins wallet. The balance is read by the header pill and kept live by realtime
 * (`wallet.balance` events write straight into `walletKeys.balance(userId)`).
 */

export function fetchWallet(): Promise<Wallet> {
  return api.call(endpoints.wallet.get);
}

export function walletBalanceQueryOptions(userId: string) {
  return queryOptions({ queryKey: walletKeys.balance(userId), queryFn: fetchWallet });
}

/** The user's coin balance (`undefined` while loading or on error). */
export function useWalletBalance(userId: string | null) {
  return useQuery({
    ...walletBalanceQueryOptions(userId ?? ''),
    enabled: userId !== null,
    select: (wallet) => wallet.balance,
  });
}

export function fetchLedgerPage(params: { limit: number; cursor?: string }): Promise<LedgerPage> {
  return api.call(endpoints.wallet.ledger, { query: params });
}
