import type { Page } from '@playwright/test';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

const TEXT = '2 eggs, 3 slices of bacon and half an avocado';

type Macros = { netCarbsG: number; proteinG: number; fatG: number; energyKcal: number };
type ParseItem = {
  match: { foodId: string; name: string } | null;
  quantity: number;
  unit: string | null;
  nutrients: Macros | null;
};

/** The diary keeps local calendar days, like the page does. */
function localDate(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const grams = (v: number) => `${v.toFixed(1)} g`;

async function summaryTotals(page: Page, date: string): Promise<Macros> {
  const res = await page.request.get(`/api/v1/meals/summary?date=${date}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { totals: Macros }).totals;
}

/** The day totals card shows exactly what the API's summary says. */
async function expectTotalsShown(page: Page, totals: Macros): Promise<void> {
  await expect(page.getByTestId('day-total-netCarbsG').getByTestId('consumed')).toHaveText(
    grams(totals.netCarbsG),
  );
  await expect(page.getByTestId('day-total-proteinG').getByTestId('consumed')).toHaveText(
    grams(totals.proteinG),
  );
  await expect(page.getByTestId('day-total-fatG').getByTestId('consumed')).toHaveText(
    grams(totals.fatG),
  );
  await expect(page.getByTestId('day-total-energyKcal').getByTestId('consumed')).toHaveText(
    `${new Intl.NumberFormat('en-US').format(totals.energyKcal)} kcal`,
  );
}

function sum(items: Macros[], key: keyof Macros): number {
  return items.reduce((acc, n) => acc + n[key], 0);
}

test('describe a meal → confirm the parse → totals; edit → totals change; delete → back; copy yesterday', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const today = localDate();

  // What the database makes of the text: the numbers the page must show.
  const parseRes = await page.request.post('/api/v1/meals/parse', { data: { text: TEXT } });
  expect(parseRes.status()).toBe(200);
  const parsed = ((await parseRes.json()) as { items: ParseItem[] }).items;
  expect(parsed).toHaveLength(3);
  const matched = parsed.filter((i) => i.match && i.nutrients);
  expect(matched.length).toBeGreaterThanOrEqual(2);
  expect(parsed[0]?.match?.name).toMatch(/^egg/i);

  await page.goto('/my-meals');
  await expect(page.getByRole('heading', { level: 1, name: 'My Meals' })).toBeVisible();
  await expect(page.getByText(/Nothing logged today yet/)).toBeVisible();
  await expect(
    page.getByText(/Net carbs = total carbohydrate − fibre − sugar alcohols/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Describe → parse shown for confirmation.
  await page.getByRole('button', { name: 'Describe your meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Describe your meal' });
  await dialog.getByRole('radio', { name: 'Breakfast' }).click();
  await dialog.getByLabel('What did you eat?').fill(TEXT);
  await dialog.getByRole('button', { name: 'Find foods' }).click();
  const rows = dialog.getByTestId('parsed-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('“2 eggs”');
  await expect(rows.nth(0).getByRole('combobox').first()).toHaveText(parsed[0]?.match?.name ?? '');
  await expect(dialog.getByTestId('parse-totals')).toContainText(
    grams(
      sum(
        matched.map((i) => i.nutrients),
        'netCarbsG',
      ),
    ),
  );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: `Log ${matched.length} foods to Breakfast` }).click();
  await expect(page.getByText('Logged to Breakfast')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The entry and the day totals, as the database computed them.
  const breakfast = page.getByTestId('meal-section-breakfast');
  await expect(breakfast.getByTestId('meal-entry')).toHaveCount(1);
  await expect(breakfast.getByText(TEXT)).toBeVisible();
  const logged = await summaryTotals(page, today);
  expect(logged.netCarbsG).toBeCloseTo(
    sum(
      matched.map((i) => i.nutrients),
      'netCarbsG',
    ),
    1,
  );
  expect(logged.energyKcal).toBeGreaterThan(0);
  await expectTotalsShown(page, logged);
  await expectNoSeriousA11yViolations(page);

  // Edit: three eggs instead of two → totals grow by one egg.
  await breakfast.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit entry' });
  const eggAmount = edit.getByLabel(/^Amount of /).first();
  await expect(eggAmount).toHaveValue('2');
  await eggAmount.fill('3');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Entry updated')).toBeVisible();
  await expect(edit).toBeHidden();
  const egg = parsed[0]?.nutrients;
  await expect
    .poll(async () => (await summaryTotals(page, today)).energyKcal)
    .toBeGreaterThan(logged.energyKcal);
  const edited = await summaryTotals(page, today);
  expect(edited.energyKcal - logged.energyKcal).toBeCloseTo(egg.energyKcal / 2, -1);
  expect(edited.proteinG - logged.proteinG).toBeCloseTo(egg.proteinG / 2, 0);
  await expectTotalsShown(page, edited);

  // Delete (confirmed) → the day is empty again.
  await breakfast.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this entry?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Entry deleted')).toBeVisible();
  await expect(breakfast.getByTestId('meal-entry')).toHaveCount(0);
  const empty = await summaryTotals(page, today);
  expect(empty).toMatchObject({ netCarbsG: 0, proteinG: 0, fatG: 0, energyKcal: 0 });
  await expectTotalsShown(page, empty);

  // Copy yesterday: an entry logged yesterday appears today with the same numbers.
  const eggId = parsed[0]?.match?.foodId ?? '';
  const yesterday = await page.request.post('/api/v1/meals', {
    data: {
      method: 'food',
      date: localDate(-1),
      mealType: 'lunch',
      items: [{ foodId: eggId, quantity: 150, unit: 'g' }],
    },
  });
  expect(yesterday.status()).toBe(201);
  const yesterdayMeal = (await yesterday.json()) as { title: string; macros: Macros };
  await page.getByRole('button', { name: 'Copy yesterday' }).click();
  await expect(page.getByText('Copied 1 entry from yesterday')).toBeVisible();
  const lunch = page.getByTestId('meal-section-lunch');
  await expect(lunch.getByTestId('meal-entry')).toHaveCount(1);
  await expect(lunch.getByText(yesterdayMeal.title)).toBeVisible();
  await expectTotalsShown(page, yesterdayMeal.macros);
  await expectNoSeriousA11yViolations(page);

  // The day switcher shows yesterday's entry where it was logged.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${localDate(-1)}`));
  await expect(page.getByTestId('meal-section-lunch').getByTestId('meal-entry')).toHaveCount(1);
});

test('deep link ?meal= opens quick add; add a food by search and portion', async ({ page }) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/my-meals?meal=dinner');
  const dialog = page.getByRole('dialog', { name: 'Add food' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Dinner' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Search foods' }).fill('chedar chese');
  await dialog
    .getByRole('option', { name: /^Cheddar cheese/ })
    .first()
    .click();
  await dialog.getByLabel('Amount').fill('30');
  await dialog.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'g', exact: true }).click();
  await expect(dialog.getByText(/30 g of Cheddar cheese/)).toBeVisible();
  // axe checks the dialog as the user sees it, not the unit list while it animates away.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add to Dinner' }).click();
  await expect(page.getByText('Added to Dinner')).toBeVisible();
  const dinner = page.getByTestId('meal-section-dinner');
  await expect(dinner.getByText('Cheddar cheese')).toBeVisible();
  await expect(dinner.getByText('30.0 g')).toBeVisible();
  await expectTotalsShown(page, await summaryTotals(page, localDate()));
  await expect(page).not.toHaveURL(/meal=/);
});
