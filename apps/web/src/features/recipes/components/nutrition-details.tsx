import type { Nutrients } from '@ketoflow/contracts';
import { type ReactNode } from 'react';
import { formatGrams, formatKcal } from '../../../lib/format';

export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </span>
  );
}

/** The label facts beyond the four macros, per serving. */
export function NutritionDetails({ n }: { n: Nutrients }) {
  const rows: [string, string][] = [
    ['Total carbohydrate', `${formatGrams(n.carbohydrateG)} g`],
    ['Fibre', `${formatGrams(n.fiberG)} g`],
    ['Sugar alcohols', `${formatGrams(n.sugarAlcoholsG)} g`],
    ['Sugars', `${formatGrams(n.sugarsG)} g`],
    ['Saturated fat', `${formatGrams(n.saturatedFatG)} g`],
    ['Sodium', `${formatKcal(n.sodiumMg)} mg`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2 border-b border-dashed py-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="num font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
