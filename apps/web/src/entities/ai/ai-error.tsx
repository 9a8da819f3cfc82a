import { AlertTriangle, Coins } from 'lucide-react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { cn } from '../../lib/utils';
import { Button } from '../../components/ui/button';
import { formatFlowCoins } from '../../lib/format';

function costOf(error: unknown): number | null {
  if (!isApiError(error, 'INSUFFICIENT_BALANCE')) return null;
  const details = error.details as { cost?: unknown; balance?: unknown } | undefined;
  return typeof details?.cost === 'number' ? details.cost : null;
}

/** A sentence for a failed AI action; the coins were refunded unless the balance was short. */
export function aiErrorText(error: unknown): string {
  if (isApiError(error, 'INSUFFICIENT_BALANCE')) {
    const cost = costOf(error);
    return cost === null
      ? 'Insufficient balance'
      : `Insufficient balance: this costs ${formatFlowCoins(cost)}.`;
  }
  if (isApiError(error)) {
    const refunded = ['AI_TIMEOUT', 'AI_INVALID_OUTPUT', 'AI_UNAVAILABLE', 'INTERNAL'].includes(
      error.code,
    );
    return refunded ? `${error.message} Your coins were refunded.` : error.message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * Inline message under an AI button when the action failed. "Insufficient balance" always
 * offers the way to /coin-recharge to buy FlowCoins.
 */
export function AiErrorNotice({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null;
  const short = isApiError(error, 'INSUFFICIENT_BALANCE');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2 text-sm',
        short
          ? 'border-coin/40 bg-coin-soft text-foreground'
          : 'border-destructive/40 bg-destructive/10 text-foreground',
        className,
      )}
    >
      {short ? (
        <Coins className="size-4 shrink-0 text-coin" aria-hidden="true" />
      ) : (
        <AlertTriangle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">{aiErrorText(error)}</span>
      {short && (
        <Button asChild size="sm" variant="outline">
          <Link to="/coin-recharge">Recharge coins</Link>
        </Button>
      )}
    </div>
  );
}
