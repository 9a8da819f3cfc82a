import type { MacroTargets } from '@ketoflow/contracts';
import { KCAL_PER_G } from '@ketoflow/domain';
import { Flame } from 'lucide-react';
import { cn } from '../../lib/utils';
import { formatInteger } from '../../lib/format';

interface MacroRow {
  key: 'netCarbsG' | 'proteinG' | 'fatG';
  label: string;
  kcalPerGram: number;
  text: string;
  bg: string;
}

/** The macro colours used everywhere: carbs amber, protein violet, fat teal. */
export const MACRO_ROWS: readonly MacroRow[] = [
  {
    key: 'netCarbsG',
    label: 'Net carbs',
    kcalPerGram: KCAL_PER_G.carbs,
    text: 'text-carbs',
    bg: 'bg-carbs',
  },
  {
    key: 'proteinG',
    label: 'Protein',
    kcalPerGram: KCAL_PER_G.protein,
    text: 'text-protein',
    bg: 'bg-protein',
  },
  { key: 'fatG', label: 'Fat', kcalPerGram: KCAL_PER_G.fat, text: 'text-fat', bg: 'bg-fat' },
];

const percentFormat = new Intl.NumberFormat(undefined, {
  style: 'percent',
  maximumFractionDigits: 0,
});

/** Share of the day's energy from each macro (0–1), from grams and Atwater factors. */
function energyShares(targets: MacroTargets): Record<MacroRow['key'], number> {
  const kcal = MACRO_ROWS.map((row) => targets[row.key] * row.kcalPerGram);
  const total = kcal.reduce((sum, value) => sum + value, 0) || 1;
  return {
    netCarbsG: (kcal[0] ?? 0) / total,
    proteinG: (kcal[1] ?? 0) / total,
    fatG: (kcal[2] ?? 0) / total,
  };
}

/**
 * Daily targets: calories, then net carbs, protein and fat in their colours, each with its
 * unit and share of energy, plus one bar that shows the split. Labels carry the meaning;
 * colour only repeats it.
 */
export function MacroTargetsGrid({
  targets,
  className,
}: {
  targets: MacroTargets;
  className?: string;
}) {
  const shares = energyShares(targets);
  return (
    <div className={cn('grid gap-4', className)}>
      <div className="flex items-end justify-between gap-3 rounded-lg bg-muted/60 px-4 py-3">
        <div className="grid gap-0.5">
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Flame className="size-4 text-calories" aria-hidden="true" />
            Calories
          </span>
          <span className="num text-3xl font-semibold tracking-tight">
            {formatInteger(targets.calories)}
            <span className="ml-1 text-base font-medium text-muted-foreground">kcal</span>
          </span>
        </div>
        <span className="pb-1 text-xs text-muted-foreground">a day</span>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {MACRO_ROWS.map((row) => (
          <div key={row.key} className="grid gap-1 rounded-lg border px-3 py-2.5">
            <dt className={cn('flex items-center gap-1.5 text-xs font-medium', row.text)}>
              <span aria-hidden="true" className={cn('size-2 rounded-full', row.bg)} />
              {row.label}
            </dt>
            <dd className="num text-xl font-semibold">
              {formatInteger(targets[row.key])}
              <span className="ml-0.5 text-sm font-medium text-muted-foreground">g</span>
            </dd>
            <dd className="num text-xs text-muted-foreground">
              {percentFormat.format(shares[row.key])} of energy
            </dd>
          </div>
        ))}
      </dl>
      <div
        className="flex h-2 w-full overflow-hidden rounded-full bg-muted"
        role="img"
        aria-label={`Energy split: ${MACRO_ROWS.map(
          (row) => `${row.label} ${percentFormat.format(shares[row.key])}`,
        ).join(', ')}`}
      >
        {MACRO_ROWS.map((row) => (
          <span key={row.key} className={row.bg} style={{ width: `${shares[row.key] * 100}%` }} />
        ))}
      </div>
    </div>
  );
}
