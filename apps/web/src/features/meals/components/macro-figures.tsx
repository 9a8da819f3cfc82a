import type { Nutrients } from '@ketoflow/contracts';
import { cn } from '../../../lib/utils';
import { formatGrams, formatKcal } from '../../../lib/format';

type Macros = Pick<Nutrients, 'netCarbsG' | 'proteinG' | 'fatG' | 'energyKcal'>;

const FIGURES = [
  { key: 'netCarbsG', label: 'Net carbs', short: 'Net C', unit: 'g', className: 'text-carbs' },
  { key: 'proteinG', label: 'Protein', short: 'Prot', unit: 'g', className: 'text-protein' },
  { key: 'fatG', label: 'Fat', short: 'Fat', unit: 'g', className: 'text-fat' },
  { key: 'energyKcal', label: 'Calories', short: 'kcal', unit: 'kcal', className: 'text-calories' },
] as const;

/**
 * Net carbs, protein, fat and kcal of an entry, a row or a section, always in the same order
 * and colours (MACRO_ROWS in entities/plan/macro-targets.tsx). Each figure carries its label,
 * so colour is never the only signal.
 */
export function MacroFigures({
  macros,
  className,
  size = 'sm',
}: {
  macros: Macros;
  className?: string;
  size?: 'sm' | 'xs';
}) {
  return (
    <dl
      className={cn(
        'grid grid-cols-4 gap-x-2 tabular-nums',
        size === 'xs' ? 'text-xs' : 'text-sm',
        className,
      )}
    >
      {FIGURES.map((f) => (
        <div key={f.key} className="grid min-w-0">
          <dt className={cn('truncate text-[0.7rem] font-medium', f.className)}>
            <span className="sm:hidden" aria-hidden="true">
              {f.short}
            </span>
            <span className="max-sm:sr-only">{f.label}</span>
          </dt>
          <dd className="num truncate">
            {f.key === 'energyKcal' ? formatKcal(macros[f.key]) : formatGrams(macros[f.key])}
            {f.unit === 'g' ? (
              <span className="text-muted-foreground"> g</span>
            ) : (
              <span className="text-muted-foreground max-sm:hidden"> kcal</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
