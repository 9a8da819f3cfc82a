import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';

/** A small "Delete" icon button that asks first (deleting has no undo). */
export function ConfirmDeleteButton({
  what,
  label,
  onDelete,
}: {
  /** "weigh-in", "measurements", "reading": used in the dialog's words. */
  what: string;
  /** Accessible name of the button, e.g. "Delete weigh-in of 14 Mar 2026". */
  label: string;
  onDelete: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await onDelete();
      setOpen(false);
      toast.success(`${what.charAt(0).toUpperCase()}${what.slice(1)} deleted`);
    } catch (error) {
      // Already gone (another device): the list refreshes, which is what the user wanted.
      if (isApiError(error, 'NOT_FOUND')) setOpen(false);
      else toast.error('Not deleted', { description: 'Please try again.' });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !pending && setOpen(next)}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={label} title="Delete">
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={`Delete this ${what}?`}
      description="This can’t be undone."
    >
      <form onSubmit={(event) => void confirm(event)}>
        <FormDialogFooter cancelLabel="Keep it" pending={pending}>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending && <Spinner />}
            Delete
          </Button>
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}
