import type { FastingStats } from '@ketoflow/contracts';
import { Flame, Trophy } from 'lucide-react';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFastingStats } from '../api/fasting-api';
import { formatHoursShort } from '../lib/time';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="grid content-start gap-0.5 rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="num text-xl font-semibold tracking-tight">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

function Filled({ stats }: { stats: FastingStats }) {
  const rate = stats.completionRate === null ? null : Math.round(stats.completionRate * 100);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3">
        <Flame className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <dl className="flex flex-1 items-center justify-between gap-3">
          <div className="grid">
            <dt className="text-xs text-muted-foreground">Current streak</dt>
            <dd className="num text-2xl font-semibold tracking-tight">
              {days(stats.currentStreakDays)}
            </dd>
          </div>
          <div className="grid text-right">
            <dt className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
              <Trophy className="size-3.5" aria-hidden="true" />
              Longest
            </dt>
            <dd className="num font-semibold">{days(stats.longestStreakDays)}</dd>
          </div>
        </dl>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Stat
          label="Completed"
          value={`${stats.completedFasts} of ${stats.totalFasts}`}
          hint={rate === null ? 'No fasts yet' : `${rate} % reached the target`}
        />
        <Stat
          label="Longest fast"
          value={stats.longestFastHours === null ? '–' : formatHoursShort(stats.longestFastHours)}
        />
        <Stat
          label="Average, last 7"
          value={stats.averageHoursLast7 === null ? '–' : formatHoursShort(stats.averageHoursLast7)}
        />
        <Stat
          label="Average, last 30"
          value={
            stats.averageHoursLast30 === null ? '–' : formatHoursShort(stats.averageHoursLast30)
          }
        />
      </dl>
    </div>
  );
}

/** Streaks (days with a completed fast, in the user's time zone) and averages. */
export function FastingStatsCard({ userId, timeZone }: { userId: string; timeZone: string }) {
  const stats = useFastingStats(userId, timeZone);
  return (
    <Card data-tour="fasting-stats">
      <CardHeader>
        <CardTitle>Your progress</CardTitle>
        <CardDescription>
          A streak counts days in a row on which you completed a fast.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stats.data ? (
          <Filled stats={stats.data} />
        ) : stats.isError ? (
          <QueryErrorState query={stats} title="We couldn’t load your stats" headingLevel={3} />
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <LoadingStatus>Loading your stats...</LoadingStatus>
            <Skeleton className="col-span-2 h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
