import { Coins } from 'lucide-react';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { cn } from '../../../lib/utils';
import { isOrdersUnavailable, useOrders } from '../api/orders-api';
import { BalanceCard } from './balance-card';
import { LedgerHistory } from './ledger-history';
import { PricesCard } from './prices-card';
import { PurchasesSection } from './purchases-section';
import { TopUp } from './top-up';

/** /coin-recharge: live balance, prices, top-up offers, purchases and the full history. */
export function CoinRechargePage() {
  const { user } = useSession();
  const orders = useOrders(user?.id ?? null);
  const showPurchases = orders.isSuccess || (orders.isError && !isOrdersUnavailable(orders.error));
  useDocumentMeta({
    title: 'FlowCoins',
    description: 'Your FlowCoins balance, top-ups, purchases and the history of every coin.',
  });
  // The route is behind RequireAuth, so a user is always present here.
  if (!user) return null;

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-coin-soft text-coin">
          <Coins className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-0.5">
          <h1 className="text-3xl font-semibold tracking-tight">FlowCoins</h1>
          <p className="text-sm text-muted-foreground">
            The coins that pay for AI meal plans, recipes, food scans and coaching.
          </p>
        </div>
      </header>
      <div className="grid gap-10">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <BalanceCard userId={user.id} />
          <PricesCard />
        </div>
        <TopUp email={user.email} />
        <div
          className={cn(
            'grid items-start gap-6',
            showPurchases && 'lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]',
          )}
        >
          <LedgerHistory userId={user.id} />
          {showPurchases && <PurchasesSection userId={user.id} />}
        </div>
      </div>
    </main>
  );
}
