import { ArrowLeft, KeyRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatFlowCoins } from '../../../lib/format';
import { ReasonActionDialog } from '../components/reason-action-dialog';
import { useAdminOrder, useSendSetupCode } from './commerce-api';
import { IpnCallRow, OrderStateBadge, orderAmount } from './order-facts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

function SendSetupCode({ orderId }: { orderId: string }) {
  const send = useSendSetupCode(orderId);
  return (
    <ReasonActionDialog
      label="Send a new set-up code"
      title="E-mail the buyer a new set-up code?"
      description="The buyer gets a one-time code to set the password of the account their purchase made. Earlier codes stop working."
      icon={KeyRound}
      done={(sent) => `Set-up code sent to ${(sent as { sentTo: string }).sentTo}`}
      run={(reason) => send.mutateAsync(reason)}
    />
  );
}

/** /admin/orders/:orderId: one order, its buyer, and every IPN call about it. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const query = useAdminOrder(orderId);
  const back = (
    <Button variant="ghost" asChild className="w-fit">
      <Link to="/admin/orders">
        <ArrowLeft aria-hidden="true" />
        All orders
      </Link>
    </Button>
  );
  if (query.isPending)
    return (
      <div className="grid gap-3">
        {back}
        <LoadingStatus>Loading the order...</LoadingStatus>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <div className="grid gap-3">
        {back}
        <QueryErrorState query={query} title="We couldn’t load this order" />
      </div>
    );
  const { order, calls } = query.data;
  return (
    <div className="grid gap-6">
      {back}
      <section aria-labelledby="order-heading" className="grid gap-4 rounded-xl border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="order-heading" className="font-mono text-2xl font-semibold break-all">
            {order.orderId}
          </h1>
          <OrderStateBadge state={order.state} />
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="Buyer">
            {order.userId ? (
              <Link
                className="text-primary underline-offset-4 hover:underline"
                to={`/admin/users/${order.userId}`}
              >
                {order.buyerEmail}
              </Link>
            ) : (
              order.buyerEmail
            )}
          </Fact>
          <Fact label="Password">
            {order.buyerHasPassword ? 'Set' : 'Not set yet (the account was made by the purchase)'}
          </Fact>
          <Fact label="Product">
            {order.productName ?? '—'} ({order.productId}, {order.plan})
          </Fact>
          <Fact label="Amount">{orderAmount(order)}</Fact>
          <Fact label="FlowCoins credited">{formatFlowCoins(order.coinsCredited)}</Fact>
          <Fact label="Payments">{order.paySequenceNo}</Fact>
          <Fact label="Subscription">{order.subscriptionStatus ?? '—'}</Fact>
          <Fact label="Ordered">{formatDateTime(order.createdAt)}</Fact>
        </dl>
        {order.userId && !order.buyerHasPassword && <SendSetupCode orderId={order.orderId} />}
      </section>
      <section aria-labelledby="calls-heading" className="grid gap-3">
        <h2 id="calls-heading" className="text-lg font-semibold">
          IPN calls about this order
        </h2>
        {calls.length === 0 ? (
          <p className="text-muted-foreground">None recorded.</p>
        ) : (
          <ul className="grid gap-2">
            {calls.map((call) => (
              <IpnCallRow key={call.id} call={call} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
