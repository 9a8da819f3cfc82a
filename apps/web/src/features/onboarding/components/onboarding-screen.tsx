import type { CompleteOnboardingResponse } from '@ketoflow/contracts';
import { useState } from 'react';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useSession } from '../../../entities/session/session';
import { useOnboardingRecord } from '../api/onboarding-api';
import { PlanSummary } from './plan-summary';
import { Questionnaire } from './questionnaire';

function QuestionnaireSkeleton() {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
      <LoadingStatus>Loading your setup...</LoadingStatus>
      <div className="mb-5 grid gap-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-2 w-full" />
      </div>
      <Card>
        <CardHeader className="gap-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-64" />
        </CardHeader>
        <CardContent className="grid gap-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </CardContent>
      </Card>
    </main>
  );
}

function OnboardingForUser({ userId }: { userId: string }) {
  const record = useOnboardingRecord(userId);
  const [completed, setCompleted] = useState<CompleteOnboardingResponse | null>(null);
  const showsPlan = completed !== null || record.data?.status === 'complete';
  useDocumentMeta(
    showsPlan
      ? {
          title: 'Your plan',
          description: 'Your personal keto plan: daily targets, BMI and an estimated goal date.',
        }
      : {
          title: 'Set up your plan',
          description: 'Answer a few questions and get your personal keto plan and daily targets.',
        },
  );

  if (completed) {
    return (
      <PlanSummary
        response={completed.response}
        bonusGranted={completed.bonusGranted}
        justCompleted
      />
    );
  }
  if (record.isPending) return <QuestionnaireSkeleton />;
  if (record.isError) {
    return (
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
        <QueryErrorState headingLevel={1} title="We couldn’t load your setup" query={record} />
      </main>
    );
  }
  const { status, response } = record.data;
  if (status === 'complete' && response) return <PlanSummary response={response} />;
  return <Questionnaire userId={userId} prefill={response?.answers} onCompleted={setCompleted} />;
}

/**
 * /onboarding: the questionnaire for new users; the plan summary for those who finished
 * (with the way to edit answers in the profile).
 */
export function OnboardingScreen() {
  const { user } = useSession();
  // RequireAuth renders this route only with a user.
  if (!user) return null;
  return <OnboardingForUser key={user.id} userId={user.id} />;
}
