import type { OnboardingResponse } from '@ketoflow/contracts';
import { formatLongDate } from '@ketoflow/domain';
import { ArrowRight, Coins, PencilLine, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { PlanGoalCard, PlanTargetsCard, SafetyCautions } from '../../../entities/plan';
import { AnsweredBy } from '../../../entities/ai/answered-by';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { SummaryText } from './summary-text';
import { formatInteger } from '../../../lib/format';

export interface PlanSummaryProps {
  response: OnboardingResponse;
  /** Coins granted by the PUT that just completed onboarding (0 or absent: none shown). */
  bonusGranted?: number;
  /** Just finished the questionnaire (wording), rather than coming back later. */
  justCompleted?: boolean;
}

/**
 * The result of onboarding: cautions first, the daily targets, BMI and the estimated goal
 * date with its projection, then the personal summary, and the way to the dashboard.
 */
export function PlanSummary({
  response,
  bonusGranted = 0,
  justCompleted = false,
}: PlanSummaryProps) {
  const { answers, plan, aiSummary } = response;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid max-w-3xl gap-2">
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
          <Sparkles className="size-4" aria-hidden="true" />
          {justCompleted ? 'All set' : 'Your plan'}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {justCompleted ? `Your plan is ready, ${answers.name}` : `Welcome back, ${answers.name}`}
        </h1>
        <p className="text-muted-foreground text-pretty">
          {justCompleted ? (
            'Here is what we worked out from your answers. It’s a starting point: you can change your answers at any time.'
          ) : (
            <>
              You finished onboarding on {formatLongDate(response.completedAt.slice(0, 10))}. Here
              is your plan. To change it,{' '}
              <Link
                to="/profile"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                edit your answers
              </Link>
              .
            </>
          )}
        </p>
      </header>

      {bonusGranted > 0 && (
        <div
          role="status"
          className="mt-6 flex max-w-3xl items-center gap-3 rounded-xl border border-coin/40 bg-coin-soft px-4 py-3"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-coin-solid text-coin-foreground">
            <Coins className="size-5" aria-hidden="true" />
          </span>
          <p className="text-sm">
            <span className="num block text-base font-semibold text-coin">
              +{formatInteger(bonusGranted)} FlowCoins added
            </span>
            <span className="text-muted-foreground">
              A thank-you for finishing. Use them for AI recipes, meal plans and food scans.
            </span>
          </p>
        </div>
      )}

      <SafetyCautions cautions={plan.cautions} className="mt-6 max-w-3xl" />

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-2 lg:col-start-4 lg:row-start-1">
          <PlanTargetsCard
            targets={plan.targets}
            title="Your daily targets"
            description="What to aim for each day, worked out from your answers."
          />
          <PlanGoalCard response={response} factsClassName="sm:grid-cols-1 xl:grid-cols-1" />
        </div>

        <Card className="content-start lg:col-span-3 lg:col-start-1 lg:row-start-1">
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>Your personal summary</CardTitle>
              <AnsweredBy provenance={response.summaryProvenance} verb="Written" />
            </div>
            <CardDescription>Written for you from your answers.</CardDescription>
          </CardHeader>
          <CardContent>
            <SummaryText text={aiSummary} omitBullets={plan.cautions} />
          </CardContent>
        </Card>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <Link to="/dashboard">
            Go to my dashboard
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="lg">
          <Link to="/profile">
            <PencilLine aria-hidden="true" />
            Edit my answers
          </Link>
        </Button>
      </div>
    </main>
  );
}
