import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerError } from '../lib/form-errors';
import { Button } from './ui/button';
import { FormField, FormMessage } from './ui/form-field';
import { Input } from './ui/input';
import { Spinner } from './ui/spinner';

type Values = { code: string };
/** What the API's second-factor endpoints take (contracts' SecondFactorBody). */
type SecondFactorBody = { method: 'totp' | 'backup_code'; code: string };

const TOTP_HINT = 'The 6-digit code your authenticator app shows for this account.';
const BACKUP_HINT = 'One of the backup codes you saved when you set up two-factor sign-in.';

/**
 * The code step of two-factor sign-in, used wherever a code is asked for: the sign-in's second
 * step, the first code of an enrolment and the admin area's step-up. `onSubmit` throws the API
 * error; wrong codes and lockouts are shown on the field.
 */
export function SecondFactorForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  allowBackupCode = true,
  fallback,
  children,
}: {
  onSubmit: (body: SecondFactorBody) => Promise<unknown>;
  submitLabel: string;
  pendingLabel: string;
  allowBackupCode?: boolean;
  /** The form-level sentence for anything that is not about the code. */
  fallback: string;
  /** Extra actions under the button (e.g. "Back to sign in"). */
  children?: ReactNode;
}) {
  const [method, setMethod] = useState<SecondFactorBody['method']>('totp');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const totp = method === 'totp';

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    const trimmed = code.replace(/\s+/g, '');
    if (totp && !/^\d{6}$/.test(trimmed)) {
      form.setError('code', { message: 'Enter the 6 digits from your authenticator app.' });
      return;
    }
    if (!totp && trimmed.length < 6) {
      form.setError('code', { message: 'Enter one of your backup codes.' });
      return;
    }
    try {
      await onSubmit({ method, code: trimmed });
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          fieldForCode: {
            INVALID_SECOND_FACTOR: {
              field: 'code',
              message: totp
                ? 'That code is not right. Codes change every 30 seconds: try the current one.'
                : 'That backup code is not right, or it has been used already.',
            },
          },
          serverMessageFor: ['RATE_LIMITED', 'SECOND_FACTOR_EXPIRED'],
          byCode: { NETWORK: 'We could not reach the server. Please try again.' },
          fallback,
        }),
      );
    }
  });

  const switchMethod = () => {
    setMethod(totp ? 'backup_code' : 'totp');
    form.reset({ code: '' });
    setFormError(null);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label={totp ? 'Authenticator code' : 'Backup code'}
        description={totp ? TOTP_HINT : BACKUP_HINT}
        error={errors.code?.message}
      >
        <Input
          {...form.register('code')}
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={totp ? 7 : 32}
          placeholder={totp ? '123456' : 'abcde-12345'}
          className="font-mono tracking-widest"
        />
      </FormField>
      {formError && <FormMessage>{formError}</FormMessage>}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner />}
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {allowBackupCode && (
          <Button type="button" variant="link" className="h-auto px-0" onClick={switchMethod}>
            {totp ? 'Use a backup code instead' : 'Use my authenticator app'}
          </Button>
        )}
        {children}
      </div>
    </form>
  );
}
