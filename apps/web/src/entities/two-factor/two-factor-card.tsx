import type { TwoFactorSetup } from '@ketoflow/contracts';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { QueryErrorState } from '../../components/data-state';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { SecondFactorForm } from '../../components/second-factor-form';
import { isApiError } from '../../lib/api-client';
import { applyServerError } from '../../lib/form-errors';
import { useDisableTwoFactor, useStartTwoFactorSetup, useTwoFactorStatus } from './two-factor-api';
import { TwoFactorSetupSteps } from './two-factor-setup';

/** Asks for the password before turning two-factor sign-in on or off. */
function PasswordStep({
  submitLabel,
  onSubmit,
  onCancel,
  initialError,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<unknown>;
  onCancel: () => void;
  /** Why the password is asked again (it was found wrong at the next step). */
  initialError?: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  useEffect(() => {
    if (initialError) form.setError('password', { message: initialError }, { shouldFocus: true });
  }, [initialError, form]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    if (!password) {
      form.setError('password', { message: 'Enter your password.' });
      return;
    }
    try {
      await onSubmit(password);
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          fieldForCode: { INVALID_CREDENTIALS: { field: 'password' } },
          serverMessageFor: ['RATE_LIMITED', 'CONFLICT'],
          byCode: { NETWORK: 'We could not reach the server. Please try again.' },
          fallback: 'That did not work. Please try again.',
        }),
      );
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField label="Your password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {formError && <FormMessage>{formError}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; error?: string }
  | { kind: 'code'; password: string }
  | { kind: 'scan'; setup: TwoFactorSetup };

/** Profile: two-factor sign-in with an authenticator app (required for the admin area). */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const enabled = status.data?.enabled ?? false;
  const idle = () => setStep({ kind: 'idle' });
  // /profile#two-factor (from the admin area) scrolls here once the card has its content.
  const { hash } = useLocation();
  const cardRef = useRef<HTMLDivElement>(null);
  const loaded = status.isSuccess;
  useEffect(() => {
    if (hash === '#two-factor' && loaded) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <Card ref={cardRef} id="two-factor" data-testid="two-factor-card" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-muted-foreground" aria-hidden="true" />
          Two-factor sign-in
          {status.data && (
            <Badge variant={enabled ? 'success' : 'outline'}>{enabled ? 'On' : 'Off'}</Badge>
          )}
        </CardTitle>
        <CardDescription>
          {enabled
            ? 'Signing in asks for a code from your authenticator app after your password.'
            : 'Add a code from an authenticator app (such as Google Authenticator, 1Password or Authy) to your password.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Skeleton className="h-10 w-56" />
        ) : status.isError ? (
          <QueryErrorState query={status} title="We couldn’t load this setting" />
        ) : step.kind === 'scan' ? (
          <TwoFactorSetupSteps setup={step.setup} onDone={idle} onCancel={idle} />
        ) : step.kind === 'code' ? (
          <div className="grid max-w-sm gap-3">
            <p className="text-sm text-muted-foreground">
              Confirm with a current code from your authenticator app (or a backup code): only the
              person who holds it can turn two-factor sign-in off.
            </p>
            <SecondFactorForm
              submitLabel="Turn off two-factor sign-in"
              pendingLabel="Turning off..."
              fallback="That did not work. Please try again."
              onSubmit={async (body) => {
                try {
                  await disable.mutateAsync({ password: step.password, ...body });
                } catch (error) {
                  // A wrong password is found only now: ask for it again, with the reason.
                  if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
                    setStep({ kind: 'password', error: 'That password is not right.' });
                    return;
                  }
                  throw error;
                }
                toast.success('Two-factor sign-in is off');
                idle();
              }}
            >
              <Button type="button" variant="ghost" className="h-auto px-0" onClick={idle}>
                Cancel
              </Button>
            </SecondFactorForm>
          </div>
        ) : step.kind === 'password' ? (
          <PasswordStep
            key={step.error ?? 'password'}
            submitLabel="Continue"
            initialError={step.error}
            onCancel={idle}
            onSubmit={async (password) => {
              if (enabled) setStep({ kind: 'code', password });
              else setStep({ kind: 'scan', setup: await start.mutateAsync(password) });
            }}
          />
        ) : (
          <Button
            variant={enabled ? 'outline' : 'secondary'}
            onClick={() => setStep({ kind: 'password' })}
          >
            {enabled ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
