import {
  MEASUREMENT_SITE_LABELS,
  MEASUREMENT_SITES,
  type LengthUnit,
  type Measurement,
} from '@ketoflow/contracts';
import { Ruler } from 'lucide-react';
import { SyncMark, toastSaved } from '../../../entities/sync';
import { applyQueued, useQueuedWrites } from '../../../lib/outbox';
import { queuedMeasurement } from '../lib/queued-entries';
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
import {
  useCreateMeasurement,
  useDeleteMeasurement,
  useMeasurements,
  useUpdateMeasurement,
  useWeightSummary,
} from '../api/body-api';
import { formatSignedOneDecimal, localToday } from '../lib/format';
import { EditRecordDialog, editFooter, logFooter, RecordItem } from './record-parts';
import { formatCalendarDate } from '../../../lib/format';
import { MeasurementForm, formValues, formatLength, inUnit, siteValue } from './measurement-form';

function EditMeasurementDialog({
  measurement,
  unit,
}: {
  measurement: Measurement;
  unit: LengthUnit;
}) {
  const update = useUpdateMeasurement();
  return (
    <EditRecordDialog
      className="md:max-w-xl"
      label={`Edit measurements of ${formatCalendarDate(measurement.date)}`}
      title="Edit measurements"
      description="Clear a box to remove that measurement."
    >
      {(close) => (
        <MeasurementForm
          name={`edit-${measurement.id}`}
          defaultValues={formValues(measurement, unit)}
          onSubmit={async (body) => {
            const result = await update.mutateAsync({
              id: measurement.id,
              version: measurement.updatedAt,
              body: {
                ...body,
                // Sent explicitly so that an emptied box clears the stored value.
                waist: body.waist ?? null,
                hips: body.hips ?? null,
                chest: body.chest ?? null,
                arm: body.arm ?? null,
                thigh: body.thigh ?? null,
              },
            });
            close();
            toastSaved(result, 'Measurements updated');
          }}
          footer={editFooter}
        />
      )}
    </EditRecordDialog>
  );
}

/** Latest value of each site and its change since the first time it was measured. */
function Changes({ items, unit }: { items: readonly Measurement[]; unit: LengthUnit }) {
  const rows = MEASUREMENT_SITES.flatMap((site) => {
    const withValue = items.filter((m) => siteValue(m, site) !== null);
    const latest = withValue[0];
    const first = withValue.at(-1);
    if (!latest || !first) return [];
    const latestCm = siteValue(latest, site) ?? 0;
    const change = withValue.length > 1 ? latestCm - (siteValue(first, site) ?? 0) : null;
    return [{ site, latestCm, change, since: first.date }];
  });
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {rows.map(({ site, latestCm, change, since }) => (
        <div key={site} className="grid gap-1 rounded-xl border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">{MEASUREMENT_SITE_LABELS[site]}</dt>
          <dd className="grid gap-0.5">
            <span className="text-xl font-semibold tabular-nums">
              {formatLength(latestCm, unit)}
            </span>
            <span className="text-xs text-muted-foreground">
              {change === null
                ? 'First measurement'
                : `${formatSignedOneDecimal(inUnit(change, unit))} ${unit} since ${formatCalendarDate(since)}`}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The measurements tab: log waist/hips/chest/arm/thigh and follow their change. */
export function MeasurementsPanel() {
  const summary = useWeightSummary();
  const query = useMeasurements();
  const create = useCreateMeasurement();
  const remove = useDeleteMeasurement();
  const queued = useQueuedWrites('measurement');
  const unit: LengthUnit = summary.data?.units === 'imperial' ? 'in' : 'cm';

  if (query.isPending || summary.isPending) {
    return (
      <div className="grid gap-6">
        <LoadingStatus>Loading your measurements...</LoadingStatus>
        <Skeleton className="h-24 rounded-xl" />
        <PageColumns
          layout="wide"
          sideFirst
          main={<Skeleton className="h-72 rounded-xl" />}
          side={<Skeleton className="h-96 rounded-xl" />}
        />
      </div>
    );
  }
  if (query.isError)
    return <QueryErrorState query={query} title="We couldn’t load your measurements" />;

  const items = applyQueued(query.data.items, queued, queuedMeasurement).sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  return (
    <div className="grid gap-6">
      <Changes items={items} unit={unit} />
      <PageColumns
        layout="wide"
        sideFirst
        main={
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Measurement history</CardTitle>
              <CardDescription>Newest first. Measure at the same spots each time.</CardDescription>
            </CardHeader>
            <CardContent>
              {items.length === 0 ? (
                <EmptyState
                  icon={Ruler}
                  headingLevel={3}
                  title="No measurements yet"
                  description="The tape often shows progress the scale doesn’t. Log your waist to start."
                />
              ) : (
                <ul aria-label="Measurements" className="divide-y rounded-lg border">
                  {items.map((m) => (
                    <RecordItem
                      key={m.id}
                      edit={<EditMeasurementDialog measurement={m} unit={unit} />}
                      deleteWhat="set of measurements"
                      deleteLabel={`Delete measurements of ${formatCalendarDate(m.date)}`}
                      onDelete={() => remove.mutateAsync(m.id)}
                    >
                      <span className="font-medium">{formatCalendarDate(m.date)}</span>
                      <span className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground tabular-nums">
                        {MEASUREMENT_SITES.map((site) => {
                          const v = siteValue(m, site);
                          return v === null ? null : (
                            <span key={site}>
                              {MEASUREMENT_SITE_LABELS[site]}{' '}
                              <span className="text-foreground">{formatLength(v, unit)}</span>
                            </span>
                          );
                        })}
                      </span>
                      <SyncMark sync={m.sync} />
                    </RecordItem>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        }
        side={
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Log measurements</CardTitle>
              <CardDescription>Any of waist, hips, chest, upper arm and thigh.</CardDescription>
            </CardHeader>
            <CardContent>
              <MeasurementForm
                name="log-measurement"
                defaultValues={{
                  date: localToday(),
                  unit,
                  waist: '',
                  hips: '',
                  chest: '',
                  arm: '',
                  thigh: '',
                }}
                resetAfterSubmit
                onSubmit={async (body) => {
                  toastSaved(await create.mutateAsync(body), 'Measurements saved');
                }}
                footer={logFooter('Save measurements')}
              />
            </CardContent>
          </Card>
        }
      />
    </div>
  );
}
