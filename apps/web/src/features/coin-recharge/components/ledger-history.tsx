import type { LedgerEntry, OrderSummary } from '@ketoflow/contracts';
import { History } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useLedger } from '../api/ledger-api';
import { useOrders } from '../api/orders-api';
import { describeEntry } from '../model/ledger-labels';
import { formatInteger } from '../../../lib/format';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function signed(amount: number): string {
  // A real minus sign, so "−5" reads as a debit next to "+25".
  return amount > 0 ? `+${formatInteger(amount)}` : `−${formatInteger(Math.abs(amount))}`;
}

function EntryRow({
  entry,
  orders,
}: {
  entry: LedgerEntry;
  orders: ReadonlyMap<string, OrderSummary>;
}) {
  const { title, detail } = describeEntry(entry, orders);
  const credit = entry.amount > 0;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">{title}</span>
        {detail && <span className="truncate text-sm text-muted-foreground">{detail}</span>}
        <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
          {dateTime.format(new Date(entry.createdAt))}
        </time>
      </div>
      <div className="grid shrink-0 justify-items-end gap-0.5 text-right">
        <span className={cn('num font-semibold', credit ? 'text-primary' : 'text-destructive')}>
          <span className="sr-only">{credit ? 'Credit' : 'Debit'} </span>
          {signed(entry.amount)}
          <span className="sr-only"> coins</span>
        </span>
        <span className="num text-xs text-muted-foreground">
          Balance {formatInteger(entry.balanceAfter)}
        </span>
      </div>
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div className="grid gap-4 py-2" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center justify-between gap-4">
          <div className="grid gap-1.5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-5 w-12" />
        </div>
      ))}
    </div>
  );
}

/** Every coin movement, newest first, with "Load more" (cursor pages). */
export function LedgerHistory({ userId }: { userId: string }) {
  const ledger = useLedger(userId);
  const orders = useOrders(userId);
  const ordersById = useMemo(
    () => new Map((orders.data?.items ?? []).map((order) => [order.orderId, order])),
    [orders.data],
  );
  const entries = useMemo(
    () => ledger.data?.pages.flatMap((page) => page.items) ?? [],
    [ledger.data],
  );

  return (
    <Card data-tour="coins-history">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-muted-foreground" aria-hidden="true" />
          History
        </CardTitle>
        <CardDescription>Every coin that came in or went out, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {ledger.isPending ? (
          <>
            <LoadingStatus>Loading your coin history…</LoadingStatus>
            <HistorySkeleton />
          </>
        ) : ledger.isError && entries.length === 0 ? (
          <QueryErrorState title="We couldn’t load your history" query={ledger} headingLevel={3} />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={History}
            title="No coin movements yet"
            description="Coins you receive or spend will be listed here."
            headingLevel={3}
          />
        ) : (
          <div className="grid gap-3">
            <ul className="divide-y">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} orders={ordersById} />
              ))}
            </ul>
            {ledger.isFetchNextPageError && (
              <p role="alert" className="text-sm text-destructive">
                We couldn’t load more entries. Please try again.
              </p>
            )}
            {ledger.hasNextPage && (
              <Button
                variant="outline"
                className="w-full sm:w-fit sm:justify-self-center"
                onClick={() => void ledger.fetchNextPage()}
                disabled={ledger.isFetchingNextPage}
              >
                {ledger.isFetchingNextPage && <Spinner />}
                Load more
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
