import type { MealType } from '@ketoflow/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formErrorText } from '../../../lib/form-errors';

/** What a failed save or parse says: the server's own words, else a generic retry. */
/** What a dialog that logs a new entry needs to know: whose diary, which day, which meal. */
export type NewEntryTarget = { userId: string; date: string; initialMealType: MealType };

/** A new-entry dialog's own props: the target plus its open state. */
export type NewEntryDialogProps = NewEntryTarget & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A failed diary save: the server's own words, or a plain sentence when it was not reached. */
export function saveErrorText(error: unknown): string {
  return formErrorText(error, {
    serverMessageFor: 'all',
    fallback: 'Something went wrong. Please try again.',
  });
}

/**
 * The dialog around a diary form. The form (`children`) is mounted only while the dialog is
 * open, so each opening starts from fresh state.
 */
export function EntryDialog({
  open,
  onOpenChange,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>{open && children}</DialogContent>
    </Dialog>
  );
}

/** A diary form in a dialog: title and description, fields, error, Cancel and submit. */
export function EntryForm({
  title,
  description,
  descriptionClassName,
  onSubmit,
  error,
  onCancel,
  pending,
  submit,
  children,
}: {
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  onSubmit: () => void;
  error: string | null;
  onCancel: () => void;
  /** While saving, Cancel is disabled. */
  pending: boolean;
  /** The submit button. */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        {submit}
      </DialogFooter>
    </form>
  );
}
