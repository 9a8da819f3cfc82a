import { ADMIN_ORDER_STATES, type AdminOrderState } from '@ketoflow/contracts';
import { Receipt, Search } from 'lucide-react';
import { PageHeading } from '../../../components/page-layout';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FilterSelect } from '../components/filter-select';
import { PagedList } from './admin-list';
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
  const [typed, setTyped] = useState('');
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
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="orders-q">Order id, buyer e-mail or product id</Label>
          <div className="flex gap-2">
            <Input
              id="orders-q"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="e.g. ABC123 or jane@example.com"
            />
            <Button type="submit" variant="secondary" aria-label="Search orders">
              <Search aria-hidden="true" />
            </Button>
          </div>
        </div>
        <FilterSelect
          label="State"
          value={state}
          onChange={setState}
          options={ADMIN_ORDER_STATES.map((s) => ({ value: s, label: ORDER_STATE_LABELS[s] }))}
        />
        <FilterSelect label="Plan" value={plan} onChange={setPlan} options={PLANS} />
      </form>
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
