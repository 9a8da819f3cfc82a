import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchLedgerPage } from '../../../entities/wallet/wallet';
import { walletKeys } from '../../../entities/query-keys';

export const LEDGER_PAGE_SIZE = 20;

/**
 * The whole FlowCoins history, newest first, a page at a time ("Load more" follows the
 * cursor). realtime.ts invalidates `walletKeys.ledgers(userId)` on every balance event,
 * so a purchase, refund or AI action appears here without a reload.
 */
export function useLedger(userId: string) {
  return useInfiniteQuery({
    queryKey: walletKeys.ledger(userId, LEDGER_PAGE_SIZE),
    queryFn: ({ pageParam }) => fetchLedgerPage({ limit: LEDGER_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
