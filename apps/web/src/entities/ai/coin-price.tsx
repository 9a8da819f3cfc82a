import type { CoinAction } from '@ketoflow/contracts';
import { Coins } from 'lucide-react';
import { useAiPrice } from './ai';
import { cn } from '../../lib/utils';
import { formatCoins } from '../../lib/format';

/**
 * The FlowCoins price of an AI action, shown inside or next to its button (decision 013).
 * "Free" for a zero price; nothing while the table loads, so a button never shows a wrong price.
 */
export function CoinPrice({ action, className }: { action: CoinAction; className?: string }) {
  const coins = useAiPrice(action);
  if (coins === undefined) return null;
  const text = coins === 0 ? 'Free' : formatCoins(coins);
  return (
    <span
      data-testid={`price-${action}`}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-coin/40 bg-coin-soft px-2 py-0.5 text-xs font-semibold text-coin',
        className,
      )}
    >
      <Coins className="size-3" aria-hidden="true" />
      <span className="num">{text}</span>
    </span>
  );
}
