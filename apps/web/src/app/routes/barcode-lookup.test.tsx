import { endpoints } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFood, anOnboarding, aUser, someNutrients } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const DAY = '2025-01-06';
const TARGETS = anOnboarding().plan.targets;
const signedIn = { user: aUser() };
const EU_CODE = '4000417025005';
const OFFLINE_CODE = '5000112637922';

/** An empty diary day: the screen the "Add food" dialog opens from. */
function emptyDay() {
  const zero = someNutrients();
  const none = { consumed: 0, remaining: 0, percent: 0, status: 'under' as const };
  return [
    reply(endpoints.meals.list, { items: [], totals: zero, days: [] }),
    reply(endpoints.meals.summary, {
      date: DAY,
      entries: 0,
      totals: zero,
      byMealType: { breakfast: zero, lunch: zero, dinner: zero, snack: zero },
      targets: TARGETS,
      progress: {
        netCarbsG: { ...none, target: TARGETS.netCarbsG },
        proteinG: { ...none, target: TARGETS.proteinG },
        fatG: { ...none, target: TARGETS.fatG },
        energyKcal: { ...none, target: TARGETS.calories },
      },
    }),
    reply(endpoints.foods.recent, { items: [] }),
  ];
}

describe('barcode lookup in “Add food”', () => {
  it('shows where a product comes from and its label convention, and says calmly when lookup is offline', async () => {
    const crackers = aFood({
      id: `off-${EU_CODE}`,
      name: 'Seeded crackers',
      brand: 'Knusper',
      category: 'other',
      source: 'open_food_facts',
      sourceLabel: `Open Food Facts (ODbL), product ${EU_CODE}; EU label: carbohydrate excludes fibre`,
      labelConvention: 'eu',
      fdcId: null,
      barcode: EU_CODE,
      per100g: someNutrients({ carbohydrateG: 27, fiberG: 22, netCarbsG: 5, energyKcal: 480 }),
      portions: [],
    });
    server.use(
      ...emptyDay(),
      handle(endpoints.foods.byBarcode, ({ params }) =>
        params.code === EU_CODE
          ? crackers
          : apiError(
              424,
              'FOOD_LOOKUP_UNAVAILABLE',
              'Barcode lookup is not available right now. You can add this food by hand.',
            ),
      ),
    );
    const { user } = renderApp(`/my-meals?date=${DAY}`, signedIn);

    await user.click(await screen.findByRole('button', { name: 'Add food' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add food' });
    await user.click(within(dialog).getByRole('button', { name: 'Look up a barcode' }));

    // Offline: the message is the server's calm one, with a way on, not an error screen.
    await user.type(within(dialog).getByLabelText('Barcode', { exact: true }), OFFLINE_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Barcode lookup is not available right now. You can add this food by hand.',
    );
    expect(within(alert).getByRole('button', { name: 'Add it by hand' })).toBeVisible();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();

    // Found: the product shows its source and which label its carbohydrate was read from.
    const input = within(dialog).getByLabelText('Barcode', { exact: true });
    await user.clear(input);
    await user.type(input, EU_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await within(dialog).findByText('Seeded crackers')).toBeVisible();
    expect(
      within(dialog).getByText('Knusper · Open Food Facts · EU label: carbs exclude fibre'),
    ).toBeVisible();
  });
});
