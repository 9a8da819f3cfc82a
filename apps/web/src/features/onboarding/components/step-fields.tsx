import { MAX_AGE, MIN_AGE, type SafetyFlag, type Units } from '@ketoflow/contracts';
import { cautionsFor } from '@ketoflow/domain';
import { useId } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SafetyCautions } from '../../../entities/plan';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormDescription, FormField, FormMessage } from '../../../components/ui/form-field';
import { Input, inputClassName } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import {
  convertUnits,
  heightRange,
  weightRange,
  type AnswersFormValues,
  type FormKey,
} from '../model/answers-form';
import {
  ACTIVITY_OPTIONS,
  DIET_STYLE_OPTIONS,
  EXCLUSION_OPTIONS,
  FASTING_OPTIONS,
  MAIN_GOAL_OPTIONS,
  MEALS_OPTIONS,
  PACE_OPTIONS,
  SAFETY_OPTIONS,
  SEX_OPTIONS,
  UNITS_OPTIONS,
} from '../model/options';
import type { StepId } from '../model/steps';
import { ChoiceQuestion } from './choice-question';
import { CheckboxChips, UnitInput } from './field-parts';

const ALLERGIES_NOTE_MAX = 300;

function useAnswersForm() {
  return useFormContext<AnswersFormValues>();
}

/** Error messages of the form, by field. */
function useErrors(): Partial<Record<FormKey, string>> {
  const { control } = useAnswersForm();
  const { errors } = useFormState({ control });
  const messages: Partial<Record<FormKey, string>> = {};
  for (const [key, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') messages[key as FormKey] = message;
  }
  return messages;
}

export function AboutYouFields() {
  const { register } = useAnswersForm();
  const errors = useErrors();
  return (
    <>
      <FormField label="Your first name" error={errors.name}>
        <Input autoComplete="given-name" maxLength={60} {...register('name')} />
      </FormField>
      <ChoiceQuestion
        name="sex"
        label="Sex"
        description="We use it only for the energy equation (Mifflin-St Jeor), which differs for female and male bodies."
        error={errors.sex}
        options={SEX_OPTIONS}
        columns={2}
      />
      <FormField
        label="Birth year"
        description={`${MIN_AGE} to ${MAX_AGE} years old. Your age changes your daily energy needs.`}
        error={errors.birthYear}
      >
        <Input
          inputMode="numeric"
          autoComplete="bday-year"
          placeholder="e.g. 1985"
          maxLength={4}
          className="num max-w-40"
          {...register('birthYear')}
        />
      </FormField>
    </>
  );
}

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

export function GoalsFields() {
  const { control } = useAnswersForm();
  const mainGoal = useWatch({ control, name: 'mainGoal' });
  const errors = useErrors();
  return (
    <>
      <ChoiceQuestion
        name="mainGoal"
        label="Your main goal"
        error={errors.mainGoal}
        options={MAIN_GOAL_OPTIONS}
        columns={2}
      />
      {mainGoal === 'lose_weight' && (
        <ChoiceQuestion
          name="pace"
          label="Pace"
          description="How much less energy than you burn each day. Slower is easier to keep up."
          error={errors.pace}
          options={PACE_OPTIONS}
          columns={3}
        />
      )}
      <ChoiceQuestion
        name="activityLevel"
        label="How active are you?"
        description="Think of a usual week, including your job."
        error={errors.activityLevel}
        options={ACTIVITY_OPTIONS}
      />
      <ChoiceQuestion
        name="mealsPerDay"
        label="Meals a day"
        description="How many times you usually eat. Meal plans follow it."
        error={errors.mealsPerDay}
        options={MEALS_OPTIONS}
        variant="segments"
        className="max-w-sm"
      />
    </>
  );
}

export function FoodFields() {
  const { control, register } = useAnswersForm();
  const note = useWatch({ control, name: 'allergiesNote' });
  const exclusionsId = useId();
  const errors = useErrors();
  return (
    <>
      <ChoiceQuestion
        name="dietStyle"
        label="How do you eat?"
        error={errors.dietStyle}
        options={DIET_STYLE_OPTIONS}
        columns={3}
      />
      <Controller
        control={control}
        name="exclusions"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">Foods to leave out</legend>
            <FormDescription id={`${exclusionsId}-description`} className="-mt-1">
              Allergies, intolerances or simply dislikes. Tick all that apply, or none.
            </FormDescription>
            <CheckboxChips
              options={EXCLUSION_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(errors.exclusions)}
              describedBy={`${exclusionsId}-description`}
            />
            {errors.exclusions && <FormMessage>{errors.exclusions}</FormMessage>}
          </fieldset>
        )}
      />
      <FormField
        label="Anything else we should know? (optional)"
        description={`For example “allergic to sesame” or “no mushrooms”. ${note.length} / ${ALLERGIES_NOTE_MAX} characters.`}
        error={errors.allergiesNote}
      >
        <textarea
          rows={3}
          maxLength={ALLERGIES_NOTE_MAX}
          className={cn(inputClassName, 'h-auto min-h-20 resize-y')}
          {...register('allergiesNote')}
        />
      </FormField>
    </>
  );
}

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

/** The fields of one step (used by the questionnaire and by profile's section editor). */
export function StepFields({ stepId, className }: { stepId: StepId; className?: string }) {
  return (
    <div className={cn('grid gap-6', className)}>
      {stepId === 'about' && <AboutYouFields />}
      {stepId === 'body' && <BodyFields />}
      {stepId === 'goals' && <GoalsFields />}
      {stepId === 'food' && <FoodFields />}
      {stepId === 'safety' && <SafetyFields />}
    </div>
  );
}
