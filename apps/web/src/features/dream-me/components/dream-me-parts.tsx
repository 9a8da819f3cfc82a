import { HeartHandshake, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadingStatus } from '../../../components/data-state';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteAllDreamMe } from '../api/dream-me-api';

export function PageSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
      <LoadingStatus>Loading Dream Me…</LoadingStatus>
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

/** The safety answer: a kind explanation in place of the upload form. */
export function NotForYou({ reason }: { reason: string | null }) {
  return (
    <Card className="max-w-2xl" data-testid="dream-me-unavailable">
      <CardHeader className="flex flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <HeartHandshake className="size-5" aria-hidden="true" />
        </span>
        <CardTitle className="pt-2">Dream Me is turned off for you</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-pretty">{reason}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/dashboard">Back to your dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile">Review your answers</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function DeleteAllButton({ count }: { count: number }) {
  const removeAll = useDeleteAllDreamMe();
  const [open, setOpen] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    try {
      const { deleted } = await removeAll.mutateAsync();
      setOpen(false);
      toast.success(`Deleted ${deleted} ${deleted === 1 ? 'result' : 'results'} and their photos`);
    } catch {
      toast.error('Not deleted', { description: 'Please try again.' });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !removeAll.isPending && setOpen(next)}
      trigger={
        <Button variant="ghost" size="sm">
          <Trash2 aria-hidden="true" />
          Delete all
        </Button>
      }
      title="Delete all your Dream Me photos?"
      description={`Your ${count === 1 ? 'result' : `${count} results`}, photos and images are deleted for good.`}
    >
      <form onSubmit={(event) => void confirm(event)}>
        <FormDialogFooter cancelLabel="Keep them" pending={removeAll.isPending}>
          <Button type="submit" variant="destructive" disabled={removeAll.isPending}>
            {removeAll.isPending && <Spinner />}
            Delete all
          </Button>
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}
