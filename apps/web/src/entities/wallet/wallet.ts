import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerPage, Wallet } from '@ketoflow/contracts';
import { api, endpointRef } from '../../lib/api-client';
import { walletKeys } from '../query-keys';

/**
 * FlowCoins wallet. The balance is read by the header pill and kept live by realtime
 * (`wallet.balance` events write straight into `walletKeys.balance(userId)`).
 */

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const walletEndpoint = endpointRef('wallet', 'get', {
  method: 'GET',
  path: '/api/v1/wallet',
  status: 200,
});
const ledgerEndpoint = endpointRef('wallet', 'ledger', {
  method: 'GET',
  path: '/api/v1/wallet/ledger',
  status: 200,
});

export function fetchWallet(): Promise<Wallet> {
  return api.call(walletEndpoint);
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
  return api.call(ledgerEndpoint, { query: params });
}

/**
 * The one way to bring the balance up to date after a paid action, done or failed (a failure
 * may have been refunded): the balance the answer carries, if any, is shown at once, then the
 * balance and the coin history are asked for again. `userId` unknown: every wallet query.
 */
export function afterPaidAction(
  queryClient: QueryClient,
  userId: string | null | undefined,
  balance?: number,
): Promise<void> {
  if (userId && balance !== undefined)
    queryClient.setQueryData<Wallet>(walletKeys.balance(userId), { balance });
  return queryClient.invalidateQueries({
    queryKey: userId ? walletKeys.user(userId) : walletKeys.all,
  });
}
