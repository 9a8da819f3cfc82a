import type { OnboardingResponse } from '@ketoflow/contracts';
import { canUseBodyImageFeatures, formatWeight, localIsoDate } from '@ketoflow/domain';
import { PencilLine } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import {
  PlanEmptyState,
  PlanGoalCard,
  PlanTargetsCard,
  SafetyCautions,
} from '../../../entities/plan';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { onboardingQueryOptions } from '../../../entities/onboarding/onboarding';
import { useSession } from '../../../entities/session/session';
import { WaterCard } from '../../../entities/water/water-card';
import { useGreeting } from '../hooks/use-greeting';
import { CoinBalanceCard } from './coin-balance-card';
import { StreakCard } from './streak-card';
import { FeatureCards } from './feature-cards';
import { FastingStatusCard, MetashiftCard, TodayMacrosCard, WeightTrendCard } from './today-cards';
import { useDashboardToday } from '../api/dashboard-api';
import { useDeferredAnswer } from '../hooks/use-deferred-answer';

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      {children}
    </main>
  );
}

function DashboardSkeleton() {
  return (
    <Shell>
      <LoadingStatus>Loading your dashboard...</LoadingStatus>
      <div className="mb-8 grid gap-2">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Skeleton className="h-[31.5rem] rounded-xl sm:h-[18.75rem]" />
          <Skeleton className="h-[20.5rem] rounded-xl md:h-[9.5rem]" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-52 rounded-xl" />
          <Skeleton className="h-44 rounded-xl" />
        </div>
      </div>
    </Shell>
  );
}

function StartingPointCard({ response }: { response: OnboardingResponse }) {
  const { answers } = response;
  const difference = answers.currentWeightKg - answers.goalWeightKg;
  const rows = [
    { label: 'Starting weight', value: formatWeight(answers.currentWeightKg, answers.units) },
    { label: 'Goal weight', value: formatWeight(answers.goalWeightKg, answers.units) },
    ...(difference > 0 ? [{ label: 'To go', value: formatWeight(difference, answers.units) }] : []),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your starting point</CardTitle>
        <CardDescription>
          From your answers. Your weight log will take over from here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-3">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="num font-semibold">{row.value}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to="/profile">
            <PencilLine aria-hidden="true" />
            Edit my answers
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The tracking cards share one request (GET /api/v1/dashboard/today); each slot renders
 * its part, so the page needs one round trip plus the onboarding and wallet reads.
 */
function TodayCard({
  userId,
  targets,
}: {
  userId: string;
  targets: OnboardingResponse['plan']['targets'];
}) {
  const today = useDashboardToday(userId);
  const data = useDeferredAnswer(today.data);
  if (today.isError) {
    // Without today's log the plan's targets are still worth showing.
    return (
      <div className="grid gap-3">
        <PlanTargetsCard
          targets={targets}
          title="Today’s targets"
          description="What to aim for each day on your plan."
        />
        <QueryErrorState title="We couldn’t load today’s log" query={today} />
      </div>
    );
  }
  // Placeholders as tall as the cards they stand for (measured at 412 and 1280 px), so nothing
  // below them moves when the data arrives (a layout shift; CLS).
  if (data === undefined) return <Skeleton className="h-[31.5rem] rounded-xl sm:h-[18.75rem]" />;
  return <TodayMacrosCard nutrition={data.nutrition} />;
}

function TrackingRow({ userId }: { userId: string }) {
  const today = useDashboardToday(userId);
  const data = useDeferredAnswer(today.data);
  if (today.isError) return null;
  if (data === undefined) {
    return (
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-[9.5rem] rounded-xl" />
        <Skeleton className="h-[9.5rem] rounded-xl" />
      </div>
    );
  }
  return (
    <div className="grid items-start gap-6 md:grid-cols-2" data-tour="dashboard-tracking">
      <FastingStatusCard fasting={data.fasting} />
      <WeightTrendCard weight={data.weight} />
    </div>
  );
}

function MetashiftSlot({ userId }: { userId: string }) {
  const today = useDashboardToday(userId);
  const data = useDeferredAnswer(today.data);
  if (today.isError) return null;
  if (data === undefined) return <Skeleton className="h-[9.5rem] rounded-xl" />;
  return <MetashiftCard metashift={data.metashift} />;
}

function StreakSlot({ userId }: { userId: string }) {
  const today = useDashboardToday(userId);
  const data = useDeferredAnswer(today.data);
  if (today.isError) return null;
  if (data === undefined) return <Skeleton className="h-[21.5rem] rounded-xl" />;
  return <StreakCard streak={data.streak} ketoDay={data.ketoDay} />;
}

function FilledDashboard({ userId, response }: { userId: string; response: OnboardingResponse }) {
  const { greeting, today } = useGreeting();
  const { answers, plan } = response;

  return (
    <Shell>
      <header className="mb-8 grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {greeting}, {answers.name}
        </h1>
        <p className="text-muted-foreground">{today}. Here’s your day at a glance.</p>
      </header>

      <SafetyCautions cautions={plan.cautions} title="A note on your health" className="mb-6" />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <TodayCard userId={userId} targets={plan.targets} />
          <WaterCard userId={userId} date={localIsoDate()} units={answers.units} />
          <TrackingRow userId={userId} />
          <PlanGoalCard
            response={response}
            className="md:grid-cols-2 md:items-start"
            factsClassName="sm:grid-cols-2 md:grid-cols-1"
          />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <StreakSlot userId={userId} />
          <CoinBalanceCard userId={userId} />
          <MetashiftSlot userId={userId} />
          <StartingPointCard response={response} />
        </div>
      </div>

      <section
        aria-labelledby="tools-title"
        className="mt-10 grid gap-4"
        data-tour="dashboard-tools"
      >
        <h2 id="tools-title" className="text-xl font-semibold tracking-tight">
          Your tools
        </h2>
        <FeatureCards showBodyImage={canUseBodyImageFeatures(answers.safetyFlags)} />
      </section>
    </Shell>
  );
}

function DashboardForUser({ userId }: { userId: string }) {
  const record = useQuery(onboardingQueryOptions(userId));
  const data = useDeferredAnswer(record.data);
  if (record.isError) {
    return (
      <Shell>
        <QueryErrorState headingLevel={1} title="We couldn’t load your dashboard" query={record} />
      </Shell>
    );
  }
  if (data === undefined) return <DashboardSkeleton />;
  const response = data.response;
  if (!response) {
    return (
      <Shell>
        <PlanEmptyState
          headingLevel={1}
          title="Let’s set up your plan"
          description="Answer a few questions and your daily targets will appear here."
        />
      </Shell>
    );
  }
  return <FilledDashboard userId={userId} response={response} />;
}

/**
 * /dashboard: greeting, today's macros, fast, weight trend, streak and keto score, water, Metashift,
 * goal, coins, tools.
 */
export function DashboardScreen() {
  const { user } = useSession();
  useDocumentMeta({
    title: 'Dashboard',
    description: 'Your day at a glance: targets, goal estimate, FlowCoins and tools.',
  });
  if (!user) return null;
  return <DashboardForUser key={user.id} userId={user.id} />;
}
