import { GKI_NOTE, type GlucoseUnitValue, type Reading } from '@ketoflow/contracts';
import { Droplet, Info } from 'lucide-react';
import { SyncMark, toastSaved } from '../../../entities/sync';
import { applyQueued, useQueuedWrites, type WithSync } from '../../../lib/outbox';
import { queuedReading } from '../lib/queued-entries';
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
  useCreateReading,
  useDeleteReading,
  useReadings,
  useUpdateReading,
  useWeightSummary,
} from '../api/body-api';
import { formatDateTime, toDateTimeLocal } from '../lib/format';
import { EditRecordDialog, editFooter, logFooter, RecordItem } from './record-parts';
import { formatOneDecimal, formatQuantity } from '../../../lib/format';
import { GkiBadge, ReadingForm, type ReadingFormValues } from './reading-form';

function formValues(r: Reading, fallbackUnit: GlucoseUnitValue): ReadingFormValues {
  return {
    measuredAt: toDateTimeLocal(new Date(r.measuredAt)),
    ketonesMmolL: r.ketonesMmolL === null ? '' : String(r.ketonesMmolL),
    glucose: r.glucose === null ? '' : String(r.glucose),
    glucoseUnit: r.glucoseUnit ?? fallbackUnit,
  };
}

function EditReadingDialog({ reading, unit }: { reading: Reading; unit: GlucoseUnitValue }) {
  const update = useUpdateReading();
  return (
    <EditRecordDialog
      label={`Edit reading of ${formatDateTime(reading.measuredAt)}`}
      title="Edit reading"
      description="Clear a box to remove that value. GKI is worked out again."
    >
      {(close) => (
        <ReadingForm
          name={`edit-${reading.id}`}
          defaultValues={formValues(reading, unit)}
          onSubmit={async (body) => {
            const result = await update.mutateAsync({
              id: reading.id,
              version: reading.updatedAt,
              body: {
                ...body,
                ketonesMmolL: body.ketonesMmolL ?? null,
                glucose: body.glucose ?? null,
                glucoseUnit: body.glucoseUnit ?? null,
              },
            });
            close();
            toastSaved(result, 'Reading updated');
          }}
          footer={editFooter}
        />
      )}
    </EditRecordDialog>
  );
}

function ReadingItem({ reading, unit }: { reading: WithSync<Reading>; unit: GlucoseUnitValue }) {
  const remove = useDeleteReading();
  const when = formatDateTime(reading.measuredAt);
  return (
    <RecordItem
      edit={<EditReadingDialog reading={reading} unit={unit} />}
      deleteWhat="reading"
      deleteLabel={`Delete reading of ${when}`}
      onDelete={() => remove.mutateAsync(reading.id)}
    >
      <span className="text-sm font-medium">{when}</span>
      <span className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground tabular-nums">
        {reading.ketonesMmolL !== null && (
          <span>
            BHB{' '}
            <span className="text-foreground">{formatQuantity(reading.ketonesMmolL)} mmol/L</span>
          </span>
        )}
        {reading.glucose !== null && reading.glucoseUnit !== null && (
          <span>
            Glucose{' '}
            <span className="text-foreground">
              {formatQuantity(reading.glucose)} {reading.glucoseUnit}
            </span>
            {reading.glucoseUnit === 'mg/dL' && reading.glucoseMmolL !== null && (
              <span className="whitespace-nowrap">
                {' '}
                ({formatOneDecimal(reading.glucoseMmolL)} mmol/L)
              </span>
            )}
          </span>
        )}
      </span>
      {reading.gki !== null && reading.gkiZone !== null && (
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            GKI <span className="font-semibold tabular-nums">{formatOneDecimal(reading.gki)}</span>
          </span>
          <GkiBadge zone={reading.gkiZone} />
        </span>
      )}
      <SyncMark sync={reading.sync} />
    </RecordItem>
  );
}

/** The ketones tab: BHB and glucose readings with the glucose-ketone index. */
export function ReadingsPanel() {
  const summary = useWeightSummary();
  const query = useReadings();
  const create = useCreateReading();
  const queued = useQueuedWrites('reading');

  if (query.isPending || summary.isPending) {
    return (
      <PageColumns
        layout="wide"
        sideFirst
        main={
          <>
            <LoadingStatus>Loading your readings...</LoadingStatus>
            <Skeleton className="h-72 rounded-xl" />
          </>
        }
        side={<Skeleton className="h-96 rounded-xl" />}
      />
    );
  }
  if (query.isError)
    return <QueryErrorState query={query} title="We couldn’t load your readings" />;

  const items = applyQueued(query.data.items, queued, queuedReading).sort((a, b) =>
    b.measuredAt.localeCompare(a.measuredAt),
  );
  // The unit of the last glucose reading, else the usual one for the user's unit system.
  const unit: GlucoseUnitValue =
    items.find((r) => r.glucoseUnit !== null)?.glucoseUnit ??
    (summary.data?.units === 'imperial' ? 'mg/dL' : 'mmol/L');

  return (
    <PageColumns
      layout="wide"
      sideFirst
      main={
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Readings</CardTitle>
            <CardDescription>Newest first.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {items.length === 0 ? (
              <EmptyState
                icon={Droplet}
                headingLevel={3}
                title="No readings yet"
                description="If you use a blood ketone or glucose meter, log a reading to follow your ketosis."
              />
            ) : (
              <ul aria-label="Ketone and glucose readings" className="divide-y rounded-lg border">
                {items.map((reading) => (
                  <ReadingItem key={reading.id} reading={reading} unit={unit} />
                ))}
              </ul>
            )}
            <p className="flex gap-2 text-xs leading-relaxed text-muted-foreground">
              <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span>{query.data.gkiNote || GKI_NOTE}</span>
            </p>
          </CardContent>
        </Card>
      }
      side={
        <Card className="min-w-0" data-tour="weight-readings">
          <CardHeader>
            <CardTitle>Log a reading</CardTitle>
            <CardDescription>Ketones, glucose or both. Both give your GKI.</CardDescription>
          </CardHeader>
          <CardContent>
            <ReadingForm
              name="log-reading"
              defaultValues={{
                measuredAt: toDateTimeLocal(new Date()),
                ketonesMmolL: '',
                glucose: '',
                glucoseUnit: unit,
              }}
              resetAfterSubmit
              onSubmit={async (body) => {
                toastSaved(await create.mutateAsync(body), 'Reading saved');
              }}
              footer={logFooter('Save reading')}
            />
          </CardContent>
        </Card>
      }
    />
  );
}
