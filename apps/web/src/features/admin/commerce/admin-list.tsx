import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { inputClassName } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

/** A native select styled like the inputs: filters are short lists, and it is accessible as is. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select
        className={cn(inputClassName, 'h-10 pr-8')}
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The body of a keyset-paged admin list: skeleton, error, empty, the rows, and "Load more"
 * while the server says there is more.
 */
export function PagedList<P extends { items: unknown[] }>({
  query,
  label,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  label: string;
  empty: string;
  children: (items: P['items']) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="grid gap-2">
        <LoadingStatus>Loading {label}...</LoadingStatus>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return <QueryErrorState query={query} title={`We couldn’t load the ${label}`} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <div className="grid gap-3">
      {children(items)}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage && <Spinner />}
          Load more
        </Button>
      )}
    </div>
  );
}
