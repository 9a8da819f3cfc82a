import { Controller, useFormContext } from 'react-hook-form';
import {
  ChoiceField,
  ChoiceGroup,
  type ChoiceGroupProps,
  type ChoiceOption,
} from '../../../components/choice-group';
import type { AnswersFormValues } from '../model/answers-form';

/** The answers that are one choice out of a few options. */
type ChoiceKey =
  | 'sex'
  | 'units'
  | 'mainGoal'
  | 'pace'
  | 'activityLevel'
  | 'mealsPerDay'
  | 'dietStyle'
  | 'fastingExperience';

type ChoiceValue<K extends ChoiceKey> = Exclude<AnswersFormValues[K], ''>;

export interface ChoiceQuestionProps<K extends ChoiceKey> {
  name: K;
  label: string;
  description?: string;
  error?: string | undefined;
  options: readonly ChoiceOption<ChoiceValue<K>>[];
  variant?: ChoiceGroupProps<ChoiceValue<K>>['variant'];
  columns?: ChoiceGroupProps<ChoiceValue<K>>['columns'];
  className?: string;
  /** Replaces the plain form update (e.g. units convert the other answers too). */
  onValueChange?: (value: ChoiceValue<K>) => void;
}

/** A single-choice question of the answers form: label, description, cards or segments, error. */
export function ChoiceQuestion<K extends ChoiceKey>({
  name,
  label,
  description,
  error,
  options,
  variant,
  columns,
  className,
  onValueChange,
}: ChoiceQuestionProps<K>) {
  const { control } = useFormContext<AnswersFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceField label={label} description={description} error={error}>
          {(ids) => (
            <ChoiceGroup
              variant={variant}
              options={options}
              columns={columns}
              // The field's value is AnswersFormValues[K]; TypeScript can't narrow it for a generic K.
              value={field.value as ChoiceValue<K> | ''}
              onValueChange={onValueChange ?? field.onChange}
              onBlur={field.onBlur}
              focusRef={field.ref}
              className={className}
              aria-labelledby={ids.labelledBy}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
            />
          )}
        </ChoiceField>
      )}
    />
  );
}
