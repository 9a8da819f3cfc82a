import type { TrendPoint, Units } from '@ketoflow/contracts';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { ChoiceGroup } from '../../../components/choice-group';
import { Switch } from '../../../components/ui/switch';
import { dayNumber, formatDayNumber, formatWeight } from '../lib/format';
import { round1 } from '../../../lib/format';
import type { Datum } from './weight-chart-plot';

/**
 * The chart library (recharts, ~90 kB) loads only when there are weigh-ins to draw, after the
 * screen has painted: its box below has a fixed height, so nothing moves when it arrives.
 */
const WeightChartPlot = lazy(() => import('./weight-chart-plot'));

type Range = '1m' | '3m' | '1y' | 'all';
const RANGES = [
  { value: '1m', label: '1M' },
  { value: '3m', label: '3M' },
  { value: '1y', label: '1Y' },
  { value: 'all', label: 'All' },
] as const satisfies readonly { value: Range; label: string }[];
const RANGE_DAYS: Record<Range, number> = { '1m': 31, '3m': 92, '1y': 366, all: Infinity };
const RANGE_NAMES: Record<Range, string> = {
  '1m': 'the last month',
  '3m': 'the last 3 months',
  '1y': 'the last year',
  all: 'all time',
};

const STEPS = [0.5, 1, 2, 5, 10, 20, 25, 50, 100];

/**
 * A y-axis with round ticks (…, 190, 195, 200) and 3–6 of them: the smallest round step that
 * covers the data in at most 5 intervals. `minSpan` keeps a flat week from looking like a
 * cliff (never less than 2 kg / 4 lb of height).
 */
function niceScale(
  lo: number,
  hi: number,
  minSpan: number,
): { domain: [number, number]; ticks: number[] } {
  const mid = (lo + hi) / 2;
  // A little air so that no dot sits on the frame.
  const air = Math.max((hi - lo) * 0.04, 0.2);
  const low = Math.min(lo - air, mid - minSpan / 2);
  const high = Math.max(hi + air, mid + minSpan / 2);
  const step = STEPS.find((s) => Math.ceil(high / s) - Math.floor(low / s) <= 5) ?? 200;
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let t = start; t <= end + step / 2; t += step) ticks.push(round1(t));
  return { domain: [start, end], ticks };
}

/**
 * Raw weigh-ins as dots and the smoothed trend as a line, with the goal as a dashed line.
 * Sized for 390 px first: few ticks, short labels, no legend box (the caption explains).
 */
export function WeightChart({
  points,
  units,
  goal,
}: {
  points: readonly TrendPoint[];
  units: Units;
  goal: number | null;
}) {
  const descriptionId = useId();
  const rangeLabelId = useId();
  const data = useMemo<Datum[]>(
    () => points.map((p) => ({ x: dayNumber(p.date), weight: p.weight, trend: p.trend })),
    [points],
  );
  const first = data[0]?.x ?? 0;
  const last = data.at(-1)?.x ?? 0;
  const span = last - first;
  const [range, setRange] = useState<Range>(span > 92 ? '3m' : 'all');
  const [showGoal, setShowGoal] = useState(true);

  const shown = data.filter((d) => last - d.x < RANGE_DAYS[range]);
  const shownFirst = shown[0];
  const shownLast = shown.at(-1);
  const values = shown.flatMap((d) => [d.weight, d.trend]);
  const withGoal = showGoal && goal !== null ? [...values, goal] : values;
  const { domain: yDomain, ticks: yTicks } = niceScale(
    Math.min(...withGoal),
    Math.max(...withGoal),
    units === 'imperial' ? 4 : 2,
  );
  const xDomain: [number, number] =
    shownFirst && shownLast && shownLast.x > shownFirst.x
      ? [shownFirst.x, shownLast.x]
      : [(shownFirst?.x ?? 0) - 3, (shownLast?.x ?? 0) + 3];

  const description =
    shownFirst && shownLast
      ? `${shown.length} weigh-in${shown.length === 1 ? '' : 's'} over ${RANGE_NAMES[range]}, from ${formatDayNumber(shownFirst.x)} to ${formatDayNumber(shownLast.x)}. Trend from ${formatWeight(shownFirst.trend, units)} to ${formatWeight(shownLast.trend, units)}${goal !== null ? `; goal ${formatWeight(goal, units)}` : ''}.`
      : 'No weigh-ins yet.';

  return (
    <figure className="grid gap-3" aria-describedby={descriptionId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id={rangeLabelId} className="sr-only">
          Chart range
        </span>
        <ChoiceGroup
          variant="segments"
          options={RANGES}
          value={range}
          onValueChange={setRange}
          name="weight-chart-range"
          aria-labelledby={rangeLabelId}
          className="w-auto min-w-[12rem] sm:w-64"
        />
        {goal !== null && (
          <label className="flex items-center gap-2 text-sm text-muted-foreground">
            <Switch checked={showGoal} onCheckedChange={setShowGoal} />
            Show goal
          </label>
        )}
      </div>
      {/* Fixed height: the chart measures its width after mount without moving the page. */}
      <div className="h-60 w-full sm:h-72" aria-hidden="true">
        <Suspense fallback={null}>
          <WeightChartPlot
            data={shown}
            xDomain={xDomain}
            yDomain={yDomain}
            yTicks={yTicks}
            units={units}
            goal={showGoal ? goal : null}
          />
        </Suspense>
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-muted-foreground/75" />
          Weigh-ins
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 rounded bg-primary" />
          Trend
        </span>
        {showGoal && goal !== null && (
          <span className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="h-0 w-4 border-t border-dashed border-muted-foreground"
            />
            Goal
          </span>
        )}
        <span id={descriptionId} className="sr-only">
          {description}
        </span>
      </figcaption>
    </figure>
  );
}
