import type { Nutrients } from '@ketoflow/contracts';
import { cn } from '../../../lib/utils';
import { formatGrams, formatKcal } from '../../../lib/format';

/**
 * Net carbs, protein, fat and kcal in the app's macro colours, with their names and units
 * (colour is never the only signal). Tabular numbers keep columns steady while values change.
 */
export function MacroStrip({
  nutrients,
  size = 'sm',
  compact = false,
  className,
}: {
  nutrients: Nutrients;
  size?: 'sm' | 'lg';
  /** Short labels on phones ("Net", "kcal"), for narrow cards; full names stay for screen readers. */
  compact?: boolean;
  className?: string;
}) {
  const items = [
    {
      label: 'Net carbs',
      short: 'Net',
      value: `${formatGrams(nutrients.netCarbsG)} g`,
      tone: 'text-carbs',
    },
    {
      label: 'Protein',
      short: 'Prot.',
      value: `${formatGrams(nutrients.proteinG)} g`,
      tone: 'text-protein',
    },
    { label: 'Fat', short: 'Fat', value: `${formatGrams(nutrients.fatG)} g`, tone: 'text-fat' },
    {
      label: 'Energy',
      short: 'kcal',
      value: `${formatKcal(nutrients.energyKcal)}${compact ? '' : ' kcal'}`,
      tone: 'text-calories',
    },
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
            {compact ? (
              <>
                <span className="sm:hidden" aria-hidden="true">
                  {item.short}
                </span>
                <span className="max-sm:sr-only">{item.label}</span>
              </>
            ) : (
              item.label
            )}
          </dt>
          <dd
            className={cn(
              'num font-semibold whitespace-nowrap',
              size === 'lg' ? 'text-lg sm:text-xl' : 'text-sm',
            )}
          >
            {item.value}
            {compact && item.short === 'kcal' && <span className="max-sm:hidden"> kcal</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
