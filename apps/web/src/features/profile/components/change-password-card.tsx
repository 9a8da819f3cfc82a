import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@ketoflow/contracts';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerError } from '../../../lib/form-errors';
import { useChangePassword } from '../api/account-api';

/** Sign-up's wording for the two rules, as inline messages. */
export const PASSWORD_TOO_SHORT_MESSAGE = `Password too short. It must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_MISMATCH_MESSAGE =
  "Passwords don't match. Please make sure your passwords match.";

const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z
      .string()
      .min(1, 'Enter a new password.')
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
      .max(PASSWORD_MAX_LENGTH, `Use ${PASSWORD_MAX_LENGTH} characters or fewer.`),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH_MESSAGE,
    when: (payload) => typeof payload.value === 'object',
  });
type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export function ChangePasswordCard() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success('Password changed', {
        description: 'Other devices were signed out. You stay signed in here.',
      });
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          fieldForCode: {
            INVALID_CREDENTIALS: {
              field: 'currentPassword',
              message: 'That’s not your current password.',
            },
            WEAK_PASSWORD: {
              field: 'newPassword',
              message: 'This password is too easy to guess. Please choose a different one.',
            },
          },
          byCode: {
            RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
            NETWORK: 'We could not reach the server. Please try again.',
          },
          fallback: 'Your password was not changed. Please try again.',
        }),
      );
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" />
          Change password
        </CardTitle>
        <CardDescription>Other devices are signed out when you change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <FormField
            label="New password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={errors.newPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          {formError && <FormMessage>{formError}</FormMessage>}
          <Button
            type="submit"
            variant="secondary"
            disabled={change.isPending}
            className="w-full sm:w-fit"
          >
            {change.isPending && <Spinner />}
            {change.isPending ? 'Changing password...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
