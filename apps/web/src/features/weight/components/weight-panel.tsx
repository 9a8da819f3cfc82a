import type { Units, WeightLog, WeightSummary } from '@ketoflow/contracts';
import { Activity, Gauge, LineChart, Scale, Target } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns } from '../../../components/page-layout';
import { BMI_CATEGORY_LABELS } from '../../../entities/plan/plan-facts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import {
  useCreateWeight,
  useDeleteWeight,
  useUpdateWeight,
  useWeights,
  useWeightSummary,
} from '../api/body-api';
import { formatSignedOneDecimal, formatWeight, WEIGHT_UNIT } from '../lib/format';
import { EditRecordDialog, editFooter, logFooter, RecordItem } from './record-parts';
import { WeightChart } from './weight-chart';
import { WeightForm, weightFormDefaults } from './weight-form';
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

function SummaryTiles({ summary }: { summary: WeightSummary }) {
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

function LogWeightCard({ units }: { units: Units }) {
  const create = useCreateWeight();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Log weight</CardTitle>
        <CardDescription>
          Weigh yourself at the same time each day for the best trend.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <WeightForm
          idPrefix="log"
          defaultValues={weightFormDefaults(units)}
          resetAfterSubmit
          onSubmit={async (body) => {
            await create.mutateAsync(body);
            toast.success('Weight logged');
          }}
          footer={logFooter('Log weight')}
        />
      </CardContent>
    </Card>
  );
}

function EditWeightDialog({ log }: { log: WeightLog }) {
  const update = useUpdateWeight();
  return (
    <EditRecordDialog
      label={`Edit weigh-in of ${formatCalendarDate(log.date)}`}
      title="Edit weigh-in"
      description="BMI and your trend are worked out again when you save."
    >
      {(close) => (
        <WeightForm
          idPrefix={`edit-${log.id}`}
          defaultValues={{
            weight: String(log.weight),
            units: log.units,
            date: log.date,
            note: log.note ?? '',
          }}
          onSubmit={async (body) => {
            await update.mutateAsync({ id: log.id, body });
            close();
            toast.success('Weigh-in updated');
          }}
          footer={editFooter}
        />
      )}
    </EditRecordDialog>
  );
}

/** Two weeks of daily weigh-ins; more on request. */
const HISTORY_PAGE = 14;

function WeightHistory() {
  const query = useWeights();
  const remove = useDeleteWeight();
  const [shown, setShown] = useState(HISTORY_PAGE);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="grid gap-2">
        <LoadingStatus>Loading your weigh-ins...</LoadingStatus>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <QueryErrorState query={query} title="We couldn’t load your weigh-ins" headingLevel={3} />
    );
  } else if (query.data.items.length === 0) {
    body = <p className="text-sm text-muted-foreground">Your weigh-ins will be listed here.</p>;
  } else {
    const items = query.data.items;
    body = (
      <>
        <ul aria-label="Weigh-ins" className="divide-y rounded-lg border">
          {items.slice(0, shown).map((log) => (
            <RecordItem
              key={log.id}
              compact
              edit={<EditWeightDialog log={log} />}
              deleteWhat="weigh-in"
              deleteLabel={`Delete weigh-in of ${formatCalendarDate(log.date)}`}
              onDelete={() => remove.mutateAsync(log.id)}
            >
              <span className="font-medium tabular-nums">
                {formatWeight(log.weight, log.units)}
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {formatCalendarDate(log.date)}
                {log.bmi !== null && ` · BMI ${formatOneDecimal(log.bmi)}`}
                {log.note && ` · ${log.note}`}
              </span>
            </RecordItem>
          ))}
        </ul>
        {items.length > shown && (
          <Button variant="outline" onClick={() => setShown((n) => n + HISTORY_PAGE)}>
            Show more
          </Button>
        )}
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>Newest first. Edit or delete any weigh-in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">{body}</CardContent>
    </Card>
  );
}

function ChartCard({ summary }: { summary: WeightSummary }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weight and trend</CardTitle>
        <CardDescription>Dots are your weigh-ins; the line is your smoothed trend.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {summary.trend.length === 0 ? (
          <EmptyState
            icon={LineChart}
            headingLevel={3}
            title="Your chart starts with your first weigh-in"
            description="Log your weight to see it here, with a smoothed trend line and your goal."
          />
        ) : (
          <>
            <WeightChart
              points={summary.trend}
              units={summary.units}
              goal={summary.goal?.goal ?? null}
            />
            <p className="text-xs leading-relaxed text-muted-foreground">{summary.trendNote}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PanelSkeleton() {
  return (
    <div className="grid gap-6">
      <LoadingStatus>Loading your weight...</LoadingStatus>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      <PageColumns
        layout="wide"
        sideFirst
        main={<Skeleton className="h-96 rounded-xl" />}
        side={<Skeleton className="h-80 rounded-xl" />}
      />
    </div>
  );
}

/** The weight tab: at a glance, log, chart and history. */
export function WeightPanel() {
  const summary = useWeightSummary();
  if (summary.isPending) return <PanelSkeleton />;
  if (summary.isError) {
    return <QueryErrorState query={summary} title="We couldn’t load your weight" />;
  }
  return (
    <div className="grid gap-6">
      <SummaryTiles summary={summary.data} />
      <PageColumns
        layout="wide"
        sideFirst
        main={
          <>
            <ChartCard summary={summary.data} />
            <WeightHistory />
          </>
        }
        side={<LogWeightCard units={summary.data.units} />}
      />
    </div>
  );
}
