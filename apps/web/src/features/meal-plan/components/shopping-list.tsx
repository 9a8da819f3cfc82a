import type { MealPlan, ShoppingList } from '@ketoflow/contracts';
import { Copy, Printer, ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useShoppingList } from '../api/meal-plans-api';
import { shortDate } from '../lib/format';

/** The list as plain text, for the clipboard (a note app, a message). */
function asText(list: ShoppingList): string {
  const lines = [`Shopping list ${shortDate(list.from)} – ${shortDate(list.to)}`];
  for (const group of list.groups) {
    lines.push('', group.label.toUpperCase());
    for (const item of group.items) lines.push(`- ${item.name}: ${item.amount}`);
  }
  return lines.join('\n');
}

/**
 * What to buy for a range of the plan's days (the whole plan by default): the recipes'
 * ingredients × servings summed by food, grouped by aisle, in units a shop sells.
 */
export function ShoppingListView({ plan }: { plan: MealPlan }) {
  const [from, setFrom] = useState(plan.startsOn);
  const [to, setTo] = useState(plan.endsOn);
  const invalid = from === '' || to === '' || from > to;
  const query = useShoppingList(plan.id, from, to);
  const list = query.data;

  return (
    <section aria-labelledby="shopping-title" className="grid gap-5">
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <h3 id="shopping-title" className="sr-only">
          Shopping list
        </h3>
        <FormField label="From" className="min-w-[9rem] flex-1">
          <Input
            type="date"
            value={from}
            min={plan.startsOn}
            max={plan.endsOn}
            onChange={(e) => setFrom(e.target.value)}
          />
        </FormField>
        <FormField
          label="To"
          className="min-w-[9rem] flex-1"
          error={invalid ? 'Choose an end date on or after the start date.' : undefined}
        >
          <Input
            type="date"
            value={to}
            min={plan.startsOn}
            max={plan.endsOn}
            onChange={(e) => setTo(e.target.value)}
          />
        </FormField>
        <div className="flex gap-2">
          <Button
            variant="outline"
            disabled={!list}
            onClick={() => {
              if (!list) return;
              navigator.clipboard.writeText(asText(list)).then(
                () => toast.success('Shopping list copied'),
                () => toast.error('Copying is not allowed here; use Print instead.'),
              );
            }}
          >
            <Copy aria-hidden="true" /> Copy
          </Button>
          <Button variant="outline" disabled={!list} onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
        </div>
      </div>

      {query.isError ? (
        <QueryErrorState
          query={query}
          title="We couldn’t load the shopping list"
          headingLevel={3}
        />
      ) : !list ? (
        invalid ? null : (
          <div className="grid gap-3">
            <LoadingStatus>Loading the shopping list…</LoadingStatus>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        )
      ) : list.groups.length === 0 ? (
        <EmptyState
          icon={ShoppingBasket}
          title="Nothing to buy"
          description="No planned meals fall in these dates."
          headingLevel={3}
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2" data-testid="shopping-list">
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {shortDate(list.from)} – {shortDate(list.to)}: amounts are rounded up to what you can
            buy.
          </p>
          {list.groups.map((group) => (
            <div key={group.label} className="grid content-start gap-2 break-inside-avoid">
              <h4 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {group.label}
              </h4>
              <ul className="divide-y rounded-lg border">
                {group.items.map((item) => (
                  <li
                    key={item.foodId}
                    className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm"
                    title={`Used in: ${item.usedIn.join(', ')}`}
                  >
                    <span className="min-w-0">{item.name}</span>
                    <span className="num shrink-0 font-medium">{item.amount}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
