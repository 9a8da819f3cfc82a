import type { ReactNode } from 'react';
import { FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';

/** The form inside an admin action's dialog: its fields, a form-level error, Cancel and submit. */
export function ActionForm({
  submitLabel,
  pendingLabel,
  pending,
  destructive,
  error,
  onSubmit,
  children,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error && <FormMessage>{error}</FormMessage>}
      <FormDialogFooter cancelLabel="Cancel" pending={pending}>
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
          {pending && <Spinner />}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </FormDialogFooter>
    </form>
  );
}
