import type { CompleteOnboardingResponse, OnboardingAnswers } from '@ketoflow/contracts';
import { formatHeight, formatWeight } from '@ketoflow/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import {
  MacroTargetsGrid,
  PlanEmptyState,
  PlanFacts,
  SafetyCautions,
  isLosingPlan,
} from '../../../entities/plan';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserId } from '../../../entities/session/session';
import { useOnboardingRecord } from '../api/onboarding-api';
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
import { STEPS, type StepId } from '../model/steps';
import { formatInteger } from '../../../lib/format';
import { EditSectionDialog } from './edit-section-dialog';

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
  const userId = useUserId();
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
