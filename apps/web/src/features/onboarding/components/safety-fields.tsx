import { type SafetyFlag } from '@ketoflow/contracts';
import { cautionsFor } from '@ketoflow/domain';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { SafetyCautions } from '../../../entities/plan';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormDescription, FormMessage } from '../../../components/ui/form-field';
import { cn } from '../../../lib/utils';
import { FASTING_OPTIONS, SAFETY_OPTIONS } from '../model/options';
import { ChoiceQuestion } from './choice-question';
import { useAnswersForm, useErrors } from './use-answers-form';

export function SafetyFields() {
  const { control, setValue, clearErrors } = useAnswersForm();
  const id = useId();
  const flags = useWatch({ control, name: 'safetyFlags' });
  const none = useWatch({ control, name: 'safetyNone' });
  const errors = useErrors();
  const safetyError = errors.safetyFlags;
  const cautions = cautionsFor(flags);

  const toggleFlag = (flag: SafetyFlag, checked: boolean) => {
    const next = checked ? [...flags, flag] : flags.filter((item) => item !== flag);
    setValue('safetyFlags', next, { shouldDirty: true });
    if (checked) setValue('safetyNone', false, { shouldDirty: true });
    clearErrors('safetyFlags');
  };
  const toggleNone = (checked: boolean) => {
    setValue('safetyNone', checked, { shouldDirty: true });
    if (checked) setValue('safetyFlags', [], { shouldDirty: true });
    clearErrors('safetyFlags');
  };
  const describedBy = [`${id}-description`, safetyError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <ChoiceQuestion
        name="fastingExperience"
        label="Have you tried fasting before?"
        description="Fasting is optional. This sets where the fasting tracker starts you."
        error={errors.fastingExperience}
        options={FASTING_OPTIONS}
        columns={3}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">
          Do any of these apply to you?
        </legend>
        <FormDescription id={`${id}-description`} className="-mt-1">
          Your answers stay private. They let us keep your plan safe.
        </FormDescription>
        <ul className="grid gap-2">
          {SAFETY_OPTIONS.map((option) => {
            const checked = flags.includes(option.value);
            return (
              <li key={option.value}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors hover:border-primary/50',
                    checked && 'border-coin/60 bg-coin-soft',
                  )}
                >
                  <Checkbox
                    checked={checked}
                    onCheckedChange={(next) => toggleFlag(option.value, next === true)}
                    aria-describedby={describedBy}
                    aria-invalid={safetyError ? true : undefined}
                  />
                  {option.label}
                </label>
              </li>
            );
          })}
          <li>
            <label
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium transition-colors hover:border-primary/50',
                none && 'border-primary bg-primary/10',
              )}
            >
              <Checkbox
                checked={none}
                onCheckedChange={(next) => toggleNone(next === true)}
                aria-describedby={describedBy}
                aria-invalid={safetyError ? true : undefined}
              />
              None of these
            </label>
          </li>
        </ul>
        {safetyError && <FormMessage id={`${id}-error`}>{safetyError}</FormMessage>}
      </fieldset>
      <div aria-live="polite">
        {cautions.length > 0 && (
          <SafetyCautions
            cautions={cautions}
            title="Thank you for telling us"
            headingLevel={2}
            footer="You can still finish. Your plan will be adjusted to keep you safe, and we’ll show this again next to it."
          />
        )}
      </div>
    </>
  );
}
