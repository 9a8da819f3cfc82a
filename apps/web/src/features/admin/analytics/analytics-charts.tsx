import type { AnalyticsDay } from '@ketoflow/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAxisDay, formatCount } from './format';

/*
 * The charts of the analytics screen, in their own module so the page can load recharts
 * lazily (UI brief: one chart library, lazily loaded). Each chart is hidden from screen
 * readers: the tables under it carry the same numbers.
 */

export type Series = { key: keyof AnalyticsDay; name: string; color: string };

const axis = { fill: 'var(--muted-foreground)', fontSize: 11 };
/** Drawn at this size until the container is measured (and where it cannot be, as in tests). */
const SIZE = { width: 520, height: 240 };
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
/** Axis ticks as 48K, 1.2M: the tooltip and the tables carry the exact numbers. */
const tick = (value: number) => compact.format(value);

function tooltipStyle() {
  return {
    contentStyle: {
      background: 'var(--popover)',
      border: '1px solid var(--border)',
      borderRadius: 8,
      color: 'var(--popover-foreground)',
      fontSize: 12,
    },
    labelFormatter: (day: unknown) => formatAxisDay(String(day)),
    formatter: (value: unknown) => formatCount(Number(value)),
  };
}

/** One line per series over the range's days (active users). */
export function DailyLineChart({ days, series }: { days: AnalyticsDay[]; series: Series[] }) {
  return (
    <div className="h-56 w-full sm:h-64" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tick={axis} tickFormatter={formatAxisDay} minTickGap={24} />
          <YAxis tick={axis} allowDecimals={false} width={44} tickFormatter={tick} />
          <Tooltip {...tooltipStyle()} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Bars per day, side by side per series (sign-ups and onboarded, coins sold and spent). */
export function DailyBarChart({ days, series }: { days: AnalyticsDay[]; series: Series[] }) {
  return (
    <div className="h-56 w-full sm:h-64" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%" initialDimension={SIZE}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tick={axis} tickFormatter={formatAxisDay} minTickGap={24} />
          <YAxis tick={axis} allowDecimals={false} width={44} tickFormatter={tick} />
          <Tooltip {...tooltipStyle()} cursor={{ fill: 'var(--muted)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
