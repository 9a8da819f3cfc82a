import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerError } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api/account-api';
import { useLeaveApp } from '../hooks/use-leave-app';

const DeleteFormSchema = z.object({
  password: z.string().min(1, 'Enter your password.'),
  confirm: z.literal('DELETE', { message: 'Type DELETE in capital letters to confirm.' }),
});
type DeleteForm = z.input<typeof DeleteFormSchema>;

const WHAT_IS_DELETED = [
  'Your account, your sign-in and every session on every device',
  'Your onboarding answers, personal plan and summary',
  'Your FlowCoins balance and its history (coins are not refunded)',
  'Everything you logged or created: meals, recipes, weights, fasts and photos',
] as const;

function DeleteForm({ onExport }: { onExport?: () => void }) {
  const remove = useDeleteAccount();
  const leave = useLeaveApp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DeleteForm>({
    resolver: zodResolver(DeleteFormSchema),
    defaultValues: { password: '', confirm: '' as 'DELETE' },
  });
  const confirm = useWatch({ control: form.control, name: 'confirm' });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync({ password: values.password, confirm: 'DELETE' });
      await leave();
      toast.success('Your account is deleted', {
        description: 'Everything you stored with us is gone. Take good care of yourself.',
      });
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          fieldForCode: {
            INVALID_CREDENTIALS: { field: 'password', message: 'That password isn’t right.' },
          },
          byCode: {
            RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
            NETWORK: 'We could not reach the server. Nothing was deleted. Please try again.',
          },
          fallback: 'Your account was not deleted. Please try again.',
        }),
      );
    }
  });

  const ready = confirm === 'DELETE' && password.length > 0;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid gap-2 text-sm">
        <p className="font-medium">This deletes, for good:</p>
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {WHAT_IS_DELETED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {onExport && (
          <p className="text-muted-foreground">
            Want a copy first?{' '}
            <Button type="button" variant="link" className="h-auto p-0" onClick={onExport}>
              Export your data
            </Button>{' '}
            before you go.
          </p>
        )}
      </div>
      <FormField label="Your password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <FormField
        label={
          <span>
            Type <span className="font-mono font-semibold">DELETE</span> to confirm
          </span>
        }
        error={errors.confirm?.message}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
          {...form.register('confirm')}
        />
      </FormField>
      {formError && <FormMessage>{formError}</FormMessage>}
      <FormDialogFooter cancelLabel="Keep my account" pending={remove.isPending}>
        <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </FormDialogFooter>
    </form>
  );
}

/** "Delete my account": explains what goes, asks for the password and for DELETE. */
export function DeleteAccountDialog({ onExport }: { onExport?: () => void }) {
  return (
    <FormDialog
      trigger={
        <Button
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      }
      title="Delete your account?"
      description="This can’t be undone."
    >
      <DeleteForm onExport={onExport} />
    </FormDialog>
  );
}
