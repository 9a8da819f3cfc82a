import type { Units } from '@ketoflow/contracts';
import { toast } from 'sonner';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useUserId } from '../../../entities/session/session';
import { useOnboardingRecord, useSaveOnboarding } from '../api/onboarding-api';
import { UNITS_OPTIONS } from '../model/options';

/**
 * Units preference (an onboarding answer): saved at once with the same PUT. Only how
 * numbers are shown changes; the plan stays the same.
 */
export function UnitsPreference() {
  const userId = useUserId();
  const record = useOnboardingRecord(userId);
  const save = useSaveOnboarding(userId);
  const answers = record.data?.response?.answers;

  if (!answers) {
    return record.isPending ? (
      <div className="grid gap-2">
        <Skeleton className="h-4 w-16" />
        <Skeleton className="h-12 w-full max-w-sm" />
      </div>
    ) : null;
  }

  const shown: Units = save.isPending && save.variables ? save.variables.units : answers.units;
  const change = (units: Units) => {
    if (units === answers.units) return;
    save.mutate(
      { ...answers, units },
      {
        onSuccess: () =>
          toast.success('Units saved', {
            description:
              units === 'imperial' ? 'We’ll show lb and ft + in.' : 'We’ll show kg and cm.',
          }),
        onError: (error) =>
          toast.error('Units not saved', {
            description: isApiError(error, 'NETWORK')
              ? 'We could not reach the server. Please try again.'
              : 'Something went wrong. Please try again.',
          }),
      },
    );
  };

  return (
    <ChoiceField
      label="Units"
      description="How weights and heights are shown. Your plan stays the same."
    >
      {(ids) => (
        <ChoiceGroup
          variant="segments"
          options={UNITS_OPTIONS}
          value={shown}
          onValueChange={change}
          disabled={save.isPending}
          className="max-w-sm"
          aria-labelledby={ids.labelledBy}
          aria-describedby={ids.describedBy}
        />
      )}
    </ChoiceField>
  );
}
