import { AlertTriangle, RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { loadErrorText } from '../lib/load-error';
import { cn } from '../lib/utils';

export interface ErrorStateProps {
  title?: string;
  error?: unknown;
  description?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
  headingLevel?: 1 | 2 | 3;
}

/** Tells screen readers that a screen is loading (its skeleton is for the eyes). */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <span className="sr-only" role="status">
      {children}
    </span>
  );
}

/** Error state of a data screen or card: what happened, and a retry button. */
export function ErrorState({
  title = 'We couldn’t load this',
  error,
  description,
  onRetry,
  retrying = false,
  className,
  headingLevel = 2,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid gap-1">
          <Heading className="font-semibold">{title}</Heading>
          <p className="text-sm text-muted-foreground">{description ?? loadErrorText(error)}</p>
        </div>
      </div>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Try again
        </Button>
      )}
    </div>
  );
}

/** The part of a query result that QueryErrorState reads (a TanStack Query result fits). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** ErrorState for a failed query: its error, and "Try again" refetches it. */
export function QueryErrorState({
  query,
  ...props
}: Omit<ErrorStateProps, 'error' | 'onRetry' | 'retrying'> & { query: RetryableQuery }) {
  return (
    <ErrorState
      {...props}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** Empty state: what this is, and what to do first (with one button). */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}
