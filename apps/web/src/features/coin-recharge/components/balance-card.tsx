import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { ArrowDown, Coins, Info } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { useWalletBalance } from '../../../entities/wallet/wallet';
import { BalanceUnavailable } from '../../../entities/wallet/balance-unavailable';
import { formatInteger } from '../../../lib/format';

/** "Enough for 3 seven-day meal plans or 18 food scans." — what a balance means in practice. */
function affordText(balance: number): string | null {
  const plans = Math.floor(balance / DEFAULT_COIN_PRICES.meal_plan_7);
  const scans = Math.floor(balance / DEFAULT_COIN_PRICES.food_scan);
  if (scans < 1) return null;
  const scanText = `${formatInteger(scans)} ${scans === 1 ? 'food scan' : 'food scans'}`;
  if (plans < 1) return `Enough for ${scanText} or FlowBrain messages.`;
  const planText = `${formatInteger(plans)} ${plans === 1 ? '7-day meal plan' : '7-day meal plans'}`;
  return `Enough for ${planText}, or ${scanText}.`;
}

/** The live balance: realtime events write new balances into the cache, so it updates in place. */
export function BalanceCard({ userId }: { userId: string }) {
  const { data: balance, isPending, isError, refetch, isFetching } = useWalletBalance(userId);
  return (
    <Card className="border-coin/40" data-tour="coins-balance">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="size-5 text-coin" aria-hidden="true" />
          Your balance
        </CardTitle>
        <CardDescription>Updates live when coins arrive or are spent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex min-h-14 items-baseline gap-2" aria-live="polite">
          {balance !== undefined ? (
            <>
              <span
                className={cn(
                  'num text-5xl font-semibold tracking-tight',
                  balance < 0 ? 'text-destructive' : 'text-coin',
                )}
              >
                {formatInteger(balance)}
              </span>
              <span className="text-muted-foreground">
                {Math.abs(balance) === 1 ? 'FlowCoin' : 'FlowCoins'}
              </span>
            </>
          ) : isPending && !isError ? (
            <Skeleton className="h-12 w-32 bg-coin/20" />
          ) : (
            <BalanceUnavailable onRetry={() => void refetch()} retrying={isFetching} />
          )}
        </div>
        {balance !== undefined && balance < 0 && (
          <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              Your balance is below zero because a refund or chargeback took back coins that had
              already been spent. Nothing is wrong with your account: AI features resume as soon as
              your balance is positive again, after a top-up or your next renewal.
            </span>
          </p>
        )}
        {balance === 0 && (
          <p className="text-sm text-muted-foreground">
            You have no coins right now. Top up below to use AI recipes, meal plans and food scans.
          </p>
        )}
        {balance !== undefined && balance > 0 && (
          <p className="text-sm text-muted-foreground">{affordText(balance)}</p>
        )}
        <Button asChild variant="coin" className="w-full sm:w-fit">
          <a href="#top-up">
            <ArrowDown aria-hidden="true" />
            Top up
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
