import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateMeasurementBodySchema,
  LengthUnitSchema,
  MEASUREMENT_SITE_LABELS,
  MEASUREMENT_SITES,
  type CreateMeasurementBody,
  type LengthUnit,
  type Measurement,
  type MeasurementSite,
} from '@ketoflow/contracts';
import { CM_PER_INCH } from '@ketoflow/domain';
import { Ruler } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns } from '../../../components/page-layout';
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
import {
  useCreateMeasurement,
  useDeleteMeasurement,
  useMeasurements,
  useUpdateMeasurement,
  useWeightSummary,
} from '../api/body-api';
import { applySaveError } from '../lib/form-errors';
import { formatSignedOneDecimal, localToday, parseDecimal } from '../lib/format';
import { EditRecordDialog, editFooter, logFooter, RecordItem } from './record-parts';
import { formatCalendarDate, formatOneDecimal, round1 } from '../../../lib/format';

const COLUMN: Record<MeasurementSite, keyof Measurement> = {
  waist: 'waistCm',
  hips: 'hipsCm',
  chest: 'chestCm',
  arm: 'armCm',
  thigh: 'thighCm',
};

function siteValue(m: Measurement, site: MeasurementSite): number | null {
  const v = m[COLUMN[site]];
  return typeof v === 'number' ? v : null;
}

function inUnit(cm: number, unit: LengthUnit): number {
  return unit === 'in' ? cm / CM_PER_INCH : cm;
}

function formatLength(cm: number, unit: LengthUnit): string {
  return `${formatOneDecimal(inUnit(cm, unit))} ${unit}`;
}

const siteText = z.string();
const MeasurementFormSchema = z
  .object({
    date: z.string().min(1, 'Choose the date.'),
    unit: LengthUnitSchema,
    waist: siteText,
    hips: siteText,
    chest: siteText,
    arm: siteText,
    thigh: siteText,
  })
  .transform((v): CreateMeasurementBody => ({
    date: v.date,
    unit: v.unit,
    waist: parseDecimal(v.waist),
    hips: parseDecimal(v.hips),
    chest: parseDecimal(v.chest),
    arm: parseDecimal(v.arm),
    thigh: parseDecimal(v.thigh),
  }))
  .pipe(CreateMeasurementBodySchema);
type MeasurementFormValues = z.input<typeof MeasurementFormSchema>;

const UNIT_OPTIONS = [
  { value: 'cm', label: 'cm' },
  { value: 'in', label: 'in' },
] as const satisfies readonly { value: LengthUnit; label: string }[];

function MeasurementForm({
  defaultValues,
  onSubmit,
  footer,
  resetAfterSubmit = false,
  name,
}: {
  defaultValues: MeasurementFormValues;
  onSubmit: (body: CreateMeasurementBody) => Promise<unknown>;
  footer: (pending: boolean) => ReactNode;
  resetAfterSubmit?: boolean;
  name: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(MeasurementFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const unit = useWatch({ control: form.control, name: 'unit' });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
      if (resetAfterSubmit) {
        form.reset({ ...form.getValues(), waist: '', hips: '', chest: '', arm: '', thigh: '' });
      }
    } catch (error) {
      setFormError(applySaveError(error, form.setError, ['date', 'unit', ...MEASUREMENT_SITES]));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" max={localToday()} {...form.register('date')} />
        </FormField>
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <ChoiceField label="Unit">
              {(ids) => (
                <ChoiceGroup
                  variant="segments"
                  options={UNIT_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={`${name}-unit`}
                  className="w-28"
                  aria-labelledby={ids.labelledBy}
                />
              )}
            </ChoiceField>
          )}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm text-muted-foreground">
          Fill in any you measured, in {unit === 'in' ? 'inches' : 'centimetres'}.
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {MEASUREMENT_SITES.map((site) => (
            <FormField
              key={site}
              label={`${MEASUREMENT_SITE_LABELS[site]} (${unit})`}
              error={errors[site]?.message}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                className="tabular-nums"
                {...form.register(site)}
              />
            </FormField>
          ))}
        </div>
      </fieldset>
      {formError && <FormMessage>{formError}</FormMessage>}
      {footer(isSubmitting)}
    </form>
  );
}

function formValues(m: Measurement, unit: LengthUnit): MeasurementFormValues {
  const text = (site: MeasurementSite) => {
    const v = siteValue(m, site);
    return v === null ? '' : String(round1(inUnit(v, unit)));
  };
  return {
    date: m.date,
    unit,
    waist: text('waist'),
    hips: text('hips'),
    chest: text('chest'),
    arm: text('arm'),
    thigh: text('thigh'),
  };
}

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
            await update.mutateAsync({
              id: measurement.id,
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
            toast.success('Measurements updated');
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

  const items = query.data.items;
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
                  await create.mutateAsync(body);
                  toast.success('Measurements saved');
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
