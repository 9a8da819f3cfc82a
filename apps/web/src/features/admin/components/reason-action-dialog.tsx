import { AdminReasonSchema } from '@ketoflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerError } from '../../../lib/form-errors';
import { ActionForm } from './action-form';

const ReasonFormSchema = z.object({ reason: AdminReasonSchema });

/**
 * An admin action that needs only a reason (it goes to the audit log): a button, a dialog with
 * the reason, then the action. Used for bans, e-mails, resends, set-up codes, revocations.
 */
export function ReasonActionDialog({
  label,
  title,
  description,
  done,
  icon: Icon,
  destructive,
  run,
}: {
  label: string;
  title: string;
  description: string;
  /** The toast once it worked (a function when it depends on the answer). */
  done: string | ((result: unknown) => string);
  icon: LucideIcon;
  destructive?: boolean;
  run: (reason: string) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof ReasonFormSchema>>({
    resolver: zodResolver(ReasonFormSchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    setPending(true);
    try {
      const result = await run(reason);
      toast.success(typeof done === 'function' ? done(result) : done);
      setOpen(false);
      form.reset();
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          serverMessageFor: 'all',
          fallback: 'That did not work. Please try again.',
        }),
      );
    } finally {
      setPending(false);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          className={
            destructive
              ? 'w-fit border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive'
              : 'w-fit'
          }
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      }
      title={title}
      description={description}
    >
      <ActionForm
        submitLabel={label}
        pendingLabel="Working..."
        pending={pending}
        destructive={destructive}
        error={formError}
        onSubmit={() => void submit()}
      >
        <FormField label="Reason" error={form.formState.errors.reason?.message}>
          <Input autoComplete="off" {...form.register('reason')} />
        </FormField>
      </ActionForm>
    </FormDialog>
  );
}
