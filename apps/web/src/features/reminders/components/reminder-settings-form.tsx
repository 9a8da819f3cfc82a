import { zodResolver } from '@hookform/resolvers/zod';
import { ReminderSettingsSchema, type ReminderSettings } from '@ketoflow/contracts';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { NeedsConnection } from '../../../components/needs-connection';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerError } from '../../../lib/form-errors';
import { useOnline } from '../../../lib/online';
import { clientTimeZone } from '../../../lib/time-zone';
import { useSaveReminderSettings } from '../api/reminders-api';
import { ReminderRow, TimeField, WeekdayPicker, type ReminderForm } from './reminder-rows';
import { TimeZoneNote } from './time-zone-note';

const ReminderFormSchema = ReminderSettingsSchema.omit({ timeZone: true });

const FIELDS: readonly Path<ReminderForm>[] = [
  'quietHours.start',
  'quietHours.end',
  'weigh_in.days',
  'weigh_in.time',
  'nothing_logged.time',
  'metashift_phase.time',
];

/** A server's field problem ("body.weigh_in.days") on its field of the form. */
function fieldOf(path: string): Path<ReminderForm> | undefined {
  const name = path.replace(/^body\./, '');
  return FIELDS.find((field) => field === name);
}

function formValues(settings: ReminderSettings): ReminderForm {
  const { timeZone: _zone, ...values } = settings;
  return values;
}

/**
 * Each reminder kind on or off with its time, quiet hours and the weekly e-mail. Saving sends
 * the whole settings with this device's time zone, so reminders come at this clock's times.
 */
export function ReminderSettingsForm({
  userId,
  settings,
}: {
  userId: string;
  settings: ReminderSettings;
}) {
  const online = useOnline();
  const save = useSaveReminderSettings(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReminderForm>({
    resolver: zodResolver(ReminderFormSchema),
    defaultValues: formValues(settings),
  });
  const { control, register, formState } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ ...values, timeZone: clientTimeZone() });
      form.reset(formValues(saved));
      toast.success('Reminders saved', {
        description: saved.timeZone ? `They follow ${saved.timeZone}.` : undefined,
      });
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          field: fieldOf,
          byCode: { NETWORK: 'We could not reach the server. Please try again.' },
          fallback: 'Your reminders were not saved. Please try again.',
        }),
      );
    }
  });

  const busy = save.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      <fieldset aria-label="What to remind you of" className="grid divide-y" disabled={busy}>
        <ReminderRow
          control={control}
          name="fast_goal.on"
          label="Fast reaches its goal"
          hint="When a running fast reaches the goal you set."
        />
        <ReminderRow
          control={control}
          name="eating_window_closes.on"
          label="Eating window closes"
          hint="For 16:8, 18:6, 20:4 and OMAD fasts, 30 minutes before the eating window after a fast ends."
        />
        <ReminderRow
          control={control}
          name="weigh_in.on"
          label="Weigh-in"
          hint="On the days you choose, at your time."
          error={errors.weigh_in?.days?.message ?? errors.weigh_in?.days?.root?.message}
        >
          <Controller
            control={control}
            name="weigh_in.days"
            render={({ field, fieldState }) => (
              <WeekdayPicker
                value={field.value}
                onChange={field.onChange}
                invalid={fieldState.invalid}
              />
            )}
          />
          <TimeField
            label="Time"
            registration={register('weigh_in.time')}
            error={errors.weigh_in?.time?.message}
          />
        </ReminderRow>
        <ReminderRow
          control={control}
          name="nothing_logged.on"
          label="Nothing logged today"
          hint="In the evening, sent only when today’s diary is still empty."
        >
          <TimeField
            label="Time"
            registration={register('nothing_logged.time')}
            error={errors.nothing_logged?.time?.message}
          />
        </ReminderRow>
        <ReminderRow
          control={control}
          name="metashift_phase.on"
          label="Metashift: a new phase starts"
          hint="On the morning a new phase of your Metashift begins."
        >
          <TimeField
            label="Time"
            registration={register('metashift_phase.time')}
            error={errors.metashift_phase?.time?.message}
          />
        </ReminderRow>
        <ReminderRow
          control={control}
          name="low_balance.on"
          label="FlowCoins running low"
          hint="When your balance runs low, at most once a week."
        />
      </fieldset>

      <fieldset
        aria-label="Quiet hours"
        className="grid rounded-lg border bg-muted/30 p-4"
        disabled={busy}
      >
        <ReminderRow
          control={control}
          name="quietHours.on"
          label="Quiet hours"
          hint="Reminders wait until quiet hours end."
        >
          <TimeField
            label="From"
            registration={register('quietHours.start')}
            error={errors.quietHours?.start?.message}
          />
          <TimeField
            label="Until"
            registration={register('quietHours.end')}
            error={errors.quietHours?.end?.message}
          />
        </ReminderRow>
      </fieldset>

      <fieldset aria-label="E-mail" className="grid" disabled={busy}>
        <ReminderRow
          control={control}
          name="weekly_email.on"
          label="Weekly summary e-mail"
          hint="A short look back at your week, once a week. Every e-mail has a link to stop them."
        />
      </fieldset>

      <TimeZoneNote userId={userId} keptZone={settings.timeZone} />

      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="grid gap-2">
        <Button type="submit" disabled={busy || !online} className="w-full sm:w-fit">
          {busy && <Spinner />}
          {busy ? 'Saving...' : 'Save reminders'}
        </Button>
        <NeedsConnection />
      </div>
    </form>
  );
}
