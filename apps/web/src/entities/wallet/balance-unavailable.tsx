import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** Shown where the FlowCoins balance could not be loaded: what happened, and a retry. */
export function BalanceUnavailable({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="alert">
      Your balance is unavailable right now.
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </p>
  );
}
