import type { Nutrients } from '@ketoflow/contracts';
import { cn } from '../../lib/utils';
import { formatGramsCompact, formatInteger } from '../../lib/format';

type Macros = Pick<Nutrients, 'netCarbsG' | 'proteinG' | 'fatG' | 'energyKcal'>;

/**
 * "3.2 g net · 2 g protein · 15 g fat · 160 kcal" in the macro colours (MACRO_ROWS in
 * entities/plan/macro-targets.tsx); every figure is labelled, so colour is never the only signal.
 */
export function MacroLine({
  macros,
  suffix,
  className,
}: {
  macros: Macros;
  /** e.g. "per 100 g" */
  suffix?: string;
  className?: string;
}) {
  return (
    <span className={cn('num flex flex-wrap gap-x-2 text-xs text-muted-foreground', className)}>
      <span>
        <span className="font-medium text-carbs">{formatGramsCompact(macros.netCarbsG)} g</span> net
        carbs
      </span>
      <span>
        <span className="font-medium text-protein">{formatGramsCompact(macros.proteinG)} g</span>{' '}
        protein
      </span>
      <span>
        <span className="font-medium text-fat">{formatGramsCompact(macros.fatG)} g</span> fat
      </span>
      <span>
        <span className="font-medium text-foreground">{formatInteger(macros.energyKcal)}</span> kcal
        {suffix ? ` ${suffix}` : ''}
      </span>
    </span>
  );
}
