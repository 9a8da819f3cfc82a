import type { MealPlan } from '@ketoflow/contracts';
import { EXCLUSION_WORDS } from '@ketoflow/domain';
import { CalendarDays, Info, ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { AnsweredBy } from '../../../entities/ai/answered-by';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/utils';
import { planDates } from '../lib/format';
import { DayPanel } from './day-panel';
import { ShoppingListView } from './shopping-list';
import { formatGramsCompact, formatKcal } from '../../../lib/format';

/** What the plan respected, and the honest note that a free-text allergy was not read. */
function ExclusionsNote({ plan }: { plan: MealPlan }) {
  const avoided = plan.exclusions.map((e) => EXCLUSION_WORDS[e]);
  const diet = plan.dietStyle !== 'omnivore' ? plan.dietStyle : null;
  if (avoided.length === 0 && !diet && !plan.allergiesNote) return null;
  return (
    <div className="flex gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        {(avoided.length > 0 || diet) && (
          <p>
            Planned {diet ? `${diet}` : ''}
            {diet && avoided.length > 0 ? ', ' : ''}
            {avoided.length > 0 ? `without ${avoided.join(', ')}` : ''} (from your onboarding
            answers).
          </p>
        )}
        {plan.allergiesNote && (
          <p>
            Your note “{plan.allergiesNote}” cannot be matched to foods reliably, so it was not
            applied: check each recipe’s ingredients.
          </p>
        )}
      </div>
    </div>
  );
}

export function PlanView({ plan }: { plan: MealPlan }) {
  const [dayNumber, setDayNumber] = useState(String(plan.currentDay ?? 1));
  const day = plan.days.find((d) => String(d.dayNumber) === dayNumber) ?? plan.days[0];

  return (
    <Card data-testid="meal-plan">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          {plan.currentDay !== null && (
            <Badge variant="success">
              Day {plan.currentDay} of {plan.duration}
            </Badge>
          )}
          <span className="text-sm text-muted-foreground">{planDates(plan)}</span>
        </div>
        <CardTitle className="text-xl">{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        <p className="num text-sm text-muted-foreground">
          Daily targets: {formatKcal(plan.targets.energyKcal)} kcal ·{' '}
          {formatGramsCompact(plan.targets.proteinG)} g protein · ≤{' '}
          {formatGramsCompact(plan.targets.netCarbsCapG)} g net carbs · {plan.daysOnTarget} of{' '}
          {plan.duration} days on target
        </p>
        <AnsweredBy provenance={plan.provenance} verb="Planned" />
        {plan.provenance.engine !== 'builtin' && (
          <p className="text-xs text-muted-foreground">
            The model wrote the name and description; the recipes and servings come from the
            optimiser.
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        <ExclusionsNote plan={plan} />
        <Tabs defaultValue="days" className="grid gap-5">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="days">
              <CalendarDays aria-hidden="true" /> Days
            </TabsTrigger>
            <TabsTrigger value="shopping">
              <ShoppingBasket aria-hidden="true" /> Shopping list
            </TabsTrigger>
          </TabsList>
          <TabsContent value="days" className="grid gap-5">
            <Tabs value={dayNumber} onValueChange={setDayNumber} className="grid gap-5">
              <TabsList
                aria-label="Plan days"
                className="flex h-auto w-full justify-start gap-1 overflow-x-auto bg-transparent p-0 pb-1"
              >
                {plan.days.map((d) => (
                  <TabsTrigger
                    key={d.dayNumber}
                    value={String(d.dayNumber)}
                    aria-label={`Day ${d.dayNumber}, ${d.dayName}${d.onTarget ? '' : ', off target'}`}
                    className={cn(
                      'h-auto min-w-14 flex-none flex-col gap-0 border px-2 py-1.5 data-[state=active]:border-primary',
                      d.dayNumber === plan.currentDay && 'border-primary/50',
                    )}
                  >
                    <span className="text-[0.6875rem] text-muted-foreground">
                      {d.dayName.slice(0, 3)}
                    </span>
                    <span className="num flex items-center gap-1 font-semibold">
                      {d.dayNumber}
                      {!d.onTarget && (
                        <span className="size-1.5 rounded-full bg-destructive" aria-hidden="true" />
                      )}
                    </span>
                  </TabsTrigger>
                ))}
              </TabsList>
              {day && (
                <TabsContent value={String(day.dayNumber)}>
                  <DayPanel plan={plan} day={day} />
                </TabsContent>
              )}
            </Tabs>
          </TabsContent>
          <TabsContent value="shopping">
            <ShoppingListView plan={plan} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
