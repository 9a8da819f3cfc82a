import { zodResolver } from '@hookform/resolvers/zod';
import { METASHIFT_DAYS_AGO_MAX, type MetashiftState } from '@ketoflow/contracts';
import { metashiftDay, metashiftPhase } from '@ketoflow/domain';
import { History, Play } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { PageColumns } from '../../../components/page-layout';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerError } from '../../../lib/form-errors';
import { useActivateMetashift } from '../api/metashift-api';
import { formatLongDay } from '../lib/time';
import { SAVE_TEXTS } from '../lib/save-texts';
import { TimelineCard } from './timeline-card';

const DaysAgoFormSchema = z.object({
  daysAgo: z
    .string()
    .trim()
    .regex(/^\d+$/, `Enter a whole number of days from 1 to ${METASHIFT_DAYS_AGO_MAX}.`)
    .refine(
      (value) => Number(value) >= 1 && Number(value) <= METASHIFT_DAYS_AGO_MAX,
      `Enter a whole number of days from 1 to ${METASHIFT_DAYS_AGO_MAX}.`,
    ),
});

type DaysAgoForm = z.infer<typeof DaysAgoFormSchema>;

/** Not active: what the programme is, and the two (or three) ways to begin. */
export function Inactive({ userId, state }: { userId: string; state: MetashiftState }) {
  const activate = useActivateMetashift(userId, state.timeZone);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DaysAgoForm>({
    resolver: zodResolver(DaysAgoFormSchema),
    defaultValues: { daysAgo: '' },
  });
  // Deactivated before (updated after its start): the stored start can simply continue.
  const canResume = Date.parse(state.updatedAt) > Date.parse(state.startedAt) + 1000;
  const [resumeDay] = useState(() =>
    metashiftDay(new Date(state.startedAt), new Date(), state.timeZone),
  );

  async function run(body: Parameters<typeof activate.mutateAsync>[0], success: string) {
    setFormError(null);
    try {
      const next = await activate.mutateAsync(body);
      toast.success(success, {
        description: next.phaseId ? `Day ${next.day}: ${metashiftPhase(next.phaseId).name}` : '',
      });
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          ...SAVE_TEXTS,
          // "N days ago" is the one field; a refused start date is its problem.
          fieldForCode:
            'daysAgo' in (body ?? {}) ? { VALIDATION_FAILED: { field: 'daysAgo' } } : {},
        }),
      );
    }
  }

  const submitDaysAgo = form.handleSubmit((values) =>
    run({ daysAgo: Number(values.daysAgo) }, 'Metashift started'),
  );

  return (
    <PageColumns
      main={
        <Card data-tour="metashift-main">
          <CardHeader>
            <CardTitle>Start your programme</CardTitle>
            <CardDescription>
              Metashift follows the usual course of switching to keto, day by day: what is
              happening, what to focus on, and a tip for each day. You can stop at any time.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <Button
              size="lg"
              className="w-full sm:w-fit"
              disabled={activate.isPending}
              onClick={() => void run({ startNow: true }, 'Metashift started')}
            >
              {activate.isPending ? <Spinner /> : <Play aria-hidden="true" />}
              Start today
            </Button>

            <form
              noValidate
              onSubmit={(event) => void submitDaysAgo(event)}
              className="grid gap-3 rounded-lg border p-4"
              data-tour="metashift-days-ago"
            >
              <p className="text-sm font-medium">Already eating keto?</p>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <FormField
                  label="I started this many days ago"
                  description={`1 to ${METASHIFT_DAYS_AGO_MAX} days. Today becomes that day + 1.`}
                  error={form.formState.errors.daysAgo?.message}
                  className="sm:max-w-64"
                >
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={METASHIFT_DAYS_AGO_MAX}
                    step={1}
                    className="num"
                    {...form.register('daysAgo')}
                  />
                </FormField>
                <Button
                  type="submit"
                  variant="outline"
                  disabled={activate.isPending}
                  className="sm:mt-6"
                >
                  <History aria-hidden="true" />
                  Set my start
                </Button>
              </div>
            </form>

            {canResume && (
              <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">
                  You paused your programme. Resume where it stands today:{' '}
                  <span className="font-medium">day {resumeDay}</span>, counted from{' '}
                  {formatLongDay(state.startedAt)}.
                </p>
                <Button
                  variant="secondary"
                  disabled={activate.isPending}
                  onClick={() => void run({}, 'Metashift resumed')}
                >
                  Resume
                </Button>
              </div>
            )}
            {formError && <FormMessage>{formError}</FormMessage>}
          </CardContent>
        </Card>
      }
      side={<TimelineCard current={null} />}
    />
  );
}
