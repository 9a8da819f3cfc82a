import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWalletBalance } from '../../../entities/wallet/wallet';
import { BalanceUnavailable } from '../../../entities/wallet/balance-unavailable';
import { formatInteger } from '../../../lib/format';

/** The live FlowCoins balance (realtime events update it in place) and the way to recharge. */
export function CoinBalanceCard({ userId }: { userId: string }) {
  const { data: balance, isPending, isError, refetch, isFetching } = useWalletBalance(userId);
  return (
    <Card className="border-coin/40" data-tour="dashboard-coins">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="size-5 text-coin" aria-hidden="true" />
          FlowCoins
        </CardTitle>
        <CardDescription>
          AI features cost a few coins each. You see the price first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex min-h-12 items-baseline gap-2">
          {balance !== undefined ? (
            <>
              <span className="num text-4xl font-semibold tracking-tight text-coin">
                {formatInteger(balance)}
              </span>
              <span className="text-sm text-muted-foreground">
                {balance === 1 ? 'coin' : 'coins'}
              </span>
            </>
          ) : isPending && !isError ? (
            <Skeleton className="h-10 w-28 bg-coin/20" />
          ) : (
            <BalanceUnavailable onRetry={() => void refetch()} retrying={isFetching} />
          )}
        </div>
        {balance === 0 && (
          <p className="text-sm text-muted-foreground">
            You have no coins yet. Recharge to use AI recipes, meal plans and food scans.
          </p>
        )}
        <Button asChild variant="coin" className="w-full sm:w-fit">
          <Link to="/coin-recharge">Recharge coins</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
