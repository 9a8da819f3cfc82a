import { Coins } from 'lucide-react';

/** The FlowCoins balance shown on the sample screens of the public pages. */
export function CoinAmountPill({ amount }: { amount: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-coin/40 bg-coin-soft px-2.5 py-1 text-xs font-semibold text-coin">
      <Coins className="size-3.5" aria-hidden="true" />
      <span className="num">{amount}</span> FlowCoins
    </span>
  );
}
