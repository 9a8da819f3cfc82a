import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { EmailSchema } from '@ketoflow/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useRequestPasswordReset } from '../api/auth-api';
import { INVALID_EMAIL, MISSING_FIELDS, genericErrorNotice } from '../messages';
import { AuthNote } from './auth-layout';
import { EmailField } from './email-field';
import { useHydrated } from '../../../lib/use-hydrated';

/** "Forgot password?": ask for a reset link. The answer never says whether the account exists. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const request = useRequestPasswordReset();
  const { register, handleSubmit, setFocus } = useForm<{ email: string }>({
    defaultValues: { email: defaultEmail },
  });

  const hydrated = useHydrated();
  const submit = handleSubmit(async ({ email }) => {
    const trimmed = email.trim().toLowerCase();
    const notice = !trimmed
      ? MISSING_FIELDS
      : EmailSchema.safeParse(trimmed).success
        ? null
        : INVALID_EMAIL;
    if (notice) {
      setInvalid(true);
      setFocus('email');
      toast.error(notice.title, { description: notice.description });
      return;
    }
    try {
      await request.mutateAsync(trimmed);
      setSentTo(trimmed);
      toast.success('Check your email', {
        description: 'If an account exists, a reset link is on its way.',
      });
    } catch (error) {
      const failure = genericErrorNotice('Request failed', error);
      toast.error(failure.title, { description: failure.description });
    }
  });

  if (sentTo) {
    return (
      <AuthNote tone="success">
        <p className="flex items-start gap-2">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent a
            link to reset your password. It can take a few minutes; check your spam folder too.
          </span>
        </p>
      </AuthNote>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {/* A prerendered page shows this form before its script runs: until then the fields stay
          disabled, so an early submit cannot post natively (a GET would put the password in
          the URL) and nothing typed or clicked is lost. */}
      <fieldset disabled={!hydrated} className="grid gap-4">
        <EmailField
          invalid={invalid}
          {...register('email', { onChange: () => setInvalid(false) })}
        />
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending && <Spinner />}
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </fieldset>
    </form>
  );
}
