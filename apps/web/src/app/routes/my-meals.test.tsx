import type { Meal, MealDaySummary, MacroProgress, Nutrients } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aFood, aMeal, anOnboarding, aUser, someNutrients } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const DAY = '2025-01-06';
const TARGETS = anOnboarding().plan.targets;
const signedIn = { user: aUser() };

function sum(meals: Meal[]): Nutrients {
  const total = someNutrients();
  for (const meal of meals) {
    for (const key of Object.keys(total) as (keyof Nutrients)[]) total[key] += meal.macros[key];
  }
  return total;
}

function progress(consumed: number, target: number): MacroProgress {
  const percent = Math.round((consumed / target) * 100);
  return {
    consumed,
    target,
    remaining: target - consumed,
    percent,
    status: percent > 100 ? 'over' : percent >= 90 ? 'on_target' : 'under',
  };
}

function summaryOf(date: string, meals: Meal[]): MealDaySummary {
  const totals = sum(meals);
  const byMealType = {
    breakfast: sum(meals.filter((m) => m.mealType === 'breakfast')),
    lunch: sum(meals.filter((m) => m.mealType === 'lunch')),
    dinner: sum(meals.filter((m) => m.mealType === 'dinner')),
    snack: sum(meals.filter((m) => m.mealType === 'snack')),
  };
  return {
    date,
    entries: meals.length,
    totals,
    byMealType,
    targets: TARGETS,
    progress: {
      netCarbsG: progress(totals.netCarbsG, TARGETS.netCarbsG),
      proteinG: progress(totals.proteinG, TARGETS.proteinG),
      fatG: progress(totals.fatG, TARGETS.fatG),
      energyKcal: progress(totals.energyKcal, TARGETS.calories),
    },
  };
}

/** The diary as the API keeps it: what is logged shows in the day's list and its totals. */
function diary(initial: Meal[]) {
  const meals = [...initial];
  const ofDay = (date: string | null) => meals.filter((m) => m.date === date);
  return {
    meals,
    handlers: [
      handle(endpoints.meals.list, ({ query }) => {
        const items = ofDay(query.get('date'));
        return {
          items,
          totals: sum(items),
          days: items.length ? [{ date: items[0]!.date, totals: sum(items) }] : [],
        };
      }),
      handle(endpoints.meals.summary, ({ query }) =>
        summaryOf(query.get('date') ?? '', ofDay(query.get('date'))),
      ),
    ],
  };
}

function consumed(macro: string): string | null {
  return within(screen.getByTestId(`day-total-${macro}`)).getByTestId('consumed').textContent;
}

describe('/my-meals', () => {
  it('shows the day’s entries in their meals, and the day’s totals against the targets', async () => {
    const log = diary([
      aMeal({
        id: 'm1',
        title: 'Scrambled eggs',
        mealType: 'breakfast',
        macros: someNutrients({ netCarbsG: 2, proteinG: 20, fatG: 25, energyKcal: 320 }),
      }),
      aMeal({
        id: 'm2',
        title: 'Salmon with greens',
        mealType: 'dinner',
        macros: someNutrients({ netCarbsG: 6.5, proteinG: 40, fatG: 30, energyKcal: 450 }),
      }),
    ]);
    server.use(...log.handlers);
    renderApp(`/my-meals?date=${DAY}`, signedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Meals' })).toBeVisible();
    const breakfast = await screen.findByTestId('meal-section-breakfast');
    expect(within(breakfast).getByText('Scrambled eggs')).toBeVisible();
    const dinner = screen.getByTestId('meal-section-dinner');
    expect(within(dinner).getByText('Salmon with greens')).toBeVisible();
    expect(within(screen.getByTestId('meal-section-lunch')).queryAllByTestId('meal-entry')).toEqual(
      [],
    );

    expect(await screen.findByText('Day totals')).toBeVisible();
    expect(consumed('netCarbsG')).toBe('8.5 g');
    expect(consumed('proteinG')).toBe('60.0 g');
    expect(consumed('energyKcal')).toBe('770 kcal');
    // Net carbs are a ceiling: what is left of the 25 g, in words.
    expect(
      within(screen.getByTestId('day-total-netCarbsG')).getByText('16.5 g left'),
    ).toBeVisible();
  });

  it('adds a food to breakfast: the entry and the new totals appear', async () => {
    const egg = aFood();
    const log = diary([]);
    const sent: unknown[] = [];
    server.use(
      ...log.handlers,
      reply(endpoints.foods.recent, { items: [] }),
      handle(endpoints.foods.search, ({ query }) => ({
        items: query.get('q') === 'egg' ? [egg] : [],
      })),
      handle(endpoints.meals.create, ({ body }) => {
        sent.push(body);
        // 2 large eggs = 100 g: the egg's facts per 100 g.
        const meal = aMeal({
          id: 'm-new',
          date: body.date,
          mealType: body.mealType,
          title: egg.name,
          macros: someNutrients({ netCarbsG: 0.7, proteinG: 12.6, fatG: 9.5, energyKcal: 143 }),
          items: [],
        });
        log.meals.push(meal);
        return meal;
      }),
    );
    const { user } = renderApp(`/my-meals?date=${DAY}`, signedIn);

    expect(await screen.findByText(/Nothing logged on this day yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add food' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Search foods' }), 'egg');
    await user.click(await within(dialog).findByRole('option', { name: /Egg, whole, raw/ }));
    const amount = within(dialog).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Breakfast' }));

    expect(await screen.findByText('Added to Breakfast')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Add food' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'food',
        date: DAY,
        mealType: 'breakfast',
        items: [{ foodId: egg.id, quantity: 2, unit: 'large' }],
      },
    ]);
    const breakfast = screen.getByTestId('meal-section-breakfast');
    expect(await within(breakfast).findByText('Egg, whole, raw')).toBeVisible();
    expect(consumed('proteinG')).toBe('12.6 g');
  });

  it('says when the diary cannot be loaded, and loads it on “Try again”', async () => {
    const log = diary([aMeal({ id: 'm1', title: 'Scrambled eggs' })]);
    server.use(
      reply(endpoints.meals.list, apiError(500, 'INTERNAL', 'Internal Server Error')),
      ...log.handlers,
    );
    const { user } = renderApp(`/my-meals?date=${DAY}`, signedIn);

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We couldn’t load your meals' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');

    // The server is back.
    server.use(...log.handlers);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Scrambled eggs')).toBeVisible();
  });
});
