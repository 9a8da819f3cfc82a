import { endpoints, type AdminAccess } from '@ketoflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SecondFactorForm } from '../../../components/second-factor-form';
import { adminKeys } from '../../../entities/query-keys';
import { TwoFactorCard } from '../../../entities/two-factor/two-factor-card';
import { api } from '../../../lib/api-client';

/**
 * What an admin without a fresh second factor sees: the enrolment (as in the profile) or the code
 * that confirms this session. A confirmed session opens the area at once.
 */
export function AdminStepUp({ access, userId }: { access: AdminAccess; userId: string }) {
  const queryClient = useQueryClient();
  const stepUp = useMutation({
    mutationFn: (body: { method: 'totp' | 'backup_code'; code: string }) =>
      api.call(endpoints.admin.stepUp, { body }),
    onSuccess: (next) => queryClient.setQueryData(adminKeys.access(userId), next),
  });
  // Enrolment right here: an operator may never have onboarded, and /profile needs that.
  if (access.secondFactor === 'not_enrolled')
    return (
      <div className="w-full">
        <TwoFactorCard />
      </div>
    );
  return (
    <div className="w-full max-w-sm">
      <SecondFactorForm
        submitLabel="Confirm and continue"
        pendingLabel="Checking..."
        fallback="We could not confirm the code. Please try again."
        onSubmit={(body) => stepUp.mutateAsync(body)}
      />
    </div>
  );
}
