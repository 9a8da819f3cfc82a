import type { Units, WeightSummary } from '@ketoflow/contracts';
import { LineChart } from 'lucide-react';
import { toastSaved } from '../../../entities/sync';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns } from '../../../components/page-layout';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateWeight, useWeightSummary } from '../api/body-api';
import { logFooter } from './record-parts';
import { WeightChart } from './weight-chart';
import { WeightForm, weightFormDefaults } from './weight-form';
import { SummaryTiles } from './summary-tiles';
import { WeightHistory } from './weight-history';

function LogWeightCard({ units }: { units: Units }) {
  const create = useCreateWeight();
  return (
    <Card className="min-w-0" data-tour="weight-log">
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
            toastSaved(await create.mutateAsync(body), 'Weight logged');
          }}
          footer={logFooter('Log weight')}
        />
      </CardContent>
    </Card>
  );
}

function ChartCard({ summary }: { summary: WeightSummary }) {
  return (
    <Card data-tour="weight-chart">
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
