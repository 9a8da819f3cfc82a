import type { AdminUserDetail } from '@ketoflow/contracts';
import { AdminReasonSchema } from '@ketoflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, KeyRound, MailCheck, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerError } from '../../../lib/form-errors';
import { useDeleteUser, useReasonAction, type ReasonAction } from '../api/admin-users-api';
import { ActionForm } from './action-form';
import { ReasonActionDialog } from './reason-action-dialog';

const REASON_ACTIONS: Record<
  ReasonAction,
  { label: string; title: string; done: string; icon: typeof Ban; destructive?: boolean }
> = {
  ban: {
    label: 'Ban',
    title: 'Ban this account?',
    done: 'Banned; every session has ended',
    icon: Ban,
    destructive: true,
  },
  unban: {
    label: 'Lift the ban',
    title: 'Lift the ban?',
    done: 'The ban is lifted',
    icon: ShieldCheck,
  },
  sendConfirmation: {
    label: 'Resend confirmation e-mail',
    title: 'Send the confirmation e-mail again?',
    done: 'Confirmation e-mail sent',
    icon: MailCheck,
  },
  sendPasswordReset: {
    label: 'Send password reset',
    title: 'Send a password-reset e-mail?',
    done: 'Password-reset e-mail sent',
    icon: KeyRound,
  },
};

/** Ban, unban and the two e-mails: a reason, then the action. */
export function ReasonDialog({
  user,
  action,
  description,
}: {
  user: AdminUserDetail;
  action: ReasonAction;
  description: string;
}) {
  const spec = REASON_ACTIONS[action];
  const run = useReasonAction(user.account.id, action);
  return (
    <ReasonActionDialog
      label={spec.label}
      title={spec.title}
      description={description}
      done={spec.done}
      icon={spec.icon}
      destructive={spec.destructive}
      run={(reason) => run.mutateAsync(reason)}
    />
  );
}

/** Delete: a reason and the account's e-mail typed out. */
export function DeleteDialog({ user }: { user: AdminUserDetail }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteUser(user.account.id);
  const schema = z.object({
    reason: AdminReasonSchema,
    confirmEmail: z
      .string()
      .trim()
      .refine(
        (v) => v.toLowerCase() === user.account.email.toLowerCase(),
        'Type the account’s e-mail address exactly.',
      ),
  });
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', confirmEmail: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync(values);
      toast.success('Account deleted', { description: user.account.email });
      void navigate('/admin/users', { replace: true });
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          fallback: 'Nothing was deleted. Please try again.',
        }),
      );
    }
  });
  return (
    <FormDialog
      trigger={
        <Button
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      }
      title="Delete this account?"
      description="Everything the person stored goes with it, for good. The audit log keeps a record of this action."
    >
      <ActionForm
        submitLabel="Delete account"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        error={formError}
        onSubmit={() => void submit()}
      >
        <FormField label="Reason" error={form.formState.errors.reason?.message}>
          <Input autoComplete="off" {...form.register('reason')} />
        </FormField>
        <FormField
          label={
            <span>
              Type <span className="font-mono font-semibold break-all">{user.account.email}</span>{' '}
              to confirm
            </span>
          }
          error={form.formState.errors.confirmEmail?.message}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...form.register('confirmEmail')}
          />
        </FormField>
      </ActionForm>
    </FormDialog>
  );
}
