import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateReadingBodySchema,
  GKI_NOTE,
  GKI_ZONE_LABELS,
  GlucoseUnitSchema,
  type CreateReadingBody,
  type GlucoseUnitValue,
  type GkiZoneValue,
  type Reading,
} from '@ketoflow/contracts';
import { glucoseKetoneIndex, gkiZone } from '@ketoflow/domain';
import { Droplet, Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns } from '../../../components/page-layout';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import {
  useCreateReading,
  useDeleteReading,
  useReadings,
  useUpdateReading,
  useWeightSummary,
} from '../api/body-api';
import { applySaveError } from '../lib/form-errors';
import { formatDateTime, fromDateTimeLocal, parseDecimal, toDateTimeLocal } from '../lib/format';
import { EditRecordDialog, editFooter, logFooter, RecordItem } from './record-parts';
import { formatOneDecimal, formatQuantity } from '../../../lib/format';

const ReadingFormSchema = z
  .object({
    measuredAt: z.string().min(1, 'Choose the date and time.'),
    ketonesMmolL: z.string(),
    glucose: z.string(),
    glucoseUnit: GlucoseUnitSchema,
  })
  .transform((v): CreateReadingBody => {
    const glucose = parseDecimal(v.glucose);
    return {
      measuredAt: fromDateTimeLocal(v.measuredAt) ?? '',
      ketonesMmolL: parseDecimal(v.ketonesMmolL),
      glucose,
      glucoseUnit: glucose === null ? null : v.glucoseUnit,
    };
  })
  .pipe(CreateReadingBodySchema);
type ReadingFormValues = z.input<typeof ReadingFormSchema>;

const GLUCOSE_OPTIONS = [
  { value: 'mg/dL', label: 'mg/dL' },
  { value: 'mmol/L', label: 'mmol/L' },
] as const satisfies readonly { value: GlucoseUnitValue; label: string }[];

/** Shades by zone, always next to the zone's words (colour is never the only signal). */
const ZONE_CLASS: Record<GkiZoneValue, string> = {
  therapeutic: 'border-primary/50 bg-primary/15 text-primary',
  high: 'border-primary/40 bg-primary/10 text-primary',
  moderate: 'border-fat/40 bg-fat/10 text-fat',
  low: 'border-carbs/40 bg-carbs/10 text-carbs',
  none: 'border-border text-muted-foreground',
};

function GkiBadge({ zone }: { zone: GkiZoneValue }) {
  return (
    <Badge variant="outline" className={cn('whitespace-normal', ZONE_CLASS[zone])}>
      {GKI_ZONE_LABELS[zone]}
    </Badge>
  );
}

/** The GKI the entered numbers give, before saving (same rule as the server's). */
function GkiPreview({
  ketonesText,
  glucoseText,
  glucoseUnit,
}: {
  ketonesText: string;
  glucoseText: string;
  glucoseUnit: GlucoseUnitValue;
}) {
  const ketones = parseDecimal(ketonesText);
  const glucose = parseDecimal(glucoseText);
  const gki =
    ketones !== null && glucose !== null && Number.isFinite(ketones) && Number.isFinite(glucose)
      ? glucoseKetoneIndex({ glucose, glucoseUnit, ketonesMmolL: ketones })
      : null;
  return (
    <div aria-live="polite" className="min-h-14 rounded-lg border border-dashed px-3 py-2 text-sm">
      {gki === null || !Number.isFinite(gki) ? (
        <span className="text-muted-foreground">
          Enter both glucose and ketones to see your glucose-ketone index (GKI).
        </span>
      ) : (
        <span className="flex flex-wrap items-center gap-2">
          <span>
            GKI <span className="font-semibold tabular-nums">{formatOneDecimal(gki)}</span>
          </span>
          <GkiBadge zone={gkiZone(gki)} />
        </span>
      )}
    </div>
  );
}

function ReadingForm({
  defaultValues,
  onSubmit,
  footer,
  resetAfterSubmit = false,
  name,
}: {
  defaultValues: ReadingFormValues;
  onSubmit: (body: CreateReadingBody) => Promise<unknown>;
  footer: (pending: boolean) => ReactNode;
  resetAfterSubmit?: boolean;
  name: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ReadingFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const [ketonesText, glucoseText, glucoseUnit] = useWatch({
    control: form.control,
    name: ['ketonesMmolL', 'glucose', 'glucoseUnit'],
  });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
      if (resetAfterSubmit) {
        form.reset({
          ...form.getValues(),
          measuredAt: toDateTimeLocal(new Date()),
          ketonesMmolL: '',
          glucose: '',
        });
      }
    } catch (error) {
      setFormError(
        applySaveError(error, form.setError, [
          'measuredAt',
          'ketonesMmolL',
          'glucose',
          'glucoseUnit',
        ]),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField label="Date and time" error={errors.measuredAt?.message}>
        <Input
          type="datetime-local"
          max={toDateTimeLocal(new Date())}
          {...form.register('measuredAt')}
        />
      </FormField>
      <FormField
        label="Blood ketones, BHB (mmol/L)"
        description="From a blood ketone meter; 0.5–3.0 is commonly called nutritional ketosis."
        error={errors.ketonesMmolL?.message}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          {...form.register('ketonesMmolL')}
        />
      </FormField>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <FormField label={`Glucose (${glucoseUnit})`} error={errors.glucose?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
            {...form.register('glucose')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="glucoseUnit"
          render={({ field }) => (
            <ChoiceField label="Unit" error={errors.glucoseUnit?.message}>
              {(ids) => (
                <ChoiceGroup
                  variant="segments"
                  options={GLUCOSE_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={`${name}-glucose-unit`}
                  className="w-44"
                  aria-labelledby={ids.labelledBy}
                />
              )}
            </ChoiceField>
          )}
        />
      </div>
      <GkiPreview ketonesText={ketonesText} glucoseText={glucoseText} glucoseUnit={glucoseUnit} />
      {formError && <FormMessage>{formError}</FormMessage>}
      {footer(isSubmitting)}
    </form>
  );
}

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
            await update.mutateAsync({
              id: reading.id,
              body: {
                ...body,
                ketonesMmolL: body.ketonesMmolL ?? null,
                glucose: body.glucose ?? null,
                glucoseUnit: body.glucoseUnit ?? null,
              },
            });
            close();
            toast.success('Reading updated');
          }}
          footer={editFooter}
        />
      )}
    </EditRecordDialog>
  );
}

function ReadingItem({ reading, unit }: { reading: Reading; unit: GlucoseUnitValue }) {
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
    </RecordItem>
  );
}

/** The ketones tab: BHB and glucose readings with the glucose-ketone index. */
export function ReadingsPanel() {
  const summary = useWeightSummary();
  const query = useReadings();
  const create = useCreateReading();

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

  const items = query.data.items;
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
        <Card className="min-w-0">
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
                await create.mutateAsync(body);
                toast.success('Reading saved');
              }}
              footer={logFooter('Save reading')}
            />
          </CardContent>
        </Card>
      }
    />
  );
}
