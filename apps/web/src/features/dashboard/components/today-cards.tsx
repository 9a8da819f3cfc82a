import type { DashboardToday, MacroProgress } from '@ketoflow/contracts';
import { fastProgress, localIsoDate, mealTypeForHour, metashiftPhase } from '@ketoflow/domain';
import { ArrowRight, MessageSquareText, Plus, Scale, Sparkles, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';
import { formatInteger, formatUpToOneDecimal } from '../../../lib/format';

const MACROS = [
  { key: 'netCarbsG', label: 'Net carbs', unit: 'g', limit: true, bar: 'bg-carbs' },
  { key: 'proteinG', label: 'Protein', unit: 'g', limit: false, bar: 'bg-protein' },
  { key: 'fatG', label: 'Fat', unit: 'g', limit: false, bar: 'bg-fat' },
  { key: 'energyKcal', label: 'Calories', unit: 'kcal', limit: false, bar: 'bg-calories' },
] as const;

function statusText(p: MacroProgress, unit: string, isLimit: boolean): string {
  if (p.target === null || p.remaining === null) return 'No target yet';
  const amount = `${unit === 'kcal' ? formatInteger(Math.abs(p.remaining)) : formatUpToOneDecimal(Math.abs(p.remaining))} ${unit}`;
  if (p.remaining < 0) return isLimit ? `${amount} over your limit` : `${amount} over`;
  return `${amount} left`;
}

function MacroBar({
  label,
  unit,
  isLimit,
  progress,
  barClassName,
}: {
  label: string;
  unit: string;
  isLimit: boolean;
  progress: MacroProgress;
  barClassName: string;
}) {
  const fmt = unit === 'kcal' ? formatInteger : formatUpToOneDecimal;
  const over = progress.status === 'over';
  const id = `macro-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="num text-muted-foreground">
          <span
            className={cn('font-semibold text-foreground', over && isLimit && 'text-destructive')}
          >
            {fmt(progress.consumed)}
          </span>
          {progress.target !== null ? ` / ${fmt(progress.target)} ${unit}` : ` ${unit}`}
        </span>
      </div>
      <Progress
        aria-labelledby={id}
        value={progress.percent ?? 0}
        indicatorClassName={over && isLimit ? 'bg-destructive' : barClassName}
      />
      <p className={cn('text-xs text-muted-foreground', over && isLimit && 'text-destructive')}>
        {statusText(progress, unit, isLimit)}
      </p>
    </div>
  );
}

/** Today's net carbs, protein, fat and calories against the plan, with quick add. */
export function TodayMacrosCard({ nutrition }: { nutrition: DashboardToday['nutrition'] }) {
  const date = localIsoDate();
  const meal = mealTypeForHour(new Date().getHours());
  return (
    <Card data-tour="dashboard-macros">
      <CardHeader>
        <CardTitle>Today’s macros</CardTitle>
        <CardDescription>
          {nutrition.entries === 0
            ? 'Nothing logged yet today. Net carbs = total carbs − fibre − sugar alcohols.'
            : `${nutrition.entries} ${nutrition.entries === 1 ? 'entry' : 'entries'} logged today. Net carbs = total carbs − fibre − sugar alcohols.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {MACROS.map((m) => (
            <MacroBar
              key={m.key}
              label={m.label}
              unit={m.unit}
              isLimit={m.limit}
              progress={nutrition.progress[m.key]}
              barClassName={m.bar}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-2" data-tour="dashboard-quick-add">
          <Button asChild size="sm">
            <Link to={`/my-meals?date=${date}&meal=${meal}`}>
              <Plus aria-hidden="true" />
              Add food
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={`/my-meals?date=${date}&meal=${meal}&add=text`}>
              <MessageSquareText aria-hidden="true" />
              Describe a meal
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to={`/my-meals?date=${date}`}>
              Open diary
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A clock that ticks every second, corrected by the server's clock. */
function useServerNow(serverTime: string): number {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(id);
  }, [offset]);
  return now;
}

function RunningFast({
  fast,
  serverTime,
}: {
  fast: NonNullable<DashboardToday['fasting']['fast']>;
  serverTime: string;
}) {
  const now = useServerNow(serverTime);
  const progress = fastProgress(new Date(fast.startedAt), new Date(now), fast.targetHours);
  return (
    <div className="grid gap-2">
      <p className="num text-3xl font-semibold tracking-tight" aria-live="off">
        {formatElapsed(progress.elapsedMs)}
      </p>
      <Progress aria-label="Fast progress" value={progress.fraction * 100} />
      <p className="text-sm text-muted-foreground">
        {progress.targetReached
          ? `Target of ${fast.targetHours} h reached. End the fast when you’re ready.`
          : `${formatElapsed(progress.remainingMs)} to your ${fast.targetHours} h target (${fast.protocol === 'omad' ? 'OMAD' : fast.protocol}).`}
      </p>
    </div>
  );
}

export function FastingStatusCard({ fasting }: { fasting: DashboardToday['fasting'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Timer className="size-5 text-muted-foreground" aria-hidden="true" />
          Fasting
        </CardTitle>
        {!fasting.fast && <CardDescription>No fast running.</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {fasting.fast && <RunningFast fast={fasting.fast} serverTime={fasting.serverTime} />}
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to="/fasting-tracker">
            {fasting.fast ? 'Open the fasting tracker' : 'Start a fast'}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A small line of the smoothed weight trend (last 30 weigh-in days). */
function Sparkline({ values }: { values: readonly number[] }) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map((v, i) => `${(i / (values.length - 1)) * 100},${28 - ((v - min) / span) * 24}`)
    .join(' ');
  return (
    <svg viewBox="0 0 100 30" preserveAspectRatio="none" className="h-10 w-full" aria-hidden="true">
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
        className="text-primary"
      />
    </svg>
  );
}

export function WeightTrendCard({ weight }: { weight: DashboardToday['weight'] }) {
  const unit = weight.units === 'imperial' ? 'lb' : 'kg';
  const rate = weight.weeklyRate?.perWeek ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Scale className="size-5 text-muted-foreground" aria-hidden="true" />
          Weight
        </CardTitle>
        {weight.count === 0 && (
          <CardDescription>Log your first weigh-in to see your trend.</CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {weight.latestWeight !== null && (
          <>
            <div className="flex items-baseline gap-2">
              <span className="num text-3xl font-semibold tracking-tight">
                {formatUpToOneDecimal(weight.latestWeight)}
              </span>
              <span className="text-sm text-muted-foreground">{unit}, latest</span>
            </div>
            <Sparkline values={weight.trend.slice(-30).map((p) => p.trend)} />
            <p className="text-sm text-muted-foreground">
              {rate === null
                ? 'Your weekly rate appears after a few weigh-ins.'
                : `Trend ${rate <= 0 ? '−' : '+'}${formatUpToOneDecimal(Math.abs(rate))} ${unit} a week`}
              {weight.goal
                ? ` · ${formatUpToOneDecimal(Math.abs(weight.goal.remaining))} ${unit} to goal`
                : ''}
            </p>
          </>
        )}
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to="/weight-tracker">
            {weight.count === 0 ? 'Log your weight' : 'Open the weight tracker'}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function MetashiftCard({ metashift }: { metashift: DashboardToday['metashift'] }) {
  const phase = metashift.isActive && metashift.phaseId ? metashiftPhase(metashift.phaseId) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles className="size-5 text-muted-foreground" aria-hidden="true" />
          Metashift
        </CardTitle>
        <CardDescription>
          {phase
            ? `Day ${metashift.day} · ${phase.name}`
            : 'A phase-by-phase guide through keto adaptation.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {phase && (
          <>
            <Progress
              aria-label={`${phase.name} progress`}
              value={(metashift.phaseProgress ?? 0) * 100}
            />
            {metashift.tip && <p className="text-sm text-muted-foreground">{metashift.tip}</p>}
          </>
        )}
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to="/metashift">
            {phase ? 'See your phase' : 'Start Metashift'}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
