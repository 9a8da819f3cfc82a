import type { Units, WeightSummary } from '@ketoflow/contracts';
import { Activity, Gauge, Scale, Target } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { BMI_CATEGORY_LABELS } from '../../../entities/plan/plan-facts';
import { Badge } from '../../../components/ui/badge';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/utils';
import { formatSignedOneDecimal, formatWeight, WEIGHT_UNIT } from '../lib/format';
import { formatCalendarDate, formatOneDecimal } from '../../../lib/format';

function Tile({
  icon,
  label,
  children,
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('grid content-start gap-1.5 rounded-xl border bg-card px-4 py-3', className)}
    >
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="grid gap-1">{children}</dd>
    </div>
  );
}

/** A large figure with its unit in small type, so "−1.2 lb/week" fits a 390 px tile. */
function BigNumber({ children, unit }: { children: ReactNode; unit?: string }) {
  return (
    <span className="text-2xl font-semibold tracking-tight tabular-nums">
      {children}
      {unit && <span className="ml-1 text-sm font-medium text-muted-foreground">{unit}</span>}
    </span>
  );
}

function Hint({ children }: { children: ReactNode }) {
  return <span className="text-xs leading-snug text-muted-foreground">{children}</span>;
}

function GoalTile({
  goal,
  units,
  hasTrend,
}: {
  goal: NonNullable<WeightSummary['goal']>;
  units: Units;
  /** False before the first weigh-in: progress is then measured from the start weight. */
  hasTrend: boolean;
}) {
  const unit = WEIGHT_UNIT[units];
  if (goal.direction === 'maintain') {
    return (
      <Tile icon={<Target className="size-4" aria-hidden="true" />} label="Goal: maintain">
        <BigNumber unit={unit}>{formatOneDecimal(goal.goal)}</BigNumber>
        <Hint>
          {goal.reached
            ? 'Your trend is right on your goal weight.'
            : `Your trend is ${formatOneDecimal(goal.remaining)} ${unit} from your goal weight.`}
        </Hint>
      </Tile>
    );
  }
  const percent = goal.percent ?? 0;
  return (
    <Tile icon={<Target className="size-4" aria-hidden="true" />} label="Progress to goal">
      <BigNumber>{goal.reached ? 'Reached' : `${Math.round(percent)}%`}</BigNumber>
      <Progress value={percent} aria-label="Progress to your goal weight" className="my-1" />
      <Hint>
        {goal.reached
          ? `You reached your goal of ${formatWeight(goal.goal, units)}.`
          : `${formatOneDecimal(goal.remaining)} ${unit} to go: ${formatWeight(goal.start, units)} → ${formatWeight(goal.goal, units)}${hasTrend ? ', based on your trend' : ''}.`}
      </Hint>
    </Tile>
  );
}

export function SummaryTiles({ summary }: { summary: WeightSummary }) {
  const { units } = summary;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile icon={<Scale className="size-4" aria-hidden="true" />} label="Latest weight">
        {summary.latest && summary.latestWeight !== null ? (
          <>
            <BigNumber unit={WEIGHT_UNIT[units]}>
              {formatOneDecimal(summary.latestWeight)}
            </BigNumber>
            <Hint>{formatCalendarDate(summary.latest.date)}</Hint>
          </>
        ) : (
          <>
            <BigNumber>—</BigNumber>
            <Hint>No weigh-ins yet</Hint>
          </>
        )}
      </Tile>
      <Tile icon={<Gauge className="size-4" aria-hidden="true" />} label="BMI">
        {summary.heightCm === null ? (
          <Hint>
            Add your height in{' '}
            <Link to="/profile" className="font-medium text-primary underline underline-offset-2">
              your profile
            </Link>{' '}
            to see your BMI.
          </Hint>
        ) : summary.bmi !== null && summary.bmiCategory !== null ? (
          <>
            <BigNumber>{formatOneDecimal(summary.bmi)}</BigNumber>
            <Badge variant="outline">{BMI_CATEGORY_LABELS[summary.bmiCategory]}</Badge>
          </>
        ) : (
          <>
            <BigNumber>—</BigNumber>
            <Hint>Log a weight to see it</Hint>
          </>
        )}
      </Tile>
      <Tile icon={<Activity className="size-4" aria-hidden="true" />} label="Weekly rate">
        {summary.weeklyRate ? (
          <>
            <BigNumber unit={`${WEIGHT_UNIT[units]}/week`}>
              {formatSignedOneDecimal(summary.weeklyRate.perWeek)}
            </BigNumber>
            <Hint>
              Trend {summary.trendWeight !== null && formatWeight(summary.trendWeight, units)}, over
              the last {summary.weeklyRate.spanDays} days
            </Hint>
          </>
        ) : (
          <>
            <BigNumber>—</BigNumber>
            <Hint>Log for 2 weeks to see your weekly rate.</Hint>
          </>
        )}
      </Tile>
      {summary.goal && (
        <GoalTile goal={summary.goal} units={units} hasTrend={summary.trendWeight !== null} />
      )}
    </dl>
  );
}
