import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** One side of the comparison: a titled card whose items each carry a cross or a tick. */
function ComparisonColumn({
  title,
  items,
  good,
}: {
  title: ReactNode;
  items: readonly string[];
  good: boolean;
}) {
  const Icon = good ? Check : X;
  return (
    <div
      className={cn('rounded-2xl border p-6', good ? 'border-primary/40 bg-primary/5' : 'bg-card')}
    >
      <h3 className="text-lg font-semibold">{title}</h3>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-sm">
            <span
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
                good ? 'bg-primary/15 text-primary' : 'bg-destructive/15 text-destructive',
              )}
            >
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Pain (or struggle) versus benefit: two lists side by side, the second one marked as the
 * way out. The cross and tick are decoration; the column titles say which is which.
 */
export function ComparisonLists({
  pain,
  benefit,
}: {
  pain: { title: ReactNode; items: readonly string[] };
  benefit: { title: ReactNode; items: readonly string[] };
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <ComparisonColumn title={pain.title} items={pain.items} good={false} />
      <ComparisonColumn title={benefit.title} items={benefit.items} good />
    </div>
  );
}
