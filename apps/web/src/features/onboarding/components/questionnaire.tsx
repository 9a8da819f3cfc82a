import type { CompleteOnboardingResponse, OnboardingAnswers } from '@ketoflow/contracts';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
} from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useSaveOnboarding } from '../api/onboarding-api';
import { clearDraft, readDraft, writeDraft } from '../hooks/use-onboarding-draft';
import {
  answersToFormValues,
  emptyFormValues,
  formValuesToAnswers,
  guessUnits,
  type AnswersFormValues,
  type FormKey,
} from '../model/answers-form';
import { describeSaveFailure } from '../model/save-errors';
import { STEPS, fieldsBefore, stepIndexOf } from '../model/steps';
import { StepFields } from './step-fields';
import { answersResolver, validateAnswers } from '../model/answers-validation';

export interface QuestionnaireProps {
  userId: string;
  /** Earlier answers to start from (an incomplete record), if any. */
  prefill?: OnboardingAnswers | undefined;
  /** Called with the PUT result before the cache is updated (no flash of another view). */
  onCompleted: (result: CompleteOnboardingResponse) => void;
}

function initialState(userId: string, prefill: OnboardingAnswers | undefined) {
  const draft = readDraft(userId);
  const base = prefill ? answersToFormValues(prefill) : emptyFormValues(guessUnits());
  return draft
    ? { step: draft.step, values: { ...base, ...draft.values } }
    : { step: 0, values: base };
}

/**
 * The onboarding questionnaire: five steps, one form. Each Next validates only that step
 * against the shared contract; answers survive reloads (sessionStorage) until saved.
 */
export function Questionnaire({ userId, prefill, onCompleted }: QuestionnaireProps) {
  const [initial] = useState(() => initialState(userId, prefill));
  const [step, setStep] = useState(initial.step);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the heading only after the user changed step (not on first load).
  const [moved, setMoved] = useState(false);
  const save = useSaveOnboarding(userId, (result) => {
    clearDraft(userId);
    onCompleted(result);
  });

  const resolver = useMemo(
    () =>
      answersResolver(() => ({
        fields: STEPS[step]?.fields ?? [],
        context: fieldsBefore(step),
      })),
    [step],
  );
  const form = useForm<AnswersFormValues>({
    defaultValues: initial.values,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Keep the draft (answers and step) in sessionStorage.
  useEffect(() => {
    writeDraft(userId, { step, values: form.getValues() });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(userId, { step, values }),
    });
  }, [form, step, userId]);

  // Move focus to the new step's heading (not on first load) and back to the top.
  useEffect(() => {
    if (!moved) return;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step, moved]);

  const current = STEPS[step] ?? STEPS[0];
  if (!current) return null;
  const isLast = step === STEPS.length - 1;

  const goTo = (index: number) => {
    setMoved(true);
    setFormError(null);
    setStep(index);
  };

  const showErrors = (messages: Partial<Record<FormKey, string>>, firstStep: number) => {
    goTo(firstStep);
    // Set after the step's fields have mounted.
    setTimeout(() => {
      for (const [key, message] of Object.entries(messages)) {
        form.setError(key as FormKey, { type: 'server', message }, { shouldFocus: false });
      }
    }, 0);
  };

  const submitAll = async (values: AnswersFormValues) => {
    setFormError(null);
    const answers = formValuesToAnswers(values);
    if (!answers) {
      // Every step passed, so this should not happen; still, never send what the contract
      // rejects: go to the first step that fails.
      for (const [index, item] of STEPS.entries()) {
        const messages = validateAnswers(values, item.fields, fieldsBefore(index));
        if (Object.keys(messages).length > 0) {
          showErrors(messages, index);
          return;
        }
      }
      setFormError('Please check your answers and try again.');
      return;
    }
    try {
      await save.mutateAsync(answers);
    } catch (error) {
      const failure = describeSaveFailure(error, values.units);
      const first = failure.fields[0];
      if (first) {
        showErrors(
          Object.fromEntries(failure.fields.map((field) => [field.formKey, field.message])),
          stepIndexOf(first.answer),
        );
      }
      setFormError(failure.message);
    }
  };

  const onNext = form.handleSubmit(async (values) => {
    if (isLast) await submitAll(values);
    else goTo(step + 1);
  });

  const pending = save.isPending;
  const percent = ((step + 1) / STEPS.length) * 100;

  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
      <div className="mb-5 grid gap-3">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="font-medium text-primary" aria-live="polite">
            Step {step + 1} of {STEPS.length}
          </p>
          <p className="text-muted-foreground">About 3 minutes</p>
        </div>
        <Progress
          value={percent}
          aria-label="Onboarding progress"
          getValueLabel={() => `Step ${step + 1} of ${STEPS.length}`}
        />
        <ol className="hidden grid-cols-5 gap-2 text-xs sm:grid" aria-label="Steps">
          {STEPS.map((item, index) => (
            <li
              key={item.id}
              aria-current={index === step ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1 truncate',
                index === step
                  ? 'font-medium text-foreground'
                  : index < step
                    ? 'text-primary'
                    : 'text-muted-foreground',
              )}
            >
              {index < step && <Check className="size-3 shrink-0" aria-hidden="true" />}
              <span className="truncate">{item.title}</span>
              {index < step && <span className="sr-only">(done)</span>}
            </li>
          ))}
        </ol>
      </div>

      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onNext(event)}>
          <Card className="gap-6">
            <CardHeader>
              <h1
                ref={headingRef}
                tabIndex={-1}
                className="text-2xl font-semibold tracking-tight outline-none"
              >
                {current.title}
              </h1>
              <CardDescription className="text-base">{current.intro}</CardDescription>
            </CardHeader>
            <CardContent>
              <StepFields key={current.id} stepId={current.id} />
            </CardContent>
            <CardFooter className="flex-col items-stretch gap-3 border-t pt-6">
              {formError && <FormMessage>{formError}</FormMessage>}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                {step > 0 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="lg"
                    onClick={() => goTo(step - 1)}
                    disabled={pending}
                  >
                    <ArrowLeft aria-hidden="true" />
                    Back
                  </Button>
                ) : (
                  <span aria-hidden="true" />
                )}
                <Button type="submit" size="lg" disabled={pending} className="sm:min-w-44">
                  {pending ? (
                    <>
                      <Spinner />
                      Building your plan...
                    </>
                  ) : isLast ? (
                    <>
                      See my plan
                      <Check aria-hidden="true" />
                    </>
                  ) : (
                    <>
                      Next
                      <ArrowRight aria-hidden="true" />
                    </>
                  )}
                </Button>
              </div>
            </CardFooter>
          </Card>
        </form>
      </FormProvider>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        Your answers are saved in this tab until you finish. Only you can see them.
      </p>
    </main>
  );
}
