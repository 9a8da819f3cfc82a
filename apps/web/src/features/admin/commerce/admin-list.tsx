import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';

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
      <LoadMoreButton query={query} label="Load more" />
    </div>
  );
}

/**
 * The search row of an admin list: a search field that applies on Enter or the button, and
 * the list's filters beside it.
 */
export function SearchBar({
  id,
  label,
  buttonLabel,
  placeholder,
  onSearch,
  children,
}: {
  id: string;
  label: string;
  buttonLabel: string;
  placeholder?: string;
  onSearch: (q: string) => void;
  /** The filters (FilterSelects). */
  children: ReactNode;
}) {
  const [typed, setTyped] = useState('');
  return (
    <form
      role="search"
      className="grid gap-3 sm:grid-flow-col sm:grid-cols-[1fr] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            type="search"
            value={typed}
            placeholder={placeholder}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary" aria-label={buttonLabel}>
            <Search aria-hidden="true" />
          </Button>
        </div>
      </div>
      {children}
    </form>
  );
}

/** "Load more" under a keyset-paged list while the server says there is more. */
export function LoadMoreButton({
  query,
  label,
  className = 'w-full sm:w-fit',
}: {
  query: Pick<
    UseInfiniteQueryResult<unknown>,
    'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
  >;
  label: string;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage && <Spinner />}
      {label}
    </Button>
  );
}
