import type { DashboardToday } from '@ketoflow/contracts';
import { Flame } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { formatInteger } from '../../../lib/format';

const days = (n: number) => `${formatInteger(n)} ${n === 1 ? 'day' : 'days'}`;

/** What today means for the streak, in one sentence. */
function todayText({ current, today }: DashboardToday['streak']): string {
  if (today === 'kept') return 'Today counts: logged and within your net-carb limit.';
  if (today === 'over') return 'Today is over your net-carb limit; a new streak starts tomorrow.';
  return current > 0
    ? `Log a meal within your limit today to make it ${days(current + 1)}.`
    : 'Log a meal within your net-carb limit to start a streak.';
}

/**
 * The logging streak (days in a row logged within the net-carb limit, the diary's days) and
 * today's keto score with the line that explains it, both worked out by the server.
 */
export function StreakCard({ streak, ketoDay }: Pick<DashboardToday, 'streak' | 'ketoDay'>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Flame className="size-5 text-carbs" aria-hidden="true" />
          Logging streak
        </CardTitle>
        <CardDescription>Days in a row logged within your net-carb limit.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-baseline justify-between gap-3">
          <p className="flex items-baseline gap-2">
            <span className="num text-4xl font-semibold tracking-tight">
              {formatInteger(streak.current)}
            </span>
            <span className="text-sm text-muted-foreground">
              {streak.current === 1 ? 'day' : 'days'}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            Best: <span className="num font-semibold text-foreground">{days(streak.best)}</span>
          </p>
        </div>
        <p className="text-sm text-muted-foreground">{todayText(streak)}</p>
        <div className="grid gap-1 border-t pt-4">
          <p className="flex items-baseline justify-between gap-3 text-sm font-medium">
            Today’s keto score
            {ketoDay && (
              <span className="num text-muted-foreground">
                <span className="text-2xl font-semibold text-foreground">{ketoDay.score}</span>
                /100
              </span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {ketoDay ? ketoDay.line : 'Log a meal to see how keto your day is.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
