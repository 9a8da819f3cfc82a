import type { AdminIpnCall, AdminOrder, AdminOrderState } from '@ketoflow/contracts';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, formatFlowCoins, formatMoney } from '../../../lib/format';

export const ORDER_STATE_LABELS: Record<AdminOrderState, string> = {
  paid: 'Paid',
  rebilled: 'Rebilled',
  refunded: 'Refunded',
  charged_back: 'Charged back',
};

export function OrderStateBadge({ state }: { state: AdminOrderState }) {
  const variant = state === 'paid' || state === 'rebilled' ? 'success' : 'destructive';
  return <Badge variant={variant}>{ORDER_STATE_LABELS[state]}</Badge>;
}

export function orderAmount(order: Pick<AdminOrder, 'amount' | 'currency'>): string {
  if (order.amount === null) return '—';
  const amount = Number(order.amount);
  return order.currency ? formatMoney(amount, order.currency) : order.amount;
}

/** What an IPN call did, in words. */
export function callSummary(call: AdminIpnCall): string {
  if (!call.signatureValid) return 'Refused: the signature did not match';
  switch (call.outcome) {
    case 'handled':
      return 'Handled';
    case 'duplicate':
      return 'Already handled (a retry)';
    case 'ignored':
      return 'Ignored (an event the app does not act on)';
    case 'connection_test':
      return 'Connection test';
    case 'error':
      return `Failed on our side${call.message ? `: ${call.message}` : ''}`;
    default:
      return `Refused${call.message ? `: ${call.message}` : ''}`;
  }
}

export function IpnCallRow({ call }: { call: AdminIpnCall }) {
  const good = call.httpStatus === 200;
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-medium">{call.event ?? '(no event)'}</span>
        <Badge variant={good ? 'success' : 'destructive'}>HTTP {call.httpStatus}</Badge>
      </div>
      <p>{callSummary(call)}</p>
      <p className="text-muted-foreground">
        <time dateTime={call.receivedAt}>{formatDateTime(call.receivedAt)}</time>
        {call.orderId && <> · order {call.orderId}</>}
        {call.ipAddress && <> · from {call.ipAddress}</>}
      </p>
      {call.payload && (
        <details>
          <summary className="cursor-pointer text-primary">Fields received</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs break-all">
            {Object.entries(call.payload).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{key}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}

export function OrderSummaryLine({ order }: { order: AdminOrder }) {
  return (
    <span className="text-sm text-muted-foreground">
      {order.productName ?? order.productId} · {orderAmount(order)} ·{' '}
      {formatFlowCoins(order.coinsCredited)} · {formatDateTime(order.createdAt)}
    </span>
  );
}
