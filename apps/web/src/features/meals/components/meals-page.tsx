import { useQuery } from '@tanstack/react-query';
import { MEAL_TYPES, type Meal, type MealType } from '@ketoflow/contracts';
import { Copy, NotebookPen, Plus, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useUserId } from '../../../entities/session/session';
import { cn } from '../../../lib/utils';
import { useDayMeals, useDaySummary } from '../api/meals-api';
import { dayName, isIsoDate, localToday, MEAL_SECTIONS, shiftDate } from '../lib/format';
import { AddFoodDialog } from './add-food-dialog';
import { DateSwitcher } from './date-switcher';
import { DayTotals } from './day-totals';
import { WaterCard } from '../../../entities/water/water-card';
import { onboardingQueryOptions } from '../../../entities/onboarding/onboarding';
import { DescribeMealDialog } from './describe-meal-dialog';
import { EditEntryDialog } from './edit-entry-dialog';
import { MealSection } from './meal-section';
import { applyQueued, useQueuedWrites } from '../../../lib/outbox';
import { queuedMeal } from '../lib/queued-meal';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { useEntryActions } from '../hooks/use-entry-actions';

function isMealType(value: string | null): value is MealType {
  return value !== null && (MEAL_TYPES as readonly string[]).includes(value);
}

/** A sensible meal for "now" when nothing else says which. */
function mealForHour(hour: number): MealType {
  if (hour < 11) return 'breakfast';
  if (hour < 15) return 'lunch';
  if (hour < 21) return 'dinner';
  return 'snack';
}

/**
 * /my-meals: one day of the diary. `?date=YYYY-MM-DD` picks the day and `?meal=lunch` opens
 * "Add food" for that meal (`&add=text` opens "Describe your meal"), so the dashboard can
 * deep-link quick add.
 */
export function MealsPage() {
  const userId = useUserId();
  useDocumentMeta({
    title: 'My Meals',
    description: 'Your food diary: what you ate each day, with net carbs, protein and fat.',
  });
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const latest = shiftDate(today, 1);
  const paramDate = params.get('date');
  const date = isIsoDate(paramDate) && paramDate <= latest ? paramDate : today;

  const [dialog, setDialog] = useState<{ kind: 'food' | 'text'; meal: MealType } | null>(null);
  const [editing, setEditing] = useState<Meal | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);

  // Deep link (?meal=lunch[&add=text]): the dialog is open while the URL says so.
  const linkedMeal = params.get('meal');
  const linked = isMealType(linkedMeal)
    ? {
        kind: params.get('add') === 'text' ? ('text' as const) : ('food' as const),
        meal: linkedMeal,
      }
    : null;
  const open = dialog ?? linked;
  const closeDialog = () => {
    setDialog(null);
    if (linked) {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('meal');
          next.delete('add');
          return next;
        },
        { replace: true },
      );
    }
  };

  const setDate = (next: string) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === today) copy.delete('date');
        else copy.set('date', next);
        return copy;
      },
      { replace: true },
    );

  const day = useDayMeals(userId, date);
  const summary = useDaySummary(userId, date);
  // The questionnaire's units (the page carries the record): water in ml or fl oz.
  const units = useQuery(onboardingQueryOptions(userId)).data?.response?.answers.units ?? 'metric';
  const { logAgainToday, deleteEntry, copyFromDayBefore, copying } = useEntryActions(
    userId,
    date,
    today,
  );

  const queued = useQueuedWrites('meal');
  // The day's entries with the changes still on this device (decision 040), newest first.
  const meals = applyQueued(day.data?.items ?? [], queued, queuedMeal).filter(
    (meal) => meal.date === date,
  );
  const defaultMeal = date === today ? mealForHour(new Date().getHours()) : 'breakfast';

  async function confirmDelete() {
    const meal = deleting;
    if (!meal) return;
    setDeleting(null);
    await deleteEntry(meal);
  }

  const actions = {
    onEdit: setEditing,
    onDelete: setDeleting,
    ...(date !== today ? { onLogToday: (m: Meal) => void logAgainToday(m) } : {}),
  };
  const previousDayName = dayName(shiftDate(date, -1), today).toLowerCase();

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <UtensilsCrossed className="size-6" aria-hidden="true" />
          </span>
          <div className="grid min-w-0 gap-1">
            <h1 className="text-3xl font-semibold tracking-tight">My Meals</h1>
            <p className="text-muted-foreground">
              What you ate, with net carbs, protein, fat and calories.
            </p>
          </div>
        </div>
        <DateSwitcher date={date} today={today} onChange={setDate} />
      </header>

      <div className="mb-6 flex flex-wrap gap-2" data-tour="meals-add">
        <Button onClick={() => setDialog({ kind: 'text', meal: defaultMeal })}>
          <NotebookPen aria-hidden="true" /> Describe your meal
        </Button>
        <Button variant="outline" onClick={() => setDialog({ kind: 'food', meal: defaultMeal })}>
          <Plus aria-hidden="true" /> Add food
        </Button>
        <Button variant="ghost" onClick={() => void copyFromDayBefore()} disabled={copying}>
          <Copy aria-hidden="true" /> Copy {previousDayName}
        </Button>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-6 lg:sticky lg:top-20 lg:order-2">
          <div data-tour="meals-totals">
            <DayTotals summary={summary.data} />
          </div>
          <WaterCard userId={userId} date={date} units={units} />
        </div>
        <div
          className={cn(
            'grid gap-4 transition-opacity duration-150 lg:order-1',
            day.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={day.isPlaceholderData || undefined}
          data-tour="meals-sections"
        >
          {day.isPending ? (
            <>
              <LoadingStatus>Loading your meals…</LoadingStatus>
              {MEAL_SECTIONS.map((s) => (
                <Skeleton key={s.type} className="h-32 rounded-xl" />
              ))}
            </>
          ) : day.isError && !day.data ? (
            <QueryErrorState title="We couldn’t load your meals" query={day} />
          ) : (
            <>
              {meals.length === 0 && (
                <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed px-5 py-4 text-sm">
                  <p className="min-w-0 flex-1">
                    <span className="font-medium">
                      Nothing logged {date === today ? 'today' : 'on this day'} yet.
                    </span>{' '}
                    <span className="text-muted-foreground">
                      Describe a meal in your own words, or add a food from the database.
                    </span>
                  </p>
                  <Button size="sm" onClick={() => setDialog({ kind: 'text', meal: defaultMeal })}>
                    Log your first meal
                  </Button>
                </div>
              )}
              {MEAL_SECTIONS.map((s) => (
                <MealSection
                  key={s.type}
                  type={s.type}
                  label={s.label}
                  meals={meals.filter((m) => m.mealType === s.type)}
                  actions={actions}
                  onAdd={(meal) => setDialog({ kind: 'food', meal })}
                  onCopyFromYesterday={(meal) => void copyFromDayBefore(meal)}
                />
              ))}
            </>
          )}
        </div>
      </div>

      <AddFoodDialog
        open={open?.kind === 'food'}
        onOpenChange={(o) => !o && closeDialog()}
        userId={userId}
        date={date}
        initialMealType={open?.meal ?? defaultMeal}
      />
      <DescribeMealDialog
        open={open?.kind === 'text'}
        onOpenChange={(o) => !o && closeDialog()}
        userId={userId}
        date={date}
        initialMealType={open?.meal ?? defaultMeal}
      />
      <EditEntryDialog
        meal={editing}
        userId={userId}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteEntryDialog
        meal={deleting}
        today={today}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </main>
  );
}
