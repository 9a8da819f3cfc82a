import type { Fast, SafetyFlag } from '@ketoflow/contracts';
import { fastingProtocolLabel } from '@ketoflow/domain';
import { CheckCircle2, History, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
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
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useDeleteFast, useFastHistory } from '../api/fasting-api';
import { formatDay, formatHoursShort, formatTime } from '../lib/time';
import { EditFastDialog } from './edit-fast-dialog';

function DeleteFastButton({ userId, fast, name }: { userId: string; fast: Fast; name: string }) {
  const remove = useDeleteFast(userId);
  const [open, setOpen] = useState(false);
  async function confirm() {
    try {
      await remove.mutateAsync(fast.id);
      setOpen(false);
      toast.success('Fast deleted');
    } catch (error) {
      if (isApiError(error, 'NOT_FOUND')) setOpen(false);
      else toast.error('Not deleted', { description: 'Please try again.' });
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${name}`} title="Delete">
          <Trash2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this fast?</DialogTitle>
          <DialogDescription>
            It leaves your history, streaks and averages. This can’t be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep it
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending && <Spinner />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function FastRow({
  userId,
  fast,
  flags,
}: {
  userId: string;
  fast: Fast;
  flags: readonly SafetyFlag[];
}) {
  const label = fastingProtocolLabel(fast.protocol, fast.targetHours);
  const name = `${label} fast of ${formatDay(fast.startedAt)}`;
  const duration = fast.durationHours ?? 0;
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{formatDay(fast.startedAt)}</span>
          <Badge variant="outline">{label}</Badge>
          {fast.completed ? (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" />
              Completed
            </Badge>
          ) : (
            <Badge variant="secondary">Short of target</Badge>
          )}
        </div>
        <p className="num text-sm text-muted-foreground">
          {formatTime(fast.startedAt)} → {fast.endedAt ? formatTime(fast.endedAt) : ''}
          {fast.endedAt && formatDay(fast.endedAt) !== formatDay(fast.startedAt)
            ? ` (${formatDay(fast.endedAt)})`
            : ''}{' '}
          · <span className="font-medium text-foreground">{formatHoursShort(duration)}</span> of{' '}
          {formatHoursShort(fast.targetHours)}
        </p>
        {fast.note && <p className="text-sm text-pretty text-muted-foreground">{fast.note}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        <EditFastDialog
          userId={userId}
          fast={fast}
          flags={flags}
          trigger={
            <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} title="Edit">
              <Pencil aria-hidden="true" />
            </Button>
          }
        />
        <DeleteFastButton userId={userId} fast={fast} name={name} />
      </div>
    </li>
  );
}

/** Finished fasts, newest first, with completed vs target; more on demand. */
export function FastHistory({ userId, flags }: { userId: string; flags: readonly SafetyFlag[] }) {
  const history = useFastHistory(userId);
  const fasts = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card data-tour="fasting-history">
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>
          A fast counts as completed when it lasts at least its target.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div className="grid gap-3">
            <LoadingStatus>Loading your fasts...</LoadingStatus>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : history.isError && fasts.length === 0 ? (
          <QueryErrorState query={history} title="We couldn’t load your fasts" headingLevel={3} />
        ) : fasts.length === 0 ? (
          <EmptyState
            icon={History}
            headingLevel={3}
            title="No finished fasts yet"
            description="When you end a fast it appears here, with its duration against the target."
          />
        ) : (
          <>
            <ul aria-label="Finished fasts" className="divide-y">
              {fasts.map((fast) => (
                <FastRow key={fast.id} userId={userId} fast={fast} flags={flags} />
              ))}
            </ul>
            {history.hasNextPage && (
              <Button
                variant="outline"
                className="mt-3 w-full"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchingNextPage && <Spinner />}
                Show older fasts
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
