import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAST_NOTE_MAX_LENGTH,
  FastTargetHoursSchema,
  type Fast,
  type SafetyFlag,
  type UpdateFastBody,
} from '@ketoflow/contracts';
import { FASTING_PROTOCOLS, fastingCaution, fastTargetHours } from '@ketoflow/domain';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useUpdateFast } from '../api/fasting-api';
import { applyServerError } from '../../../lib/form-errors';
import { FAST_SAVE_TEXTS } from '../lib/form-errors';
import { fromLocalInputValue, toLocalInputValue } from '../lib/time';
import { defaults, EditFormSchema, SERVER_FIELDS, type EditForm } from '../model/edit-fast-form';
import { CautionNotice } from './caution-notice';
import { CustomHoursField } from './custom-hours-field';

/**
 * Edits a fast: start (and end, once it has ended), protocol and note. Changing the target
 * of a running fast follows the same safety rules as starting one.
 */
export function EditFastDialog({
  userId,
  fast,
  flags,
  trigger,
}: {
  userId: string;
  fast: Fast;
  flags: readonly SafetyFlag[];
  trigger: ReactNode;
}) {
  const update = useUpdateFast(userId);
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EditForm>({
    resolver: zodResolver(EditFormSchema),
    defaultValues: defaults(fast),
  });
  const { errors } = form.formState;
  const [protocol, customHours] = useWatch({
    control: form.control,
    name: ['protocol', 'customHours'],
  });
  const running = fast.endedAt === null;

  const parsedCustom = FastTargetHoursSchema.safeParse(Number(customHours));
  const newTarget =
    protocol === 'custom'
      ? customHours.trim() !== '' && parsedCustom.success
        ? parsedCustom.data
        : null
      : fastTargetHours(protocol);
  const caution =
    running && newTarget !== null && newTarget !== fast.targetHours
      ? fastingCaution(newTarget, flags)
      : null;
  const blocked = caution !== null && !caution.allowed;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (caution && !caution.allowed) return;
    if (caution && !values.acknowledged) {
      form.setError('acknowledged', {
        type: 'required',
        message: 'Please confirm that you have read the health note.',
      });
      return;
    }
    const start = fromLocalInputValue(values.startedAt);
    const end = running ? null : fromLocalInputValue(values.endedAt);
    const body: UpdateFastBody = {
      startedAt: start?.toISOString(),
      ...(end ? { endedAt: end.toISOString() } : {}),
      protocol: values.protocol,
      ...(values.protocol === 'custom' ? { targetHours: Number(values.customHours) } : {}),
      note: values.note.trim() === '' ? null : values.note.trim(),
      ...(caution ? { acknowledgeCaution: true } : {}),
    };
    try {
      await update.mutateAsync({ id: fast.id, body, version: fast.updatedAt });
      setOpen(false);
      toast.success('Fast updated');
    } catch (error) {
      const message = applyServerError(error, form.setError, {
        ...FAST_SAVE_TEXTS,
        field: (path) => SERVER_FIELDS[path],
        focus: false,
      });
      if (message === null) return;
      if (isApiError(error, 'NOT_FOUND')) {
        setOpen(false);
        toast.info('That fast was deleted on another device.');
      } else {
        setFormError(message);
      }
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (update.isPending) return;
        setOpen(next);
        if (next) {
          setFormError(null);
          form.reset(defaults(fast));
        }
      }}
      trigger={trigger}
      title={running ? 'Edit your fast' : 'Edit fast'}
      description={
        running
          ? 'Forgot to start the timer? Set when your fast really began.'
          : 'Correct the times, protocol or note of this fast.'
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField label="Start" error={errors.startedAt?.message}>
          <Input
            type="datetime-local"
            max={toLocalInputValue(new Date())}
            className="num"
            {...form.register('startedAt')}
          />
        </FormField>
        {!running && (
          <FormField label="End" error={errors.endedAt?.message}>
            <Input
              type="datetime-local"
              max={toLocalInputValue(new Date())}
              className="num"
              {...form.register('endedAt')}
            />
          </FormField>
        )}
        <Controller
          control={form.control}
          name="protocol"
          render={({ field }) => (
            <div className="grid gap-2">
              <Label htmlFor={`${fieldId}-protocol`}>Protocol</Label>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={`${fieldId}-protocol`} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {FASTING_PROTOCOLS.map((p) => (
                    <SelectItem key={p.id} value={p.id}>
                      {p.label}
                      {p.fastHours !== null ? ` (${p.fastHours} h)` : ''}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        />
        {protocol === 'custom' && (
          <CustomHoursField error={errors.customHours?.message} {...form.register('customHours')} />
        )}
        <FormField label="Note (optional)" error={errors.note?.message}>
          <Input maxLength={FAST_NOTE_MAX_LENGTH} {...form.register('note')} />
        </FormField>

        {caution && <CautionNotice messages={caution.messages} blocked={blocked} />}
        {caution && !blocked && (
          <Controller
            control={form.control}
            name="acknowledged"
            render={({ field }) => (
              <div className="grid gap-1">
                <div className="flex items-center gap-3">
                  <Checkbox
                    id={`${fieldId}-ack`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    ref={field.ref}
                    aria-invalid={errors.acknowledged ? true : undefined}
                  />
                  <Label htmlFor={`${fieldId}-ack`}>I have read this health note</Label>
                </div>
                {errors.acknowledged?.message && (
                  <FormMessage>{errors.acknowledged.message}</FormMessage>
                )}
              </div>
            )}
          />
        )}
        {formError && <FormMessage>{formError}</FormMessage>}

        <FormDialogFooter cancelLabel="Cancel" pending={update.isPending}>
          <Button type="submit" disabled={update.isPending || blocked}>
            {update.isPending && <Spinner />}
            Save
          </Button>
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}
