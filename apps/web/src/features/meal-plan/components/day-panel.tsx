import type { MealPlan, MealPlanDay, PlannedMeal } from '@ketoflow/contracts';
import { AlertTriangle, Check, CheckCircle2, Plus, Shuffle } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useLogPlannedMeal, useSwapMeal } from '../api/meal-plans-api';
import {
  formatServings,
  MEAL_TYPE_LABELS,
  shortDate,
  shortfallText,
  signedPct,
} from '../lib/format';
import { formatGramsCompact, formatKcal } from '../../../lib/format';

const BAND = 5;

/** One total against its target: the bar marks the ±5 % band; colour is never the only signal. */
function TargetRow({
  label,
  actual,
  target,
  unit,
  deviationPct,
  cap = false,
  tone,
}: {
  label: string;
  actual: number;
  target: number;
  unit: string;
  deviationPct: number | null;
  /** A ceiling (net carbs) rather than a band. */
  cap?: boolean;
  tone: string;
}) {
  const ok = cap ? actual <= target + 1e-9 : Math.abs(deviationPct ?? 0) <= BAND;
  const scale = target * (cap ? 1.25 : 1.3);
  const pct = Math.min(100, (actual / scale) * 100);
  const fmt = unit === 'kcal' ? formatKcal : formatGramsCompact;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className={cn('font-medium', tone)}>{label}</span>
        <span className="num text-muted-foreground">
          <span className="font-semibold text-foreground">{fmt(actual)}</span> / {fmt(target)}{' '}
          {unit}
          {cap ? ' cap' : ''}
          {deviationPct !== null && (
            <span className={cn('ml-2', ok ? 'text-primary' : 'text-destructive')}>
              {signedPct(deviationPct)}
            </span>
          )}
        </span>
      </div>
      <div className="relative h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn(
            'absolute inset-y-0 left-0 rounded-full',
            ok ? 'bg-primary' : 'bg-destructive',
          )}
          style={{ width: `${pct}%` }}
        />
        {/* The ±5 % band, drawn over the fill so it shows wherever the total lands. */}
        {!cap && (
          <div
            className="absolute inset-y-0 bg-foreground/25"
            style={{
              left: `${((target * (1 - BAND / 100)) / scale) * 100}%`,
              width: `${((target * (2 * BAND)) / 100 / scale) * 100}%`,
            }}
          />
        )}
        <div
          className="absolute inset-y-0 w-0.5 bg-foreground/70"
          style={{ left: `${(target / scale) * 100}%` }}
        />
      </div>
    </div>
  );
}

function MealRow({
  plan,
  day,
  meal,
  index,
  swap,
}: {
  plan: MealPlan;
  day: MealPlanDay;
  meal: PlannedMeal;
  index: number;
  /** Owned by the day: a swapped meal's row is replaced, so it cannot report its own result. */
  swap: { pending: boolean; busy: boolean; run: () => void };
}) {
  const log = useLogPlannedMeal(plan.id);
  const vars = { dayNumber: day.dayNumber, mealIndex: index };
  return (
    <li className="grid gap-3 rounded-lg border bg-background/40 p-4" data-testid="planned-meal">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {MEAL_TYPE_LABELS[meal.mealType]} · {formatServings(meal.servings)}
          </span>
          <h4 className="font-semibold text-pretty">{meal.title}</h4>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={swap.busy}
            aria-label={`Swap ${meal.title}`}
            onClick={swap.run}
          >
            {swap.pending ? <Spinner /> : <Shuffle aria-hidden="true" />}
            Swap
          </Button>
          <Button
            size="sm"
            variant={log.isSuccess ? 'secondary' : 'default'}
            disabled={log.isPending}
            // Once logged it says so; a second tap logs it again (a second portion).
            aria-label={log.isSuccess ? `Log ${meal.title} again` : `Log ${meal.title}`}
            onClick={() =>
              log.mutate(vars, {
                onSuccess: () => toast.success('Added to your diary'),
                onError: (error) =>
                  toast.error(
                    isApiError(error) ? error.message : 'Could not add it to your diary.',
                  ),
              })
            }
          >
            {log.isPending ? (
              <Spinner />
            ) : log.isSuccess ? (
              <Check aria-hidden="true" />
            ) : (
              <Plus aria-hidden="true" />
            )}
            {log.isSuccess ? 'Logged' : 'Log'}
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-4 gap-2 text-xs">
        {[
          ['Net carbs', `${formatGramsCompact(meal.macros.netCarbsG)} g`, 'text-carbs'],
          ['Protein', `${formatGramsCompact(meal.macros.proteinG)} g`, 'text-protein'],
          ['Fat', `${formatGramsCompact(meal.macros.fatG)} g`, 'text-fat'],
          ['Energy', `${formatKcal(meal.macros.energyKcal)} kcal`, 'text-calories'],
        ].map(([label, value, tone]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className={cn('truncate font-medium', tone)}>{label}</dt>
            <dd className="num truncate font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A day of the plan: totals against the targets (±5 % band), any shortfall, then its meals. */
export function DayPanel({ plan, day }: { plan: MealPlan; day: MealPlanDay }) {
  const missing = shortfallText(day);
  const swap = useSwapMeal(plan.id);
  const swapFor = (index: number) => ({
    pending:
      swap.isPending &&
      swap.variables.dayNumber === day.dayNumber &&
      swap.variables.mealIndex === index,
    busy: swap.isPending,
    run: () =>
      swap.mutate(
        { dayNumber: day.dayNumber, mealIndex: index },
        {
          onSuccess: () => toast.success('Meal swapped'),
          onError: (error) =>
            toast.error(isApiError(error) ? error.message : 'The swap did not go through.'),
        },
      ),
  });
  return (
    <section aria-labelledby={`day-${day.dayNumber}-title`} className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`day-${day.dayNumber}-title`} className="text-lg font-semibold">
          Day {day.dayNumber} · {day.dayName}{' '}
          <span className="font-normal text-muted-foreground">{shortDate(day.date)}</span>
        </h3>
        {day.onTarget ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden="true" /> On target
          </Badge>
        ) : (
          <Badge variant="destructive">
            <AlertTriangle aria-hidden="true" /> Off target
          </Badge>
        )}
      </div>
      <div className="grid gap-3">
        <TargetRow
          label="Energy"
          actual={day.totals.energyKcal}
          target={plan.targets.energyKcal}
          unit="kcal"
          deviationPct={day.energyDeviationPct}
          tone="text-calories"
        />
        <TargetRow
          label="Protein"
          actual={day.totals.proteinG}
          target={plan.targets.proteinG}
          unit="g"
          deviationPct={day.proteinDeviationPct}
          tone="text-protein"
        />
        <TargetRow
          label="Net carbs"
          actual={day.totals.netCarbsG}
          target={plan.targets.netCarbsCapG}
          unit="g"
          deviationPct={null}
          cap
          tone="text-carbs"
        />
        <p className="text-xs text-muted-foreground">
          The line marks your target, the shaded band ±5 % around it; fat fills the rest of the
          day&apos;s energy (<span className="num">{formatGramsCompact(day.totals.fatG)} g</span>{' '}
          today).
        </p>
      </div>
      {missing && (
        <p
          role="status"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
        >
          {missing} The recipes available could not close the gap; swapping a meal or adding your
          own recipes may help.
        </p>
      )}
      <ul className="grid gap-3" aria-label={`Meals of day ${day.dayNumber}`}>
        {day.meals.map((meal, index) => (
          <MealRow
            key={`${meal.recipeId}-${index}`}
            plan={plan}
            day={day}
            meal={meal}
            index={index}
            swap={swapFor(index)}
          />
        ))}
      </ul>
    </section>
  );
}
