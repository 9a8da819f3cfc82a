import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { PageColumns, PageShell } from '../../../components/page-layout';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentMealPlan, useMealPlan } from '../api/meal-plans-api';
import { GenerateCard } from './generate-card';
import { PlanHistory } from './plan-history';
import { PlanView } from './plan-view';

/**
 * /meal-plan: the current plan by day (or one picked from the history), a form for a new
 * one, and the history. The current plan is the newest complete one not yet ended.
 */
export function MealPlanPage() {
  const current = useCurrentMealPlan();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const currentPlan = current.data?.plan ?? null;
  // A plan picked from the history (not the current one); if it is gone (deleted, or the
  // request failed), the page falls back to the current plan.
  const otherId = pickedId !== null && pickedId !== currentPlan?.id ? pickedId : null;
  const picked = useMealPlan(otherId);
  const plan = otherId !== null && !picked.isError ? picked.data : currentPlan;
  const shownId = plan?.id ?? null;
  const loading = current.isPending || (otherId !== null && picked.isPending && !picked.isError);

  let main;
  if (current.isError) {
    main = <QueryErrorState query={current} title="We couldn’t load your meal plan" />;
  } else if (loading) {
    main = (
      <div className="grid gap-4">
        <LoadingStatus>Loading your meal plan…</LoadingStatus>
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
      </div>
    );
  } else if (plan) {
    main = <PlanView key={plan.id} plan={plan} />;
  } else {
    main = (
      <EmptyState
        icon={CalendarDays}
        title="No current plan"
        description="Generate a 7, 14 or 30-day plan: every day is built from the recipe library and your own recipes to fit your targets."
      />
    );
  }

  return (
    <PageShell
      icon={CalendarDays}
      title="Meal Plan"
      description="Your keto meal plan, day by day, within your macro targets."
    >
      <PageColumns
        layout="wide"
        sideFirst={!plan}
        main={
          <div className="grid min-w-0" data-tour="meal-plan-main">
            {main}
          </div>
        }
        side={
          <>
            <GenerateCard onGenerated={(p) => setPickedId(p.id)} />
            <PlanHistory
              selectedId={shownId}
              onSelect={setPickedId}
              onDeleted={(id) => setPickedId((picked) => (picked === id ? null : picked))}
            />
          </>
        }
      />
    </PageShell>
  );
}
