import type { Units } from '@ketoflow/contracts';
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { formatOneDecimal } from '../../../lib/format';
import { formatAxisDay, formatDayNumber, formatWeight, WEIGHT_UNIT } from '../lib/format';

/** One weigh-in: its day number, the weight and the trend then. */
export type Datum = { x: number; weight: number; trend: number };

function ChartTooltip({ active, payload, units }: TooltipContentProps & { units: Units }) {
  const datum = payload[0]?.payload as Datum | undefined;
  if (!active || !datum) return null;
  return (
    <div className="grid gap-0.5 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <span className="font-medium">{formatDayNumber(datum.x)}</span>
      <span className="tabular-nums">Weigh-in {formatWeight(datum.weight, units)}</span>
      <span className="text-primary tabular-nums">Trend {formatWeight(datum.trend, units)}</span>
    </div>
  );
}

/**
 * The drawing of the weight chart (weight-chart.tsx holds its controls and caption): in a
 * module of its own so that recharts loads only when there is something to draw. `goal` is
 * null when it is not to be shown.
 */
export default function WeightChartPlot({
  data,
  xDomain,
  yDomain,
  yTicks,
  units,
  goal,
}: {
  data: readonly Datum[];
  xDomain: [number, number];
  yDomain: [number, number];
  yTicks: number[];
  units: Units;
  goal: number | null;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* Hidden from assistive technology (the caption describes it and the history list
          holds every value), so it must not take keyboard focus either. */}
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="x"
          type="number"
          domain={xDomain}
          scale="time"
          tickFormatter={formatAxisDay}
          tickCount={4}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          minTickGap={24}
        />
        <YAxis
          domain={yDomain}
          tickFormatter={(v: number) => formatOneDecimal(v).replace(/[.,]0$/, '')}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
          tickLine={false}
          axisLine={false}
          width={48}
          ticks={yTicks}
        />
        <Tooltip
          content={(props) => <ChartTooltip {...props} units={units} />}
          cursor={{ stroke: 'var(--border)' }}
        />
        {goal !== null && (
          <ReferenceLine
            y={goal}
            stroke="var(--muted-foreground)"
            strokeDasharray="5 5"
            label={{
              value: `Goal ${formatOneDecimal(goal)} ${WEIGHT_UNIT[units]}`,
              position: 'insideBottomLeft',
              fill: 'var(--muted-foreground)',
              fontSize: 11,
            }}
          />
        )}
        <Scatter
          dataKey="weight"
          fill="var(--muted-foreground)"
          fillOpacity={0.75}
          isAnimationActive={false}
          shape="circle"
          legendType="none"
        />
        <Line
          dataKey="trend"
          type="monotone"
          stroke="var(--primary)"
          strokeWidth={2.5}
          dot={false}
          activeDot={{ r: 4, fill: 'var(--primary)' }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
