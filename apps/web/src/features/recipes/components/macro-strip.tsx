import type { Nutrients } from '@ketoflow/contracts';
import { cn } from '../../../lib/utils';
import { formatGrams, formatKcal } from '../lib/format';

/**
 * Net carbs, protein, fat and kcal in the app's macro colours, with their names and units
 * (colour is never the only signal). Tabular numbers keep columns steady while values change.
 */
export function MacroStrip({
  nutrients,
  size = 'sm',
  className,
}: {
  nutrients: Nutrients;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const items = [
    { label: 'Net carbs', value: `${formatGrams(nutrients.netCarbsG)} g`, tone: 'text-carbs' },
    { label: 'Protein', value: `${formatGrams(nutrients.proteinG)} g`, tone: 'text-protein' },
    { label: 'Fat', value: `${formatGrams(nutrients.fatG)} g`, tone: 'text-fat' },
    { label: 'Energy', value: `${formatKcal(nutrients.energyKcal)} kcal`, tone: 'text-calories' },
  ];
  return (
    <dl className={cn('grid grid-cols-4 gap-2', className)}>
      {items.map((item) => (
        <div key={item.label} className="grid min-w-0 gap-0.5">
          <dt
            className={cn(
              'truncate font-medium',
              size === 'lg' ? 'text-xs' : 'text-[0.6875rem]',
              item.tone,
            )}
          >
            {item.label}
          </dt>
          <dd
            className={cn(
              'num font-semibold whitespace-nowrap',
              size === 'lg' ? 'text-lg sm:text-xl' : 'text-sm',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
