import type { MacroTargets, OnboardingResponse } from '@ketoflow/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { MacroTargetsGrid } from './macro-targets';
import { planStartDate } from './plan-dates';
import { PlanFacts } from './plan-facts';
import { isLosingPlan } from './plan-goal';
import { ProjectionChart } from './projection-chart';

/** The daily targets in a card (the dashboard and the plan summary word it their own way). */
export function PlanTargetsCard({
  targets,
  title,
  description,
}: {
  targets: MacroTargets;
  title: string;
  description: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <MacroTargetsGrid targets={targets} />
      </CardContent>
    </Card>
  );
}

/** "Your goal": BMI and goal date facts next to (or above) the weight projection. */
export function PlanGoalCard({
  response,
  className,
  factsClassName,
}: {
  response: OnboardingResponse;
  /** Layout of the card's content (a grid). */
  className?: string;
  factsClassName?: string;
}) {
  const { answers, plan } = response;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your goal</CardTitle>
        <CardDescription>Estimates, based on the NIH body-weight model.</CardDescription>
      </CardHeader>
      <CardContent className={cn('grid gap-5', className)}>
        <PlanFacts
          plan={plan}
          goalWeightKg={answers.goalWeightKg}
          units={answers.units}
          losingWeight={isLosingPlan(response)}
          className={factsClassName}
        />
        <ProjectionChart
          points={plan.projection}
          goalWeightKg={answers.goalWeightKg}
          units={answers.units}
          startDate={planStartDate(response)}
          goalDate={plan.goalDate}
          note={plan.projectionNote}
        />
      </CardContent>
    </Card>
  );
}
