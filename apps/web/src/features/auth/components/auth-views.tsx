import type { AuthUser } from '@ketoflow/contracts';
import { ArrowLeft, CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOnboardingStatus } from '../../../entities/onboarding/onboarding';
import { destinationFor } from '../hooks/use-post-auth-navigate';
import { AuthLayout, AuthNote } from './auth-layout';
import { ResendVerificationButton } from './resend-verification-button';

/** Views of /auth, chosen by `?mode=` (`sign-in` when absent). `setup`: reseller password setup. */
export type UrlMode = 'sign-in' | 'sign-up' | 'setup' | 'forgot' | 'reset';

export function parseMode(value: string | null): UrlMode {
  return value === 'sign-up' || value === 'setup' || value === 'forgot' || value === 'reset'
    ? value
    : 'sign-in';
}

/** Another page may hand over the address (e.g. /welcome after its automatic sign-in failed). */
export function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** A signed-in visitor is routed like a fresh sign-in. */
export function SignedInRedirect({
  user,
  confirmed = false,
}: {
  user: AuthUser;
  confirmed?: boolean;
}) {
  const { status } = useOnboardingStatus(user.id);
  // Signed in by the e-mail's confirmation link: say so on the way to their screen (one toast,
  // however often this renders).
  useEffect(() => {
    if (confirmed) toast.success(EMAIL_CONFIRMED, { id: 'email-confirmed' });
  }, [confirmed]);
  if (status === 'unknown') {
    return (
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div role="status" className="flex flex-col items-center gap-3">
          <Spinner className="size-8 text-primary" />
          <p className="text-sm text-muted-foreground">Loading...</p>
        </div>
      </main>
    );
  }
  return <Navigate to={destinationFor(status)} replace />;
}

export function CheckEmailView({ email, onBack }: { email: string; onBack: () => void }) {
  return (
    <AuthLayout title="Check your email" description="One more step to activate your account.">
      <AuthNote tone="success">
        <p>
          We sent a confirmation link to <strong className="break-all">{email}</strong>. Click it to
          activate your account, then sign in here.
        </p>
      </AuthNote>
      <p className="text-sm text-muted-foreground">
        Nothing arrived after a few minutes? Check your spam folder or send it again.
      </p>
      <ResendVerificationButton email={email} className="w-full" />
      <Button variant="ghost" onClick={onBack} className="w-full">
        <ArrowLeft aria-hidden="true" />
        Back to sign in
      </Button>
    </AuthLayout>
  );
}

/** After a sign-in refused for an unconfirmed address: where the link went, and a new one. */
export function UnconfirmedEmailNote({ email }: { email: string }) {
  return (
    <AuthNote tone="warning">
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-coin" aria-hidden="true" />
        <span>
          Your email address is not confirmed yet. Open the link we sent to{' '}
          <strong className="break-all">{email}</strong>.
        </span>
      </p>
      <ResendVerificationButton email={email} variant="link" className="mt-1 h-auto p-0" />
    </AuthNote>
  );
}

/** Said once the confirmation link from the e-mail has been followed. */
export const EMAIL_CONFIRMED = 'Your email is confirmed.';

/** `?verified=1|0`: where the confirmation link from the e-mail brought the person back. */
export function ConfirmationLinkNote({ verified }: { verified: string | null }) {
  if (verified === '1')
    return (
      <AuthNote tone="success">
        <p className="flex items-start gap-2">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{EMAIL_CONFIRMED} Sign in to continue.</span>
        </p>
      </AuthNote>
    );
  if (verified === '0')
    return (
      <AuthNote tone="error">
        <p>
          This confirmation link is invalid or has expired. Sign in to get a new one, or sign up
          again.
        </p>
      </AuthNote>
    );
  return null;
}
