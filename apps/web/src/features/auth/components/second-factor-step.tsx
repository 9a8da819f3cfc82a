import type { AuthUser } from '@ketoflow/contracts';
import { ShieldCheck } from 'lucide-react';
import { SecondFactorForm } from '../../../components/second-factor-form';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useCompleteSecondFactor } from '../api/auth-api';

/**
 * The sign-in's second step for an account with two-factor sign-in: the password was right,
 * the session starts once the authenticator (or a backup) code is. A pending sign-in lasts
 * ten minutes and five wrong codes; after that the person starts again from the password.
 */
export function SecondFactorStep({
  email,
  onSignedIn,
  onRestart,
}: {
  email: string;
  onSignedIn: (user: AuthUser) => Promise<void>;
  onRestart: () => void;
}) {
  const complete = useCompleteSecondFactor();
  return (
    <div className="grid gap-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground text-pretty">
          Two-factor sign-in is on for <span className="font-medium text-foreground">{email}</span>.
          Open your authenticator app and enter the code it shows.
        </p>
      </div>
      <SecondFactorForm
        submitLabel="Verify and sign in"
        pendingLabel="Verifying..."
        fallback="We could not sign you in. Please try again."
        onSubmit={async (body) => {
          try {
            const { user } = await complete.mutateAsync(body);
            await onSignedIn(user);
          } catch (error) {
            if (isApiError(error, 'SECOND_FACTOR_EXPIRED')) onRestart();
            throw error;
          }
        }}
      >
        <Button type="button" variant="ghost" size="sm" onClick={onRestart}>
          Back to sign in
        </Button>
      </SecondFactorForm>
    </div>
  );
}
