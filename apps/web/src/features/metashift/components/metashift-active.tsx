import { type MetashiftState } from '@ketoflow/contracts';
import { METASHIFT_PROGRAMME_DAYS, metashiftPhase } from '@ketoflow/domain';
import { Lightbulb, Power, Target } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageColumns } from '../../../components/page-layout';
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
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { formErrorText } from '../../../lib/form-errors';
import { useDeactivateMetashift } from '../api/metashift-api';
import { formatLongDay } from '../lib/time';
import { phaseDays } from './phase-timeline';
import { SAVE_TEXTS } from '../lib/save-texts';
import { TimelineCard } from './timeline-card';

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
export function Active({ userId, state }: { userId: string; state: MetashiftState }) {
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
          <Card data-tour="metashift-main">
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
