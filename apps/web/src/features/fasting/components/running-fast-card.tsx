import type { Fast, SafetyFlag } from '@ketoflow/contracts';
import { FASTING_ZONES, fastingProtocolLabel, fastProgress } from '@ketoflow/domain';
import { CheckCircle2, Clock, Flame, Pencil, Square } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
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
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useEndFast } from '../api/fasting-api';
import { useNow } from '../hooks/use-now';
import { saveErrorText } from '../lib/form-errors';
import { formatClock, formatDateTime, formatDuration, formatTime, hoursToMs } from '../lib/time';
import { EditFastDialog } from './edit-fast-dialog';
import { ProgressRing } from './progress-ring';
import { zoneHours } from './zone-timeline';

/** The running fast: live ring and timer from the server's start time, zone, end and edit. */
export function RunningFastCard({
  userId,
  fast,
  clockOffsetMs,
  flags,
}: {
  userId: string;
  fast: Fast;
  clockOffsetMs: number;
  flags: readonly SafetyFlag[];
}) {
  const now = useNow(clockOffsetMs);
  const startedAt = new Date(fast.startedAt);
  const progress = fastProgress(startedAt, now, fast.targetHours);
  const targetAt = new Date(startedAt.getTime() + hoursToMs(fast.targetHours));
  const percent = Math.round(progress.fraction * 100);
  const ticks = FASTING_ZONES.filter((z) => z.fromHours > 0 && z.fromHours < fast.targetHours).map(
    (z) => z.fromHours / fast.targetHours,
  );
  const label = fastingProtocolLabel(fast.protocol, fast.targetHours);

  return (
    <Card data-tour="fasting-timer">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Flame className="size-5 text-primary" aria-hidden="true" />
          You are fasting
        </CardTitle>
        <Badge variant="outline" className="num">
          {label} · {fast.targetHours} h target
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ProgressRing
          fraction={progress.fraction}
          ticks={ticks}
          complete={progress.targetReached}
          label="Fast progress"
          valueText={
            progress.targetReached
              ? `Target reached, ${formatDuration(progress.elapsedMs)} fasted`
              : `${percent} %, ${formatDuration(progress.remainingMs)} left`
          }
          className="max-w-64 sm:max-w-72"
        >
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Elapsed
          </span>
          <span
            role="timer"
            aria-label={`Elapsed ${formatDuration(progress.elapsedMs)}`}
            className={cn(
              'num font-semibold tracking-tight',
              progress.elapsedMs >= 100 * 3_600_000 ? 'text-3xl' : 'text-4xl sm:text-[2.75rem]',
            )}
            data-testid="fast-elapsed"
          >
            {formatClock(progress.elapsedMs)}
          </span>
          <span className="num text-sm text-muted-foreground">
            {percent} % of {fast.targetHours} h
          </span>
        </ProgressRing>

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border p-3">
            {progress.targetReached ? (
              <>
                <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  Target reached
                </p>
                <p className="num mt-1 text-lg font-semibold">
                  +{formatClock(progress.overtimeMs)}
                </p>
                <p className="text-xs text-muted-foreground">past your {fast.targetHours} h goal</p>
              </>
            ) : (
              <>
                <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                  <Clock className="size-4" aria-hidden="true" />
                  Remaining
                </p>
                <p className="num mt-1 text-lg font-semibold" data-testid="fast-remaining">
                  {formatClock(progress.remainingMs)}
                </p>
                <p className="text-xs text-muted-foreground">Goal at {formatDateTime(targetAt)}</p>
              </>
            )}
          </div>
          <div className="rounded-lg border p-3" data-testid="fast-zone">
            <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
              Current zone
              <Badge variant="outline" className="px-1.5 py-0 text-[0.7rem]">
                approximate
              </Badge>
            </p>
            <p className="mt-1 text-lg font-semibold">
              {progress.zone.label}{' '}
              <span className="num text-sm font-normal text-muted-foreground">
                {zoneHours(progress.zone.fromHours, progress.zone.toHours)}
              </span>
            </p>
            <p className="text-xs text-muted-foreground">
              {progress.nextZone && progress.msToNextZone !== null
                ? `${progress.nextZone.label} in about ${formatDuration(progress.msToNextZone)}`
                : progress.zone.description}
            </p>
          </div>
        </div>

        <p className="text-sm text-muted-foreground">
          Started {formatDateTime(startedAt)}
          {fast.note ? ` · ${fast.note}` : ''}
        </p>

        <div className="flex flex-col gap-2 sm:flex-row">
          <EndFastButton
            userId={userId}
            fast={fast}
            elapsedMs={progress.elapsedMs}
            targetReached={progress.targetReached}
          />
          <EditFastDialog
            userId={userId}
            fast={fast}
            flags={flags}
            trigger={
              <Button variant="outline" className="sm:w-fit">
                <Pencil aria-hidden="true" />
                Edit start time
              </Button>
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}

function EndFastButton({
  userId,
  fast,
  elapsedMs,
  targetReached,
}: {
  userId: string;
  fast: Fast;
  elapsedMs: number;
  targetReached: boolean;
}) {
  const end = useEndFast(userId);
  const [open, setOpen] = useState(false);
  const remainingMs = hoursToMs(fast.targetHours) - elapsedMs;

  async function confirm() {
    try {
      const result = await end.mutateAsync({ id: fast.id, body: {} });
      setOpen(false);
      const completed =
        result.status === 'sent'
          ? (result.data as Fast).completed
          : elapsedMs >= hoursToMs(fast.targetHours);
      toast.success(completed ? 'Fast completed' : 'Fast ended', {
        description: `${formatDuration(elapsedMs)} at ${formatTime(new Date())}.${
          result.status === 'sent' ? '' : ' Waiting to sync.'
        }`,
      });
    } catch (error) {
      // Ended on another device already: the refreshed screen shows it in the history.
      if (isApiError(error, 'CONFLICT') || isApiError(error, 'NOT_FOUND')) {
        setOpen(false);
        toast.info(error.message);
      } else {
        toast.error('Your fast was not ended', { description: saveErrorText(error) });
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !end.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button className="sm:w-fit" variant={targetReached ? 'default' : 'secondary'}>
          <Square aria-hidden="true" />
          End fast
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>End your fast?</DialogTitle>
          <DialogDescription>
            {targetReached
              ? `You fasted ${formatDuration(elapsedMs)} and reached your ${fast.targetHours} h target. Well done.`
              : `You have fasted ${formatDuration(elapsedMs)}. Your ${fast.targetHours} h target is ${formatDuration(remainingMs)} away. Ending now is fine: listen to your body.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={end.isPending}>
              Keep fasting
            </Button>
          </DialogClose>
          <Button disabled={end.isPending} onClick={() => void confirm()}>
            {end.isPending && <Spinner />}
            End fast
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
