import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { useResetPassword } from '../api/auth-api';
import { resetErrorNotice } from '../messages';
import { validateCredentials, type CredentialValues } from '../validation';
import { AuthNote } from './auth-layout';
import { useHydrated } from '../../../lib/use-hydrated';

/** `/auth?mode=reset&token=…`: choose a new password, with sign-up's password rules. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const [invalidField, setInvalidField] = useState<keyof CredentialValues | null>(null);
  const [tokenRejected, setTokenRejected] = useState(token === '');
  const { register, handleSubmit, setFocus } = useForm<CredentialValues>({
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const hydrated = useHydrated();
  const submit = handleSubmit(async (values) => {
    const failure = validateCredentials(values, {
      email: false,
      confirmPassword: true,
      checkLength: true,
    });
    if (failure) {
      setInvalidField(failure.field);
      setFocus(failure.field);
      toast.error(failure.notice.title, { description: failure.notice.description });
      return;
    }
    try {
      await reset.mutateAsync({ token, password: values.password });
      toast.success('Password updated', {
        description: 'You can now sign in with your new password.',
      });
      onDone();
    } catch (error) {
      const notice = resetErrorNotice(error);
      if (isApiError(error, 'INVALID_TOKEN')) setTokenRejected(true);
      toast.error(notice.title, { description: notice.description });
    }
  });

  if (tokenRejected) {
    return (
      <AuthNote tone="error">
        <p>This reset link is invalid or has expired.</p>
        <Link
          to="/auth?mode=forgot"
          replace
          className="mt-1 inline-block font-medium text-primary underline underline-offset-4"
        >
          Request a new link
        </Link>
      </AuthNote>
    );
  }

  const clear = () => setInvalidField(null);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {/* A prerendered page shows this form before its script runs: until then the fields stay
          disabled, so an early submit cannot post natively (a GET would put the password in
          the URL) and nothing typed or clicked is lost. */}
      <fieldset disabled={!hydrated} className="grid gap-4">
        <FormField label="New password">
          <PasswordInput
            autoComplete="new-password"
            placeholder="At least 6 characters"
            aria-invalid={invalidField === 'password' || undefined}
            {...register('password', { onChange: clear })}
          />
        </FormField>
        <FormField label="Confirm password">
          <PasswordInput
            autoComplete="new-password"
            aria-invalid={invalidField === 'confirmPassword' || undefined}
            {...register('confirmPassword', { onChange: clear })}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending && <Spinner />}
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </fieldset>
    </form>
  );
}
