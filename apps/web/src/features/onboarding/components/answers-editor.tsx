import type { CompleteOnboardingResponse, OnboardingAnswers } from '@ketoflow/contracts';
import { formatHeight, formatWeight } from '@ketoflow/domain';
import { PencilLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import {
  MacroTargetsGrid,
  PlanEmptyState,
  PlanFacts,
  SafetyCautions,
  isLosingPlan,
} from '../../../entities/plan';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../entities/session/session';
import { useOnboardingRecord, useSaveOnboarding } from '../api/onboarding-api';
import {
  answersToFormValues,
  formValuesToAnswers,
  type AnswersFormValues,
} from '../model/answers-form';
import {
  ACTIVITY_OPTIONS,
  DIET_STYLE_OPTIONS,
  EXCLUSION_OPTIONS,
  FASTING_OPTIONS,
  MAIN_GOAL_OPTIONS,
  PACE_OPTIONS,
  SAFETY_SHORT_LABELS,
  SEX_OPTIONS,
  UNITS_OPTIONS,
  labelOf,
} from '../model/options';
import { describeSaveFailure } from '../model/save-errors';
import { ALL_FIELDS, STEPS, type StepDefinition, type StepId } from '../model/steps';
import { StepFields } from './step-fields';
import { formatInteger } from '../../../lib/format';
import { answersResolver } from '../model/answers-validation';

interface Row {
  label: string;
  value: string;
}

function answerRows(stepId: StepId, a: OnboardingAnswers): Row[] {
  switch (stepId) {
    case 'about':
      return [
        { label: 'Name', value: a.name },
        { label: 'Sex', value: labelOf(SEX_OPTIONS, a.sex) },
        {
          label: 'Birth year',
          value: `${a.birthYear} (age ${new Date().getFullYear() - a.birthYear})`,
        },
      ];
    case 'body':
      return [
        { label: 'Units', value: labelOf(UNITS_OPTIONS, a.units) },
        { label: 'Height', value: formatHeight(a.heightCm, a.units) },
        { label: 'Current weight', value: formatWeight(a.currentWeightKg, a.units) },
        { label: 'Goal weight', value: formatWeight(a.goalWeightKg, a.units) },
      ];
    case 'goals':
      return [
        { label: 'Main goal', value: labelOf(MAIN_GOAL_OPTIONS, a.mainGoal) },
        ...(a.mainGoal === 'lose_weight'
          ? [{ label: 'Pace', value: labelOf(PACE_OPTIONS, a.pace).replace(' (recommended)', '') }]
          : []),
        { label: 'Activity', value: labelOf(ACTIVITY_OPTIONS, a.activityLevel) },
        { label: 'Meals a day', value: String(a.mealsPerDay) },
      ];
    case 'food':
      return [
        { label: 'Diet', value: labelOf(DIET_STYLE_OPTIONS, a.dietStyle) },
        {
          label: 'Leave out',
          value:
            a.exclusions.length > 0
              ? a.exclusions.map((item) => labelOf(EXCLUSION_OPTIONS, item)).join(', ')
              : 'Nothing',
        },
        { label: 'Note', value: a.allergiesNote || '—' },
      ];
    case 'safety':
      return [
        { label: 'Fasting', value: labelOf(FASTING_OPTIONS, a.fastingExperience) },
        {
          label: 'Health',
          value:
            a.safetyFlags.length > 0
              ? a.safetyFlags.map((flag) => SAFETY_SHORT_LABELS[flag]).join(', ')
              : 'None of these',
        },
      ];
  }
}

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

function EditSectionDialog({
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

function EditorSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <LoadingStatus>Loading your plan...</LoadingStatus>
      {[0, 1].map((card) => (
        <Card key={card}>
          <CardHeader className="gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </CardHeader>
          <CardContent className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <div className="grid grid-cols-3 gap-2">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function describeTargets(result: CompleteOnboardingResponse): string {
  const t = result.response.plan.targets;
  return `New targets: ${formatInteger(t.calories)} kcal, ${formatInteger(t.netCarbsG)} g net carbs, ${formatInteger(t.proteinG)} g protein, ${formatInteger(t.fatG)} g fat.`;
}

/**
 * Profile: the current plan and every onboarding answer, section by section. Each section
 * opens the questionnaire's own fields in a dialog; saving re-runs the same PUT, so the
 * targets are recomputed and shown here at once.
 */
export function AnswersEditor() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const record = useOnboardingRecord(userId);
  const [updated, setUpdated] = useState(false);

  if (record.isPending) return <EditorSkeleton />;
  if (record.isError) {
    return <QueryErrorState title="We couldn’t load your plan" query={record} />;
  }
  const response = record.data.response;
  if (!response) {
    return (
      <PlanEmptyState
        title="You haven’t set up your plan yet"
        description="Answer a few questions and we’ll work out your daily targets."
      />
    );
  }

  const { answers, plan } = response;
  const onSaved = (result: CompleteOnboardingResponse) => {
    setUpdated(true);
    toast.success('Your plan is updated', { description: describeTargets(result) });
  };

  return (
    <div className="grid gap-6">
      <Card aria-live="polite">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Your daily targets</CardTitle>
            {updated && <Badge variant="success">Updated</Badge>}
          </div>
          <CardDescription>
            Worked out from your answers below. They change when your answers do.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SafetyCautions cautions={plan.cautions} headingLevel={3} />
          <MacroTargetsGrid targets={plan.targets} />
          <PlanFacts
            plan={plan}
            goalWeightKg={answers.goalWeightKg}
            units={answers.units}
            losingWeight={isLosingPlan(response)}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Your answers</CardTitle>
          <CardDescription>Change any section; your targets follow.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-0 divide-y">
          {STEPS.map((step) => (
            <section
              key={step.id}
              aria-labelledby={`answers-${step.id}`}
              className="grid gap-3 py-4 first:pt-0 last:pb-0"
            >
              <div className="flex items-center justify-between gap-3">
                <h3 id={`answers-${step.id}`} className="font-semibold">
                  {step.title}
                </h3>
                <EditSectionDialog
                  step={step}
                  answers={answers}
                  userId={userId}
                  onSaved={onSaved}
                />
              </div>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {answerRows(step.id, answers).map((row) => (
                  <div key={row.label} className="grid grid-cols-[7.5rem_1fr] gap-2">
                    <dt className="text-muted-foreground">{row.label}</dt>
                    <dd className="min-w-0 break-words">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
