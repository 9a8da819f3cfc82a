import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

/** A valid EAN-13 (GS1 check digit) that no one else's test uses. */
function freshBarcode(): string {
  const body = `29${String(Date.now()).slice(-10)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test('a food the database lacks: add it from a label per serving, log it; a barcode without lookup → add by hand → found next time', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const name = `Zesty seed crackers ${Date.now().toString(36)}`;

  await page.goto('/my-meals?meal=snack');
  const dialog = page.getByRole('dialog', { name: 'Add food' });
  await expect(dialog).toBeVisible();

  // Typo-tolerant search first: the catalogue answers "avacado".
  const search = dialog.getByRole('combobox', { name: 'Search foods' });
  await search.fill('avacado');
  await expect(dialog.getByRole('option', { name: /^Avocado/ }).first()).toBeVisible();

  // Not in the database: the list offers a custom food, named after what was typed.
  await search.fill(name);
  await dialog.getByRole('option', { name: /Add a custom food/ }).click();
  const custom = page.getByRole('dialog', { name: 'Add a custom food' });
  await expect(custom).toBeVisible();
  await expect(custom.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(custom.getByText('Net carbs = total carbs − fibre − sugar alcohols.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Fibre above carbohydrate is refused with the reason, and nothing typed is lost.
  await custom.getByRole('radio', { name: 'Per serving' }).click();
  await custom.getByLabel('Serving size (g)').fill('25');
  await custom.getByLabel('Serving name (optional)').fill('5 crackers');
  await custom.getByLabel('Protein (g)').fill('5');
  await custom.getByLabel('Fat (g)', { exact: true }).fill('10');
  await custom.getByLabel('Total carbs (g)').fill('4');
  await custom.getByLabel('Fibre (g)').fill('5');
  await custom.getByRole('button', { name: 'Save food' }).click();
  await expect(custom.getByText("Fibre can't be more than the total carbohydrate.")).toBeVisible();
  await expect(custom.getByLabel('Protein (g)')).toHaveValue('5');

  // Per serving of 25 g: net carbs (4 − 3) × 4 = 4 g per 100 g, shown before saving.
  await custom.getByLabel('Fibre (g)').fill('3');
  await expect(custom.getByText('4 g net carbs')).toBeVisible();
  await custom.getByRole('button', { name: 'Save food' }).click();
  await expect(page.getByText(`${name} saved to your foods`)).toBeVisible();
  await expect(custom).toBeHidden();

  // The new food is picked, starting at one of its counted portions ("5 crackers" = 25 g).
  await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Unit' })).toHaveText('crackers (5 g)');
  await expect(dialog.getByText(`5 g of ${name}`)).toBeVisible();
  await dialog.getByLabel('Amount').fill('5');
  await expect(dialog.getByText(`25 g of ${name}`)).toBeVisible();
  await dialog.getByRole('button', { name: /^Add to Snack/ }).click();
  await expect(page.getByTestId('meal-section-snack').getByText(name)).toBeVisible();

  // It is the user's own food, found by search (and only by them).
  const found = await page.request.get(
    `/api/v1/foods/search?q=${encodeURIComponent('zesty crackers')}`,
  );
  const items = ((await found.json()) as { items: { name: string; isCustom: boolean }[] }).items;
  expect(items[0]).toMatchObject({ name, isCustom: true });

  // Open Food Facts is on, but this machine has no route to it (the journeys' server points
  // it at a closed loopback port): a calm message, then the food by hand with its barcode.
  const code = freshBarcode();
  await page.getByRole('button', { name: 'Add to Breakfast' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Look up a barcode' }).click();
  await dialog.getByLabel('Barcode', { exact: true }).fill('1234567');
  await dialog.getByRole('button', { name: 'Look up' }).click();
  await expect(
    dialog.getByText("That doesn't look like a barcode. Check the digits and try again."),
  ).toBeVisible();
  await dialog.getByLabel('Barcode', { exact: true }).fill(code);
  await dialog.getByLabel('Barcode', { exact: true }).press('Enter');
  await expect(
    dialog.getByText('Barcode lookup is not available right now. You can add this food by hand.'),
  ).toBeVisible();
  // A 424, not a 5xx: nothing is wrong with this server (the fixture fails the journey on any
  // console error other than an expected 4xx answer).
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add it by hand' }).click();
  await expect(custom).toBeVisible();
  await expect(custom.getByLabel('Barcode (optional)')).toHaveValue(code);
  await custom.getByLabel('Name', { exact: true }).fill(`Protein bar ${code}`);
  await custom.getByLabel('Protein (g)').fill('30');
  await custom.getByLabel('Fat (g)', { exact: true }).fill('15');
  await custom.getByLabel('Total carbs (g)').fill('35');
  await custom.getByLabel('Fibre (g)').fill('15');
  await custom.getByLabel('Sugar alcohols (g)').fill('15');
  await custom.getByRole('button', { name: 'Save food' }).click();
  await expect(custom).toBeHidden();
  await expect(dialog.getByText(`Protein bar ${code}`, { exact: true })).toBeVisible();

  // The next scan of that barcode finds the user's own food, without any lookup service.
  const byBarcode = await page.request.get(`/api/v1/foods/barcode/${code}`);
  expect(byBarcode.status()).toBe(200);
  expect(await byBarcode.json()).toMatchObject({
    name: `Protein bar ${code}`,
    isCustom: true,
    per100g: { netCarbsG: 5, energyKcal: 365 },
  });
});
