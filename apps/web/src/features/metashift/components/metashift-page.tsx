import { zodResolver } from '@hookform/resolvers/zod';
import { METASHIFT_DAYS_AGO_MAX, type MetashiftState } from '@ketoflow/contracts';
import {
  METASHIFT_PROGRAMME_DAYS,
  METASHIFT_TIMELINE_NOTE,
  metashiftDay,
  metashiftPhase,
} from '@ketoflow/domain';
import { CalendarRange, History, Info, Lightbulb, Play, Power, Target } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns, PageShell } from '../../../components/page-layout';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerError, formErrorText, type ErrorTexts } from '../../../lib/form-errors';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { useActivateMetashift, useDeactivateMetashift, useMetashift } from '../api/metashift-api';
import { clientTimeZone, formatLongDay } from '../lib/time';
import { PhaseTimeline, phaseDays } from './phase-timeline';

const INTRO = 'A phased programme that guides you step by step through your keto journey.';

const SAVE_TEXTS: ErrorTexts = {
  byCode: { NETWORK: 'We could not reach the server. Please try again.' },
  serverMessageFor: ['VALIDATION_FAILED'],
};

function TimelineCard({ current }: { current: MetashiftState['phaseId'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>The programme</CardTitle>
        <CardDescription className="flex gap-1.5">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{METASHIFT_TIMELINE_NOTE}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PhaseTimeline current={current} />
      </CardContent>
    </Card>
  );
}

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
function Inactive({ userId, state }: { userId: string; state: MetashiftState }) {
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
        <Card>
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

function DeactivateButton({ userId, tz }: { userId: string; tz: string }) {
  const deactivate = useDeactivateMetashift(userId, tz);
  const [open, setOpen] = useState(false);
  async function confirm() {
    try {
      await deactivate.mutateAsync();
      setOpen(false);
      toast.success('Metashift paused', { description: 'You can resume or restart at any time.' });
    } catch (error) {
      toast.error('Metashift is still active', { description: formErrorText(error, SAVE_TEXTS) });
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !deactivate.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          <Power aria-hidden="true" />
          Deactivate
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate Metashift?</DialogTitle>
          <DialogDescription>
            Your daily phase and tips stop showing. Your start date is kept, so you can resume later
            or start again from day 1.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deactivate.isPending}>
              Keep going
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={deactivate.isPending}
            onClick={() => void confirm()}
          >
            {deactivate.isPending && <Spinner />}
            Deactivate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Active: today's phase, progress, focus and tip; the timeline; deactivate. */
function Active({ userId, state }: { userId: string; state: MetashiftState }) {
  if (state.phaseId === null || state.day === null) return null;
  const phase = metashiftPhase(state.phaseId);
  const next = state.nextPhaseId ? metashiftPhase(state.nextPhaseId) : null;
  const phasePercent = Math.round((state.phaseProgress ?? 0) * 100);
  const overallPercent = Math.round((state.overallProgress ?? 0) * 100);
  const phaseLength = phase.toDay === null ? null : phase.toDay - phase.fromDay + 1;
  return (
    <PageColumns
      main={
        <>
          <Card>
            <CardHeader className="gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="success" className="num text-sm">
                  Day {state.day}
                </Badge>
                <span className="num text-sm text-muted-foreground">{phaseDays(phase)}</span>
              </div>
              <CardTitle className="text-2xl">{phase.name}</CardTitle>
              <CardDescription>{phase.summary}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <div className="grid gap-2">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span id="metashift-phase-progress">
                    {phaseLength === null
                      ? `Day ${state.dayInPhase} of this phase`
                      : `Day ${state.dayInPhase} of ${phaseLength} in this phase`}
                  </span>
                  <span className="num text-muted-foreground">{phasePercent} %</span>
                </div>
                <Progress value={phasePercent} aria-labelledby="metashift-phase-progress" />
                <p className="text-xs text-muted-foreground">
                  {next && state.daysToNextPhase !== null
                    ? `${next.name} begins in ${state.daysToNextPhase} ${state.daysToNextPhase === 1 ? 'day' : 'days'} (typically).`
                    : 'The last phase: it carries on for as long as you like.'}
                </p>
              </div>

              <p className="text-sm text-pretty">{phase.whatToExpect}</p>

              <div className="grid gap-2">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Target className="size-4 text-primary" aria-hidden="true" />
                  Focus on
                </h3>
                <ul className="grid gap-1.5 text-sm">
                  {phase.focus.map((point) => (
                    <li key={point} className="flex gap-2">
                      <span
                        aria-hidden="true"
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                      />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>

              {state.tip && (
                <div className="flex gap-3 rounded-lg border border-coin/40 bg-coin-soft/60 p-4 dark:bg-coin-soft/40">
                  <Lightbulb className="mt-0.5 size-5 shrink-0 text-coin" aria-hidden="true" />
                  <div className="grid gap-1">
                    <h3 className="text-sm font-semibold">Today’s tip</h3>
                    <p className="text-sm text-pretty">{state.tip}</p>
                  </div>
                </div>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Your programme</CardTitle>
              <CardDescription>
                Started {formatLongDay(state.startedAt)}. The structured part runs{' '}
                {METASHIFT_PROGRAMME_DAYS} days.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-2">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span id="metashift-overall-progress">
                    Day {Math.min(state.day, METASHIFT_PROGRAMME_DAYS)} of{' '}
                    {METASHIFT_PROGRAMME_DAYS}
                  </span>
                  <span className="num text-muted-foreground">{overallPercent} %</span>
                </div>
                <Progress value={overallPercent} aria-labelledby="metashift-overall-progress" />
              </div>
              <DeactivateButton userId={userId} tz={state.timeZone} />
            </CardContent>
          </Card>
        </>
      }
      side={<TimelineCard current={state.phaseId} />}
    />
  );
}

function PageSkeleton() {
  return (
    <PageColumns
      main={
        <>
          <LoadingStatus>Loading your programme...</LoadingStatus>
          <Skeleton className="h-[28rem] rounded-xl" />
        </>
      }
      side={<Skeleton className="h-[30rem] rounded-xl" />}
    />
  );
}

function SignedIn({ userId }: { userId: string }) {
  const [tz] = useState(clientTimeZone);
  const query = useMetashift(userId, tz);
  if (query.data) {
    return query.data.isActive ? (
      <Active userId={userId} state={query.data} />
    ) : (
      <Inactive userId={userId} state={query.data} />
    );
  }
  if (query.isError) {
    return (
      <QueryErrorState query={query} title="We couldn’t load your programme" className="max-w-xl" />
    );
  }
  return <PageSkeleton />;
}

/** /metashift */
export function MetashiftPage() {
  const { user } = useSession();
  useDocumentMeta({ title: 'Metashift', description: INTRO });
  return (
    <PageShell icon={CalendarRange} title="Metashift" description={INTRO}>
      {user ? <SignedIn userId={user.id} /> : <PageSkeleton />}
    </PageShell>
  );
}
