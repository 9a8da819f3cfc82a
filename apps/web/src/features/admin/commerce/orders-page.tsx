import { ADMIN_ORDER_STATES, type AdminOrderState } from '@ketoflow/contracts';
import { Receipt } from 'lucide-react';
import { PageHeading } from '../../../components/page-layout';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../components/filter-select';
import { PagedList, SearchBar } from './admin-list';
import { useAdminOrders } from './commerce-api';
import { ORDER_STATE_LABELS, OrderStateBadge, OrderSummaryLine } from './order-facts';

const PLANS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'mega', label: 'Mega' },
  { value: 'pack', label: 'Coin pack' },
  { value: 'unknown', label: 'Unknown product' },
] as const;
type Plan = (typeof PLANS)[number]['value'];

/** /admin/orders: Digistore24 orders, found by order id, buyer e-mail or product. */
export function OrdersPage() {
  const [q, setQ] = useState('');
  const [state, setState] = useState<AdminOrderState | ''>('');
  const [plan, setPlan] = useState<Plan | ''>('');
  const orders = useAdminOrders({ q, state: state || undefined, plan: plan || undefined });

  return (
    <div className="grid gap-6">
      <PageHeading
        icon={Receipt}
        title="Orders"
        description="Digistore24 orders: find one by order id, buyer e-mail or product."
      />
      <SearchBar
        id="orders-q"
        label="Order id, buyer e-mail or product id"
        buttonLabel="Search orders"
        placeholder="e.g. ABC123 or jane@example.com"
        onSearch={setQ}
      >
        <FilterSelect
          label="State"
          value={state}
          onChange={setState}
          options={ADMIN_ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_LABELS[s] }))}
        />
        <FilterSelect label="Plan" value={plan} onChange={setPlan} options={PLANS} />
      </SearchBar>
      <PagedList query={orders} label="orders" empty="No orders match.">
        {(items) => (
          <ul className="grid gap-2" aria-label="Orders">
            {items.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/admin/orders/${encodeURIComponent(order.orderId)}`}
                  className="grid gap-1 rounded-lg border p-3 transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-mono font-medium">{order.orderId}</span>
                    <OrderStateBadge state={order.state} />
                  </span>
                  <span className="break-all">{order.buyerEmail}</span>
                  <OrderSummaryLine order={order} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
