import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { env } from '../../../config/env';
import { validateCredentials, type CredentialRules, type CredentialValues } from '../validation';
import { EmailField } from './email-field';
import { keepTypedValue } from '../../../lib/early-interaction';

/**
 * The three credential modes of /auth. `setup` is the reseller password setup:
 * AuthScreen enters it from "Set Up Your DigiStore24 Password" or a buyer's failed sign-in,
 * and /welcome shows it inline (PurchaseSetupForm).
 */
export type CredentialMode = 'sign-in' | 'sign-up' | 'setup';

interface ModeConfig extends CredentialRules {
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
}

export const CREDENTIAL_MODES: Record<CredentialMode, ModeConfig> = {
  'sign-in': {
    title: 'Welcome Back',
    description: 'Sign in to continue your keto journey.',
    submitLabel: 'Sign In',
    pendingLabel: 'Signing in...',
    email: true,
    confirmPassword: false,
    checkLength: false,
  },
  'sign-up': {
    title: `Join ${env.appName}`,
    description: 'Create your free account. No card needed.',
    submitLabel: 'Create Account',
    pendingLabel: 'Creating account...',
    email: true,
    confirmPassword: true,
    checkLength: true,
  },
  setup: {
    title: 'Complete Your Setup',
    description: 'Choose a password for the account that came with your purchase.',
    submitLabel: 'Set Password',
    pendingLabel: 'Setting password...',
    email: true,
    confirmPassword: true,
    checkLength: true,
  },
};

export interface CredentialsFormProps {
  mode: CredentialMode;
  /** Called with valid values; rejecting is fine (the caller has shown its toast). */
  onSubmit: (values: { email: string; password: string }) => Promise<void>;
  defaultEmail?: string;
  /** Shown under the password label in sign-in mode. */
  forgotPasswordLink?: ReactNode;
  /** Rendered between the fields and the submit button (notes, hints). */
  children?: ReactNode;
  onEmailChange?: (email: string) => void;
  /** The address is fixed (a thank-you link names it). */
  emailReadOnly?: boolean;
}

export function CredentialsForm({
  mode,
  onSubmit,
  defaultEmail = '',
  forgotPasswordLink,
  children,
  onEmailChange,
  emailReadOnly = false,
}: CredentialsFormProps) {
  const config = CREDENTIAL_MODES[mode];
  const [invalidField, setInvalidField] = useState<keyof CredentialValues | null>(null);
  const { register, handleSubmit, setFocus, setValue, formState } = useForm<CredentialValues>({
    defaultValues: { email: defaultEmail, password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    const failure = validateCredentials(values, config);
    if (failure) {
      setInvalidField(failure.field);
      setFocus(failure.field);
      toast.error(failure.notice.title, { description: failure.notice.description });
      return;
    }
    setInvalidField(null);
    try {
      await onSubmit({ email: values.email.trim().toLowerCase(), password: values.password });
    } catch {
      // The caller reported it; the form simply becomes usable again.
    }
  });

  const clearInvalid = () => setInvalidField(null);
  const isSubmitting = formState.isSubmitting;
  const changeEmail = (event: { target: { value: string } }) => {
    clearInvalid();
    onEmailChange?.(event.target.value);
  };
  // A prerendered /auth takes input before its app has started (decision 021): what was typed
  // by then stays, and reaches the form (and, for the address, the caller) as if typed now.
  const keepTyped = (field: keyof CredentialValues, then?: (typed: string) => void) =>
    keepTypedValue(
      register(field, { onChange: field === 'email' ? changeEmail : clearInvalid }),
      (typed) => {
        setValue(field, typed);
        then?.(typed);
      },
    );

  return (
    // A prerendered /auth takes input before its app has started. A submit then (a tap on the
    // button, or Enter, which browsers turn into a click on it) is held back by the page's module
    // loader and replayed once the app is live. `post` is for a browser without JavaScript: a
    // native submit must not put the password into the URL.
    <form method="post" noValidate onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4">
        <EmailField
          invalid={invalidField === 'email'}
          readOnly={emailReadOnly}
          className={emailReadOnly ? 'bg-muted/60 text-muted-foreground' : undefined}
          {...keepTyped('email', onEmailChange)}
        />
        <FormField label="Password" labelAside={mode === 'sign-in' ? forgotPasswordLink : null}>
          <PasswordInput
            autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            placeholder={config.checkLength ? 'At least 6 characters' : undefined}
            aria-invalid={invalidField === 'password' || undefined}
            {...keepTyped('password')}
          />
        </FormField>
        {config.confirmPassword && (
          <FormField label="Confirm password">
            <PasswordInput
              autoComplete="new-password"
              aria-invalid={invalidField === 'confirmPassword' || undefined}
              {...keepTyped('confirmPassword')}
            />
          </FormField>
        )}
        {children}
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? config.pendingLabel : config.submitLabel}
        </Button>
      </div>
    </form>
  );
}
