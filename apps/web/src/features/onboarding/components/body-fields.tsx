import { type Units } from '@ketoflow/contracts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDescription, FormField, FormMessage } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { convertUnits, type FormKey } from '../model/answers-form';
import { UNITS_OPTIONS } from '../model/options';
import { ChoiceQuestion } from './choice-question';
import { UnitInput } from './field-parts';
import { useAnswersForm, useErrors } from './use-answers-form';
import { weightRange, heightRange } from '../model/answers-validation';

function ImperialHeight() {
  const { register } = useAnswersForm();
  const id = useId();
  const errors = useErrors();
  const feetError = errors.heightFt;
  const inchesError = errors.heightIn;
  const error = feetError ?? inchesError;
  const range = heightRange('imperial');
  const describedBy = [`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Height</legend>
      <div className="grid max-w-sm grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-feet`} className="sr-only">
            Feet
          </Label>
          <UnitInput
            id={`${id}-feet`}
            unit="ft"
            inputMode="numeric"
            aria-describedby={describedBy}
            aria-invalid={feetError ? true : undefined}
            {...register('heightFt')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-inches`} className="sr-only">
            Inches
          </Label>
          <UnitInput
            id={`${id}-inches`}
            unit="in"
            aria-describedby={describedBy}
            aria-invalid={inchesError ? true : undefined}
            {...register('heightIn')}
          />
        </div>
      </div>
      <FormDescription id={`${id}-description`}>
        Between {range.min} and {range.max}.
      </FormDescription>
      {error && <FormMessage id={`${id}-error`}>{error}</FormMessage>}
    </fieldset>
  );
}

export function BodyFields() {
  const { register, control, getValues, setValue, clearErrors } = useAnswersForm();
  const errors = useErrors();
  const units = useWatch({ control, name: 'units' });
  const weights = weightRange(units);
  const heights = heightRange(units);
  const weightUnit = units === 'imperial' ? 'lb' : 'kg';

  const changeUnits = (next: Units) => {
    const patch = convertUnits(getValues(), next);
    for (const [key, value] of Object.entries(patch)) {
      setValue(key as FormKey, value as never, { shouldDirty: true });
    }
    clearErrors(['heightCm', 'heightFt', 'heightIn', 'currentWeight', 'goalWeight']);
  };

  return (
    <>
      <ChoiceQuestion
        name="units"
        label="Units"
        description="How we show weights and heights to you."
        options={UNITS_OPTIONS}
        variant="segments"
        className="max-w-sm"
        onValueChange={changeUnits}
      />
      {units === 'imperial' ? (
        <ImperialHeight />
      ) : (
        <FormField
          label="Height"
          description={`Between ${heights.min} and ${heights.max}.`}
          error={errors.heightCm}
        >
          <UnitInput unit="cm" className="max-w-40" {...register('heightCm')} />
        </FormField>
      )}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Current weight"
          description={`Between ${weights.min} and ${weights.max}.`}
          error={errors.currentWeight}
        >
          <UnitInput unit={weightUnit} {...register('currentWeight')} />
        </FormField>
        <FormField
          label="Goal weight"
          description="Where you’d like to be. You can change it later."
          error={errors.goalWeight}
        >
          <UnitInput unit={weightUnit} {...register('goalWeight')} />
        </FormField>
      </div>
    </>
  );
}
