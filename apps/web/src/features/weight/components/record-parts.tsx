import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { ConfirmDeleteButton } from './confirm-delete-button';

/** The submit button of a weight, measurement or reading form, with its saving state. */
export function SaveButton({
  pending,
  children,
  className,
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={pending} className={className}>
      {pending && <Spinner />}
      {pending ? 'Saving...' : children}
    </Button>
  );
}

/** The footer of a log form: one full-width save button. */
export function logFooter(label: string) {
  return function LogFooter(pending: boolean) {
    return (
      <SaveButton pending={pending} className="w-full">
        {label}
      </SaveButton>
    );
  };
}

/** The footer of an edit dialog's form: Cancel, then "Save changes". */
export function editFooter(pending: boolean) {
  return (
    <FormDialogFooter cancelLabel="Cancel" pending={pending}>
      <SaveButton pending={pending}>Save changes</SaveButton>
    </FormDialogFooter>
  );
}

/**
 * A pencil button that opens an edit dialog; `children` gets `close` to call after a save.
 */
export function EditRecordDialog({
  label,
  title,
  description,
  className,
  children,
}: {
  /** Accessible name of the button, e.g. "Edit weigh-in of 14 Mar 2026". */
  label: string;
  title: string;
  description: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      className={className}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={label} title="Edit">
          <Pencil aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
    >
      {children(() => setOpen(false))}
    </FormDialog>
  );
}

/** A row of a history list: what was logged, then its edit and delete buttons. */
export function RecordItem({
  children,
  edit,
  deleteWhat,
  deleteLabel,
  onDelete,
  compact = false,
}: {
  children: ReactNode;
  /** The row's edit dialog (an EditRecordDialog). */
  edit: ReactNode;
  /** See ConfirmDeleteButton's `what` and `label`. */
  deleteWhat: string;
  deleteLabel: string;
  onDelete: () => Promise<unknown>;
  /** Two short lines, centred beside the buttons (weigh-ins). */
  compact?: boolean;
}) {
  return (
    <li className={cn('flex gap-3 px-3 py-2.5', compact ? 'items-center' : 'items-start')}>
      <div className={cn('grid min-w-0 flex-1', compact ? 'gap-0.5' : 'gap-1')}>{children}</div>
      {edit}
      <ConfirmDeleteButton what={deleteWhat} label={deleteLabel} onDelete={onDelete} />
    </li>
  );
}
