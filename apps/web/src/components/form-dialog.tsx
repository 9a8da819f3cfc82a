import type { ReactNode } from 'react';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

/** A dialog opened by `trigger` that holds a form: title, description, then the form. */
export function FormDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  className,
  children,
}: {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Controlled open state (optional: the dialog manages it by itself otherwise). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Classes of the dialog's content (e.g. a wider max width). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The form's footer: a button that closes the dialog, then the submit button (`children`). */
export function FormDialogFooter({
  cancelLabel,
  pending,
  children,
}: {
  cancelLabel: string;
  /** While the form is saving, closing is disabled. */
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}
