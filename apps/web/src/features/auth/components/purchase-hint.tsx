import { KeyRound, ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatInteger } from '../../../lib/format';

/** Shown in sign-in mode when the typed address has a purchase without a password. */
export function PurchaseHint({ coins, onSetUp }: { coins: number; onSetUp: () => void }) {
  return (
    <div className="grid gap-3 rounded-lg border border-coin/40 bg-coin-soft px-4 py-3 text-sm">
      <p role="status" className="flex items-center gap-2 font-medium">
        <ShoppingBag className="size-4 shrink-0 text-coin" aria-hidden="true" />
        <span>
          Purchase Detected (<span className="tabular-nums">{formatInteger(coins)}</span> coins)
        </span>
      </p>
      <Button type="button" variant="coin" className="w-full" onClick={onSetUp}>
        <KeyRound aria-hidden="true" />
        Set Up Your DigiStore24 Password
      </Button>
    </div>
  );
}
