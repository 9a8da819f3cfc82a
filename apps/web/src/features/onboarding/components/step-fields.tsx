import { MAX_AGE, MIN_AGE } from '@ketoflow/contracts';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDescription, FormField, FormMessage } from '../../../components/ui/form-field';
import { Input, inputClassName } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import {
  ACTIVITY_OPTIONS,
  DIET_STYLE_OPTIONS,
  EXCLUSION_OPTIONS,
  MAIN_GOAL_OPTIONS,
  MEALS_OPTIONS,
  PACE_OPTIONS,
  SEX_OPTIONS,
} from '../model/options';
import type { StepId } from '../model/steps';
import { ChoiceQuestion } from './choice-question';
import { CheckboxChips } from './field-parts';
import { useAnswersForm, useErrors } from './use-answers-form';
import { BodyFields } from './body-fields';
import { SafetyFields } from './safety-fields';

const ALLERGIES_NOTE_MAX = 300;

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
