import { History, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import { useDeleteMealPlan, useMealPlans } from '../api/meal-plans-api';
import { planDates } from '../lib/format';

/** Every plan, newest first: open one, or delete it (diary entries logged from it stay). */
export function PlanHistory({
  selectedId,
  onSelect,
  onDeleted,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const plans = useMealPlans();
  const remove = useDeleteMealPlan();

  return (
    <Card data-tour="meal-plan-history">
      <CardHeader>
        <CardTitle>Plan history</CardTitle>
      </CardHeader>
      <CardContent>
        {plans.isError ? (
          <QueryErrorState query={plans} title="We couldn’t load your plans" headingLevel={3} />
        ) : !plans.data ? (
          <div className="grid gap-2">
            <LoadingStatus>Loading your plans…</LoadingStatus>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : plans.data.items.length === 0 ? (
          <EmptyState
            icon={History}
            title="No plans yet"
            description="Plans you generate are kept here."
            headingLevel={3}
            className="py-6"
          />
        ) : (
          <ul className="grid gap-2">
            {plans.data.items.map((plan) => (
              <li
                key={plan.id}
                className={cn(
                  'flex items-center gap-2 rounded-lg border p-2 pl-3',
                  plan.id === selectedId && 'border-primary/60 bg-primary/5',
                )}
              >
                <button
                  type="button"
                  className="grid min-w-0 flex-1 gap-0.5 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  onClick={() => onSelect(plan.id)}
                  aria-current={plan.id === selectedId ? 'true' : undefined}
                >
                  <span className="truncate text-sm font-medium">{plan.name}</span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {planDates(plan)}
                    {plan.currentDay !== null && (
                      <Badge variant="success">Day {plan.currentDay}</Badge>
                    )}
                  </span>
                </button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete ${plan.name}`}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (
                      !window.confirm(
                        `Delete “${plan.name}”? Meals you logged from it stay in your diary.`,
                      )
                    )
                      return;
                    remove.mutate(plan.id, {
                      onSuccess: () => {
                        onDeleted(plan.id);
                        toast.success('Plan deleted');
                      },
                      onError: () => toast.error('The plan could not be deleted.'),
                    });
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
