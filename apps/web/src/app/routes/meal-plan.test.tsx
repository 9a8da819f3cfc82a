import type { MealPlan, MealPlanDay } from '@ketoflow/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aUser, someNutrients } from '../../testing/fixtures';
import { handle } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server, session } from '../../testing/server';

const signedIn = { user: aUser() };
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DISHES = ['Avocado egg bake', 'Salmon with greens', 'Bacon and spinach frittata'];

function aDay(dayNumber: number): MealPlanDay {
  const date = `2025-01-${String(5 + dayNumber).padStart(2, '0')}`;
  return {
    dayNumber,
    dayName: WEEKDAYS[(dayNumber - 1) % 7]!,
    date,
    meals: (['breakfast', 'lunch', 'dinner'] as const).map((mealType, index) => ({
      mealType,
      recipeId: `recipe-${index}`,
      title: `${DISHES[index]!} (day ${dayNumber})`,
      servings: 1,
      macros: someNutrients({ energyKcal: 600, proteinG: 33, fatG: 48, netCarbsG: 6 }),
    })),
    totals: someNutrients({ energyKcal: 1800, proteinG: 100, fatG: 144, netCarbsG: 18 }),
    energyDeviationPct: 0,
    proteinDeviationPct: 0,
    onTarget: true,
    shortfall: null,
  };
}

function aMealPlan(duration: 7 | 14 | 30): MealPlan {
  return {
    id: `plan-${duration}`,
    name: `${duration}-day keto plan`,
    description: 'Three meals a day within your targets.',
    status: 'complete',
    startsOn: '2025-01-06',
    endsOn: `2025-01-${String(5 + duration).padStart(2, '0')}`,
    duration,
    mealsPerDay: 3,
    maxUsesPerWeek: 3,
    targets: { energyKcal: 1800, proteinG: 100, netCarbsCapG: 25 },
    exclusions: [],
    dietStyle: 'omnivore',
    allergiesNote: '',
    candidateCount: 40,
    daysOnTarget: duration,
    currentDay: 1,
    provenance: { engine: 'builtin', model: null },
    createdAt: '2025-01-06T08:00:00.000Z',
    days: Array.from({ length: duration }, (_, i) => aDay(i + 1)),
  };
}

/** The user's plans as the API keeps them: a generated plan becomes the current one. */
function plans(initial: MealPlan[]) {
  const stored = [...initial];
  const requests: { body: unknown; key: string | null }[] = [];
  return {
    requests,
    handlers: [
      handle(endpoints.mealPlans.current, () => ({ plan: stored.at(-1) ?? null })),
      handle(endpoints.mealPlans.list, () => ({
        items: stored.map(({ days: _days, ...summary }) => summary),
      })),
      handle(endpoints.mealPlans.generate, ({ body, request }) => {
        requests.push({ body, key: request.headers.get(IDEMPOTENCY_KEY_HEADER) });
        const plan = aMealPlan(body.duration);
        stored.push(plan);
        session.balance -= 5;
        return plan;
      }),
    ],
  };
}

describe('/meal-plan', () => {
  it('without a plan: says so, and offers to generate one at its price', async () => {
    server.use(...plans([]).handlers);
    const { user } = renderApp('/meal-plan', signedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No current plan' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No plans yet' })).toBeVisible();
    const generate = screen.getByRole('button', { name: /^Generate 7-day plan/ });
    expect(await within(generate).findByTestId('price-meal_plan_7')).toHaveTextContent('5 coins');

    await user.click(screen.getByRole('radio', { name: '14 days' }));
    const longer = screen.getByRole('button', { name: /^Generate 14-day plan/ });
    expect(within(longer).getByTestId('price-meal_plan_14')).toHaveTextContent('8 coins');
    // No plan yet: the header has no "Day N" pill.
    expect(screen.queryByRole('link', { name: /^Meal plan, day/ })).not.toBeInTheDocument();
  });

  it('generates a 7-day plan: it opens on day 1 and the header shows the day and balance', async () => {
    const store = plans([]);
    server.use(...store.handlers);
    const { user } = renderApp('/meal-plan', { ...signedIn, balance: 100 });

    const generate = await screen.findByRole('button', { name: /^Generate 7-day plan/ });
    await within(generate).findByTestId('price-meal_plan_7');
    await user.click(generate);

    expect(await screen.findByText('Your 7-day plan is ready')).toBeVisible();
    const plan = await screen.findByTestId('meal-plan');
    expect(within(plan).getByText('Day 1 of 7')).toBeVisible();
    expect(within(plan).getAllByRole('tab', { name: /^Day \d, / })).toHaveLength(7);
    expect(within(plan).getByText('Planned by the built-in engine (no AI model)')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Meal plan, day 1' })).toBeVisible();
    expect(await screen.findByRole('link', { name: '95 FlowCoins, recharge' })).toBeVisible();

    expect(store.requests).toEqual([
      { body: { duration: 7, mealsPerDay: 3 }, key: expect.any(String) as string },
    ]);
  });

  it('shows the current plan day by day', async () => {
    server.use(...plans([aMealPlan(7)]).handlers);
    const { user } = renderApp('/meal-plan', signedIn);

    const plan = await screen.findByTestId('meal-plan');
    expect(within(plan).getByRole('heading', { name: '7-day keto plan' })).toBeVisible();
    const tabs = within(plan).getByRole('tablist', { name: 'Plan days' });
    expect(within(tabs).getByRole('tab', { name: 'Day 1, Monday', selected: true })).toBeVisible();
    const dayOne = within(plan).getByRole('list', { name: 'Meals of day 1' });
    expect(
      within(dayOne)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(DISHES.map((dish) => `${dish} (day 1)`));

    await user.click(within(tabs).getByRole('tab', { name: 'Day 3, Wednesday' }));
    const dayThree = await within(plan).findByRole('list', { name: 'Meals of day 3' });
    expect(within(dayThree).getByText('Salmon with greens (day 3)')).toBeVisible();
    expect(
      within(plan).getByRole('heading', { level: 3, name: /^Day 3 · Wednesday/ }),
    ).toBeVisible();
  });
});
