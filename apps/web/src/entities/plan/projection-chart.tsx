import type { PersonalPlan, Units } from '@ketoflow/contracts';
import { formatLongDate, formatWeight, weightInUnits } from '@ketoflow/domain';
import { useId } from 'react';
import { cn } from '../../lib/utils';
import { formatInteger } from '../../lib/format';

type Point = PersonalPlan['projection'][number];

const W = 320;
const H = 160;
const PAD = { top: 16, right: 8, bottom: 26, left: 34 };
const DAY_MS = 86_400_000;

const monthYear = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Which part of the three-year curve to draw: to a little past the goal, else one year. */
function visibleDays(points: readonly Point[], goalDay: number | null): number {
  const last = points.at(-1)?.day ?? 0;
  if (goalDay !== null) return Math.min(last, Math.max(56, Math.ceil((goalDay * 1.2) / 7) * 7));
  return Math.min(last, 365);
}

function daysBetween(startIso: string, endIso: string): number {
  return Math.round(
    (Date.parse(`${endIso}T00:00:00Z`) - Date.parse(`${startIso}T00:00:00Z`)) / DAY_MS,
  );
}

export interface ProjectionChartProps {
  points: readonly Point[];
  goalWeightKg: number;
  units: Units;
  /** ISO date (YYYY-MM-DD) of day 0: when the plan was made. */
  startDate: string;
  goalDate: string | null;
  /** How the projection was made (plan.projectionNote), shown under the chart. */
  note?: string;
  className?: string;
}

/**
 * The NIH-model weight curve as a small inline SVG line (no chart library): day 0 to a
 * little past the goal date, with the goal as a dashed line. Labelled as an estimate.
 */
export function ProjectionChart({
  points,
  goalWeightKg,
  units,
  startDate,
  goalDate,
  note,
  className,
}: ProjectionChartProps) {
  const titleId = useId();
  const goalDay = goalDate ? daysBetween(startDate, goalDate) : null;
  const lastDay = visibleDays(points, goalDay);
  const shown = points.filter((p) => p.day <= lastDay);
  if (shown.length < 2) return null;

  const values = shown.map((p) => weightInUnits(p.weightKg, units));
  const goal = weightInUnits(goalWeightKg, units);
  const showGoalLine = goalDay !== null || goal < Math.max(...values);
  const lo = Math.min(...values, ...(showGoalLine ? [goal] : []));
  const hi = Math.max(...values, ...(showGoalLine ? [goal] : []));
  const span = Math.max(hi - lo, units === 'imperial' ? 4 : 2);
  const yMin = lo - span * 0.12;
  const yMax = hi + span * 0.12;

  const x = (day: number) => PAD.left + (day / lastDay) * (W - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + ((yMax - value) / (yMax - yMin)) * (H - PAD.top - PAD.bottom);

  const path = shown
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.day).toFixed(1)},${y(values[i] ?? 0).toFixed(1)}`)
    .join(' ');
  const area = `${path} L${x(lastDay).toFixed(1)},${(H - PAD.bottom).toFixed(1)} L${x(0).toFixed(1)},${(H - PAD.bottom).toFixed(1)} Z`;

  const start = shown[0];
  const end = shown.at(-1);
  const endDateIso = new Date(Date.parse(`${startDate}T00:00:00Z`) + lastDay * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const goalPoint = goalDay !== null ? shown.find((p) => p.day === goalDay) : undefined;
  const startWeight = start ? formatWeight(start.weightKg, units) : '';
  const endWeight = end ? formatWeight(end.weightKg, units) : '';
  const description =
    goalDate && goalDay !== null
      ? `Estimated weight: from ${startWeight} now to ${formatWeight(goalWeightKg, units)} around ${formatLongDate(goalDate)}.`
      : `Estimated weight: from ${startWeight} now to ${endWeight} after ${formatInteger(lastDay)} days.`;

  return (
    <figure className={cn('grid gap-2', className)}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full overflow-visible"
      >
        <title id={titleId}>{description}</title>
        {/* Axis labels: top and bottom weights, start and end dates */}
        <g className="fill-muted-foreground text-[11px]" aria-hidden="true">
          <text x={PAD.left - 6} y={y(hi) + 3} textAnchor="end">
            {formatInteger(hi)}
          </text>
          <text x={PAD.left - 6} y={y(lo) + 3} textAnchor="end">
            {formatInteger(lo)}
          </text>
          <text x={PAD.left - 6} y={PAD.top - 4} textAnchor="end">
            {units === 'imperial' ? 'lb' : 'kg'}
          </text>
          <text x={x(0)} y={H - 6} textAnchor="start">
            Today
          </text>
          <text x={x(lastDay)} y={H - 6} textAnchor="end">
            {monthYear.format(new Date(`${endDateIso}T00:00:00Z`))}
          </text>
        </g>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          className="stroke-border"
          strokeWidth="1"
        />
        {showGoalLine && (
          <g aria-hidden="true">
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(goal)}
              y2={y(goal)}
              className="stroke-muted-foreground"
              strokeWidth="1"
              strokeDasharray="4 4"
            />
            <text
              x={PAD.left + 6}
              y={y(goal) - 5}
              textAnchor="start"
              className="fill-muted-foreground text-[11px] font-medium"
            >
              Goal {formatWeight(goalWeightKg, units, 0)}
            </text>
          </g>
        )}
        <path d={area} className="fill-primary/10" aria-hidden="true" />
        <path
          d={path}
          className="fill-none stroke-primary"
          strokeWidth="2.25"
          strokeLinejoin="round"
          strokeLinecap="round"
          aria-hidden="true"
        />
        {start && (
          <circle
            cx={x(0)}
            cy={y(values[0] ?? 0)}
            r="3.5"
            className="fill-primary"
            aria-hidden="true"
          />
        )}
        {goalPoint && goalDay !== null && (
          <circle
            cx={x(goalDay)}
            cy={y(weightInUnits(goalPoint.weightKg, units))}
            r="4"
            className="fill-background stroke-primary"
            strokeWidth="2"
            aria-hidden="true"
          />
        )}
      </svg>
      <figcaption className="text-xs leading-relaxed text-muted-foreground">
        <span className="font-medium text-foreground">{description}</span>{' '}
        {note ?? 'Estimate based on the NIH body-weight model.'}
      </figcaption>
    </figure>
  );
}
