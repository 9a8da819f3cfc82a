import type { OrderSummary } from '@ketoflow/contracts';
import { ShoppingBag } from 'lucide-react';
import { ErrorState } from '../../../components/data-state';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { isOrdersUnavailable, useOrders } from '../api/orders-api';
import { planName } from '../model/ledger-labels';
import { formatInteger, formatMediumDate, formatMoney } from '../../../lib/format';

const STATUS: Record<
  OrderSummary['status'],
  { label: string; variant: 'success' | 'outline' | 'destructive' }
> = {
  paid: { label: 'Paid', variant: 'success' },
  refunded: { label: 'Refunded', variant: 'outline' },
  chargeback: { label: 'Charged back', variant: 'destructive' },
};

const SUBSCRIPTION: Record<NonNullable<OrderSummary['subscriptionStatus']>, string> = {
  active: 'Subscription active',
  payment_missed: 'Payment missed: please check your Digistore24 e-mails',
  cancelled: 'Cancelled: no further payments',
  ended: 'Subscription ended',
};

function amountText(order: OrderSummary): string | null {
  if (!order.amount) return null;
  const value = Number(order.amount);
  if (!Number.isFinite(value)) return null;
  return order.currency ? formatMoney(value, order.currency) : order.amount;
}

/**
 * "Your purchases": the Digistore24 orders with their subscription status. Hidden while
 * loading and on a 404 (a server without the orders endpoint), so the page never shows a
 * broken section.
 */
export function PurchasesSection({ userId }: { userId: string }) {
  const query = useOrders(userId);
  if (query.isPending || (query.isError && isOrdersUnavailable(query.error))) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShoppingBag className="size-5 text-muted-foreground" aria-hidden="true" />
          Your purchases
        </CardTitle>
        <CardDescription>
          Manage or cancel a subscription through the link in your Digistore24 order e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <ErrorState
            title="We couldn’t load your purchases"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            headingLevel={3}
          />
        ) : query.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No purchases yet. Plans and coin packs you buy appear here with their status.
          </p>
        ) : (
          <ul className="grid gap-3">
            {query.data.items.map((order) => {
              const status = STATUS[order.status];
              const amount = amountText(order);
              return (
                <li key={order.id} className="grid gap-1.5 rounded-lg border p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">
                      {planName(order.plan) ?? order.productName ?? 'Purchase'}
                    </span>
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </div>
                  <p className="num text-muted-foreground">
                    {formatMediumDate(order.createdAt)}
                    {amount && ` · ${amount}`}
                    {` · ${formatInteger(order.coinsCredited)} coins`}
                  </p>
                  {order.subscriptionStatus && (
                    <p className="text-muted-foreground">
                      {SUBSCRIPTION[order.subscriptionStatus]}
                    </p>
                  )}
                  <p className="text-xs text-muted-foreground">Order {order.orderId}</p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
