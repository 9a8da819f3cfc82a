import type { AdminAnalytics } from '@ketoflow/contracts';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { ChoiceGroup } from '../../../components/choice-group';
import { ErrorState, LoadingStatus } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminAnalytics } from './api';
import {
  AiActionTable,
  CoinTable,
  FeatureTable,
  RevenueTable,
  SummaryFigures,
} from './analytics-tables';
import { presetOf, presetRange, rangeError, RANGE_PRESETS, type DayRange } from './range';

// recharts is large: the charts arrive after the figures and tables, which carry the numbers.
const DailyLineChart = lazy(() =>
  import('./analytics-charts').then((m) => ({ default: m.DailyLineChart })),
);
const DailyBarChart = lazy(() =>
  import('./analytics-charts').then((m) => ({ default: m.DailyBarChart })),
);

type Choice = `${(typeof RANGE_PRESETS)[number]}` | 'custom';
const CHOICES = [
  ...RANGE_PRESETS.map((days) => ({
    value: `${days}` as Choice,
    // One line even in a phone's four narrow segments.
    label: <span className="whitespace-nowrap">{days} days</span>,
  })),
  { value: 'custom' as Choice, label: 'Custom' },
];

/** Presets (the last 7 / 30 / 90 UTC days) and a custom range checked before it is asked for. */
function RangePicker({ range, onChange }: { range: DayRange; onChange: (r: DayRange) => void }) {
  const preset = presetOf(range);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const choose = (value: Choice) => {
    if (value === 'custom') {
      setCustom(true);
      setDraft(range);
      return;
    }
    setCustom(false);
    setError(null);
    onChange(presetRange(Number(value)));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(draft);
    setError(problem);
    if (!problem) onChange(draft);
  };
  return (
    <div className="grid gap-3">
      <span id={labelId} className="text-sm font-medium">
        Date range
      </span>
      <ChoiceGroup
        variant="segments"
        options={CHOICES}
        value={custom ? 'custom' : preset !== null ? (`${preset}` as Choice) : 'custom'}
        onValueChange={choose}
        aria-labelledby={labelId}
        className="max-w-md"
      />
      {custom && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="grid gap-1">
              <Label htmlFor={`${labelId}-${end}`}>{end === 'from' ? 'From' : 'To'} (UTC)</Label>
              <Input
                id={`${labelId}-${end}`}
                type="date"
                value={draft[end]}
                onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="w-44"
              />
            </div>
          ))}
          <Button type="submit">Show</Button>
          {error && (
            <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    // min-w-0: a grid cell would otherwise grow with the chart's first measured width.
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-56 w-full sm:h-64" />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}

/** Nothing at all happened in the range: no sign-up, activity, coin movement or order. */
export function isEmpty(data: AdminAnalytics): boolean {
  const { summary, coins } = data;
  return (
    summary.signUps === 0 &&
    data.days.every((day) => day.monthlyActiveUsers === 0) &&
    data.features.length === 0 &&
    data.aiActions.length === 0 &&
    data.revenue.length === 0 &&
    Object.values(coins).every((v) => v === 0)
  );
}

function Filled({ data }: { data: AdminAnalytics }) {
  return (
    <div className="grid gap-4">
      <SummaryFigures data={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Sign-ups per day">
          <DailyBarChart
            days={data.days}
            series={[
              { key: 'signUps', name: 'Sign-ups', color: 'var(--primary)' },
              { key: 'onboarded', name: 'Completed onboarding', color: 'var(--protein)' },
            ]}
          />
        </ChartCard>
        <ChartCard title="Active users">
          <DailyLineChart
            days={data.days}
            series={[
              { key: 'activeUsers', name: 'Daily', color: 'var(--primary)' },
              { key: 'weeklyActiveUsers', name: 'Weekly (7 days)', color: 'var(--protein)' },
              { key: 'monthlyActiveUsers', name: 'Monthly (30 days)', color: 'var(--fat)' },
            ]}
          />
        </ChartCard>
        <ChartCard title="Coins sold and spent per day">
          <DailyBarChart
            days={data.days}
            series={[
              { key: 'coinsSold', name: 'Sold', color: 'var(--coin)' },
              { key: 'coinsSpent', name: 'Spent on AI', color: 'var(--protein)' },
            ]}
          />
        </ChartCard>
        <CoinTable data={data} />
        <AiActionTable data={data} />
        <FeatureTable data={data} />
        <RevenueTable data={data} />
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className="grid gap-4">
      <LoadingStatus>Loading analytics…</LoadingStatus>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/**
 * /admin/analytics (decision 026): what happened over a range of UTC days, as figures, charts
 * and tables. The admin area around it decides who may see it; the API refuses anyone else.
 */
export function AdminAnalyticsPage() {
  const [range, setRange] = useState<DayRange>(() => presetRange(30));
  const query = useAdminAnalytics(range);
  return (
    <section className="grid w-full gap-5" aria-labelledby="admin-analytics-title">
      <div className="grid gap-1">
        <h1 id="admin-analytics-title" className="text-3xl font-semibold tracking-tight">
          Analytics
        </h1>
        <p className="text-sm text-muted-foreground">
          Days are UTC days ({range.from} to {range.to}).
        </p>
      </div>
      <RangePicker range={range} onChange={setRange} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState
          title="We couldn’t load the analytics"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : isEmpty(query.data) ? (
        <div className="grid justify-items-start gap-3 rounded-xl border p-5">
          <p className="font-medium">Nothing happened in these days.</p>
          <p className="text-sm text-muted-foreground">
            No sign-ups, activity, coins or orders between {range.from} and {range.to}.
          </p>
          <Button variant="outline" onClick={() => setRange(presetRange(90))}>
            Show the last 90 days
          </Button>
        </div>
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : ''}>
          <Filled data={query.data} />
        </div>
      )}
    </section>
  );
}
