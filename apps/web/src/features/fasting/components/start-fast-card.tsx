import { zodResolver } from '@hookform/resolvers/zod';
import {
  FAST_BACKDATE_MAX_HOURS,
  FAST_CUSTOM_MAX_HOURS,
  FAST_CUSTOM_MIN_HOURS,
  FastingProtocolSchema,
  FastTargetHoursSchema,
  type FastingProtocol,
  type SafetyFlag,
  type StartFastBody,
} from '@ketoflow/contracts';
import { FASTING_PROTOCOLS, fastingCaution, fastTargetHours } from '@ketoflow/domain';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useStartFast } from '../api/fasting-api';
import { applyServerError } from '../../../lib/form-errors';
import { FAST_SAVE_TEXTS } from '../lib/form-errors';
import { fromLocalInputValue, toLocalInputValue } from '../lib/time';
import { CautionNotice } from './caution-notice';
import { CustomHoursField } from './custom-hours-field';

const HOUR_MS = 3_600_000;

const customHoursMessage = `Choose a target between ${FAST_CUSTOM_MIN_HOURS} and ${FAST_CUSTOM_MAX_HOURS} hours.`;

const StartFormSchema = z
  .object({
    protocol: FastingProtocolSchema,
    customHours: z.string(),
    startedEarlier: z.boolean(),
    startedAt: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.protocol === 'custom') {
      const parsed = FastTargetHoursSchema.safeParse(
        form.customHours.trim() === '' ? Number.NaN : Number(form.customHours),
      );
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['customHours'],
          message: parsed.error.issues[0]?.message ?? customHoursMessage,
        });
      }
    }
    if (form.startedEarlier) {
      const startedAt = fromLocalInputValue(form.startedAt);
      const now = Date.now();
      let message: string | null = null;
      if (!startedAt) message = 'Enter the date and time you started.';
      else if (startedAt.getTime() > now + 60_000)
        message = 'The start time can’t be in the future.';
      else if (now - startedAt.getTime() > FAST_BACKDATE_MAX_HOURS * HOUR_MS)
        message = `The start time can be at most ${FAST_BACKDATE_MAX_HOURS} hours ago.`;
      if (message) ctx.addIssue({ code: 'custom', path: ['startedAt'], message });
    }
  });
type StartForm = z.infer<typeof StartFormSchema>;

const PROTOCOL_OPTIONS = FASTING_PROTOCOLS.map((p) => ({
  value: p.id,
  label: p.label,
  description: p.description,
}));

function targetOf(protocol: FastingProtocol, customHours: string): number | null {
  if (protocol !== 'custom') return fastTargetHours(protocol);
  const parsed = FastTargetHoursSchema.safeParse(Number(customHours));
  return customHours.trim() !== '' && parsed.success ? parsed.data : null;
}

/** Choose a protocol, optionally an earlier start, read any caution, then start. */
export function StartFastCard({
  userId,
  flags,
  defaultProtocol = '16:8',
}: {
  userId: string;
  flags: readonly SafetyFlag[];
  defaultProtocol?: FastingProtocol;
}) {
  const start = useStartFast(userId);
  const [pendingBody, setPendingBody] = useState<StartFastBody | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // An hour ago is a likely "last meal"; read once, when the card opens.
  const [openedAt] = useState(() => Date.now());
  const form = useForm<StartForm>({
    resolver: zodResolver(StartFormSchema),
    defaultValues: {
      protocol: defaultProtocol,
      customHours: '14',
      startedEarlier: false,
      startedAt: toLocalInputValue(new Date(openedAt - HOUR_MS)),
    },
  });
  const { errors } = form.formState;
  const [protocol, customHours, startedEarlier] = useWatch({
    control: form.control,
    name: ['protocol', 'customHours', 'startedEarlier'],
  });
  const target = targetOf(protocol, customHours);
  const caution = target === null ? null : fastingCaution(target, flags);
  const blocked = caution !== null && !caution.allowed;

  async function send(body: StartFastBody) {
    setFormError(null);
    try {
      const result = await start.mutateAsync({
        body,
        targetHours: body.targetHours ?? fastTargetHours(body.protocol) ?? 16,
      });
      setPendingBody(null);
      toast.success('Fast started', {
        description:
          result.status === 'sent'
            ? 'The timer keeps running on every device.'
            : 'Saved on this device; it will be sent when you’re back online.',
      });
    } catch (error) {
      setPendingBody(null);
      const message = applyServerError(error, form.setError, {
        ...FAST_SAVE_TEXTS,
        field: (path) => (path === 'body.startedAt' ? 'startedAt' : undefined),
      });
      if (message === null) return;
      if (isApiError(error, 'CONFLICT')) {
        // Usually another device started one: the screen reloads and shows it.
        toast.info(error.message);
      } else {
        setFormError(message);
      }
    }
  }

  const submit = form.handleSubmit((values) => {
    const startedAt = values.startedEarlier ? fromLocalInputValue(values.startedAt) : null;
    const body: StartFastBody = {
      protocol: values.protocol,
      ...(values.protocol === 'custom' ? { targetHours: Number(values.customHours) } : {}),
      ...(startedAt ? { startedAt: startedAt.toISOString() } : {}),
    };
    if (caution && !caution.allowed) return;
    if (caution) {
      // Shown before starting; confirming it is the acknowledgement the server asks for.
      setPendingBody({ ...body, acknowledgeCaution: true });
      return;
    }
    void send(body);
  });

  return (
    <Card data-tour="fasting-timer">
      <CardHeader>
        <CardTitle>Start a fast</CardTitle>
        <CardDescription>
          Pick a rhythm. The timer runs on our server, so it keeps going if you close the app or
          switch devices.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
          <Controller
            control={form.control}
            name="protocol"
            render={({ field }) => (
              <ChoiceField label="Protocol" error={errors.protocol?.message}>
                {({ labelledBy, describedBy, invalid }) => (
                  <ChoiceGroup
                    options={PROTOCOL_OPTIONS}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    focusRef={field.ref}
                    columns={2}
                    aria-labelledby={labelledBy}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </ChoiceField>
            )}
          />

          {protocol === 'custom' && (
            <CustomHoursField
              error={errors.customHours?.message}
              className="sm:max-w-40"
              {...form.register('customHours')}
            />
          )}

          <div className="grid gap-3">
            <Controller
              control={form.control}
              name="startedEarlier"
              render={({ field }) => (
                <div className="flex items-center gap-3">
                  <Checkbox
                    id="fast-started-earlier"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                  <Label htmlFor="fast-started-earlier">I started earlier</Label>
                </div>
              )}
            />
            {startedEarlier && (
              <FormField
                label="When did your fast begin?"
                description={`Up to ${FAST_BACKDATE_MAX_HOURS} hours ago, usually your last meal.`}
                error={errors.startedAt?.message}
              >
                <Input
                  type="datetime-local"
                  min={toLocalInputValue(new Date(openedAt - FAST_BACKDATE_MAX_HOURS * HOUR_MS))}
                  className="num sm:max-w-64"
                  {...form.register('startedAt')}
                />
              </FormField>
            )}
          </div>

          {caution && <CautionNotice messages={caution.messages} blocked={blocked} />}
          {formError && <FormMessage>{formError}</FormMessage>}

          <Button
            type="submit"
            size="lg"
            disabled={start.isPending || blocked}
            className="w-full sm:w-fit"
          >
            {start.isPending ? <Spinner /> : <Play aria-hidden="true" />}
            Start fast
          </Button>
        </form>
      </CardContent>

      <Dialog open={pendingBody !== null} onOpenChange={(open) => !open && setPendingBody(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Before you start</DialogTitle>
            <DialogDescription>Please read this health note about your fast.</DialogDescription>
          </DialogHeader>
          {caution && <CautionNotice messages={caution.messages} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={start.isPending}>
                Not now
              </Button>
            </DialogClose>
            <Button
              disabled={start.isPending}
              onClick={() => pendingBody && void send(pendingBody)}
            >
              {start.isPending && <Spinner />}I understand, start fast
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
