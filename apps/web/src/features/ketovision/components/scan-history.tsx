import type { FoodScan } from '@ketoflow/contracts';
import { History, ScanLine } from 'lucide-react';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useScanHistory } from '../api/food-scans-api';
import { BAND_STYLES, formatRange, formatWhen } from '../lib/format';

/** Past scans, newest first, with their photo, score and net carbs; one opens the result. */
export function ScanHistory({
  selectedId,
  onOpen,
}: {
  selectedId: string | null;
  onOpen: (scan: FoodScan) => void;
}) {
  const query = useScanHistory();
  const scans = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section
      aria-labelledby="scan-history-title"
      className="grid gap-3"
      data-tour="ketovision-history"
    >
      <h2 id="scan-history-title" className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-5 text-muted-foreground" aria-hidden="true" />
        Your scans
      </h2>
      {query.isPending ? (
        <div className="grid gap-2">
          <LoadingStatus>Loading your scans…</LoadingStatus>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-lg" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryErrorState query={query} title="We couldn’t load your scans" headingLevel={3} />
      ) : scans.length === 0 ? (
        <EmptyState
          icon={ScanLine}
          headingLevel={3}
          title="No scans yet"
          description="Your scans appear here with their keto score, so you can log them later."
        />
      ) : (
        <>
          <ul className="grid gap-2" data-testid="scan-history">
            {scans.map((scan) => {
              const band = BAND_STYLES[scan.band];
              return (
                <li key={scan.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(scan)}
                    aria-current={scan.id === selectedId ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-lg border bg-card p-2 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      scan.id === selectedId && 'border-primary',
                    )}
                  >
                    {scan.photoUrl ? (
                      <img
                        src={scan.photoUrl}
                        alt=""
                        loading="lazy"
                        className="size-12 shrink-0 rounded-md object-cover"
                      />
                    ) : (
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted">
                        <ScanLine className="size-5 text-muted-foreground" aria-hidden="true" />
                      </span>
                    )}
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate text-sm font-medium">{scan.foodType}</span>
                      <span className="num text-xs text-muted-foreground">
                        {formatWhen(scan.createdAt)} · {formatRange(scan.macros.netCarbsG, 'g')} g
                        net carbs{scan.mealId ? ' · logged' : ''}
                      </span>
                    </span>
                    <span
                      className={cn(
                        'num shrink-0 rounded-full border px-2 py-0.5 text-sm font-semibold',
                        band.soft,
                      )}
                    >
                      {scan.ketoScore}
                      <span className="sr-only"> keto score, {scan.verdict}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              className="w-fit"
            >
              {query.isFetchingNextPage && <Spinner />}
              Show older scans
            </Button>
          )}
        </>
      )}
    </section>
  );
}
