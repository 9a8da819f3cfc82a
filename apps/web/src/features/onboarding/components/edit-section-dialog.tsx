import type { CompleteOnboardingResponse, OnboardingAnswers } from '@ketoflow/contracts';
import { PencilLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useSaveOnboarding } from '../api/onboarding-api';
import {
  answersToFormValues,
  formValuesToAnswers,
  type AnswersFormValues,
} from '../model/answers-form';
import { describeSaveFailure } from '../model/save-errors';
import { ALL_FIELDS, type StepDefinition } from '../model/steps';
import { StepFields } from './step-fields';
import { answersResolver } from '../model/answers-validation';

function SectionForm({
  step,
  answers,
  userId,
  onDone,
}: {
  step: StepDefinition;
  answers: OnboardingAnswers;
  userId: string;
  onDone: (result: CompleteOnboardingResponse) => void;
}) {
  const save = useSaveOnboarding(userId);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () => answersResolver(() => ({ fields: step.fields, context: ALL_FIELDS })),
    [step],
  );
  const form = useForm<AnswersFormValues>({
    defaultValues: answersToFormValues(answers),
    resolver,
    reValidateMode: 'onChange',
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const next = formValuesToAnswers(values);
    if (!next) {
      setFormError('Some of your other answers need a look. Please check each section.');
      return;
    }
    try {
      onDone(await save.mutateAsync(next));
    } catch (error) {
      const failure = describeSaveFailure(error, values.units);
      for (const field of failure.fields) {
        form.setError(field.formKey, { type: 'server', message: field.message });
      }
      setFormError(failure.message);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
        <StepFields stepId={step.id} />
        {formError && <FormMessage>{formError}</FormMessage>}
        <FormDialogFooter cancelLabel="Cancel" pending={save.isPending}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {save.isPending ? 'Saving...' : 'Save and update my plan'}
          </Button>
        </FormDialogFooter>
      </form>
    </FormProvider>
  );
}

export function EditSectionDialog({
  step,
  answers,
  userId,
  onSaved,
}: {
  step: StepDefinition;
  answers: OnboardingAnswers;
  userId: string;
  onSaved: (result: CompleteOnboardingResponse) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      className="md:max-w-2xl"
      trigger={
        <Button variant="outline" size="sm">
          <PencilLine aria-hidden="true" />
          Edit<span className="sr-only"> {step.title}</span>
        </Button>
      }
      title={step.title}
      description="When you save, your daily targets are worked out again."
    >
      <SectionForm
        step={step}
        answers={answers}
        userId={userId}
        onDone={(result) => {
          setOpen(false);
          onSaved(result);
        }}
      />
    </FormDialog>
  );
}
