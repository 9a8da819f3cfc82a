import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { useWalletBalance } from '../../entities/wallet/wallet';
import { formatInteger } from '../../lib/format';

/** FlowCoins balance → /coin-recharge. Live: realtime.ts writes new balances into the cache. */
export function CoinPill({ userId, className }: { userId: string; className?: string }) {
  const { data: balance, isPending, isError } = useWalletBalance(userId);
  const shown = balance === undefined ? null : formatInteger(balance);
  const label =
    shown === null ? 'FlowCoins balance unavailable, recharge' : `${shown} FlowCoins, recharge`;

  return (
    <Link
      to="/coin-recharge"
      aria-label={label}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border border-coin/40 bg-coin-soft px-3 text-sm font-semibold text-coin transition-colors hover:border-coin/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <Coins className="size-4" aria-hidden="true" />
      {isPending && !isError ? (
        <Skeleton className="h-4 w-8 bg-coin/20" />
      ) : (
        <span className="num min-w-[2ch] text-right">{shown ?? '–'}</span>
      )}
      <span className="font-medium">FlowCoins</span>
    </Link>
  );
}
