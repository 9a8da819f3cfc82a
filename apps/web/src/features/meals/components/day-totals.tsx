import type { MacroProgress, MealDaySummary } from '@ketoflow/contracts';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { formatGrams, formatKcal } from '../../../lib/format';

type Row = {
  key: keyof MealDaySummary['progress'];
  label: string;
  unit: 'g' | 'kcal';
  bar: string;
  /** Net carbs are a ceiling; the others are aims. */
  limit: boolean;
};

const ROWS: readonly Row[] = [
  { key: 'netCarbsG', label: 'Net carbs', unit: 'g', bar: 'bg-carbs', limit: true },
  { key: 'proteinG', label: 'Protein', unit: 'g', bar: 'bg-protein', limit: false },
  { key: 'fatG', label: 'Fat', unit: 'g', bar: 'bg-fat', limit: false },
  { key: 'energyKcal', label: 'Calories', unit: 'kcal', bar: 'bg-calories', limit: false },
];

function fmt(value: number, unit: Row['unit']): string {
  return unit === 'g' ? `${formatGrams(value)} g` : `${formatKcal(value)} kcal`;
}

/** "7.7 g left", "3.1 g over", "on target": words, not colour alone. */
function statusText(p: MacroProgress, row: Row): string {
  if (p.remaining === null) return '';
  if (p.status === 'over') return `${fmt(-p.remaining, row.unit)} over`;
  if (row.limit) return `${fmt(p.remaining, row.unit)} left`;
  if (p.status === 'on_target') return 'On target';
  return `${fmt(p.remaining, row.unit)} to go`;
}

function ProgressRow({ row, p }: { row: Row; p: MacroProgress }) {
  const over = p.status === 'over';
  const warn = over && row.limit;
  const percent = p.percent ?? 0;
  const labelId = `day-total-${row.key}`;
  return (
    <div className="grid content-start gap-1.5" data-testid={`day-total-${row.key}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {row.label}
        </span>
        {p.target !== null && <span className="num text-xs text-muted-foreground">{percent}%</span>}
      </div>
      <p className="num text-sm leading-tight">
        <span className="font-semibold" data-testid="consumed">
          {fmt(p.consumed, row.unit)}
        </span>
        {p.target !== null && (
          <span className="text-muted-foreground"> / {fmt(p.target, row.unit)}</span>
        )}
      </p>
      {p.target !== null && (
        <>
          <div
            role="meter"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={Math.max(100, percent)}
            aria-valuenow={percent}
            aria-valuetext={`${fmt(p.consumed, row.unit)} of ${fmt(p.target, row.unit)}, ${statusText(p, row)}`}
            className="relative h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none',
                warn ? 'bg-destructive' : row.bar,
              )}
              style={{ width: `${Math.min(100, percent)}%` }}
            />
          </div>
          <p
            className={cn(
              'flex items-start gap-1 text-xs',
              warn ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            {warn ? (
              <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            ) : p.status === 'on_target' ? (
              <CheckCircle2 className="mt-px size-3.5 shrink-0 text-primary" aria-hidden="true" />
            ) : null}
            {warn ? `Over your limit by ${fmt(-(p.remaining ?? 0), row.unit)}` : statusText(p, row)}
          </p>
        </>
      )}
    </div>
  );
}

/** The day's totals against the onboarding targets, with over/under in words and bars. */
export function DayTotals({ summary }: { summary: MealDaySummary | undefined }) {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Day totals</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        {summary ? (
          <>
            <div className="grid grid-cols-2 gap-x-5 gap-y-4 lg:grid-cols-1">
              {ROWS.map((row) => (
                <ProgressRow key={row.key} row={row} p={summary.progress[row.key]} />
              ))}
            </div>
            {summary.targets === null && (
              <p className="text-xs text-muted-foreground">
                <Link to="/onboarding" className="text-primary underline-offset-4 hover:underline">
                  Complete your plan
                </Link>{' '}
                to compare the day with your targets.
              </p>
            )}
          </>
        ) : (
          <div className="grid grid-cols-2 gap-x-5 gap-y-4 lg:grid-cols-1">
            {ROWS.map((row) => (
              <Skeleton key={row.key} className="h-[4.75rem] rounded-md" />
            ))}
          </div>
        )}
        <p className="flex gap-1.5 border-t pt-3 text-xs text-muted-foreground">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            Net carbs = total carbohydrate − fibre − sugar alcohols (the US label convention).
            Numbers come from the food database and the amounts you log.
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
