import type { Page } from '@playwright/test';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

async function balance(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/wallet');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

test('generate a recipe from "chicken thigh, spinach" → draft with macros → save → listed', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const before = await balance(page);

  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
  const open = page.getByRole('button', { name: /Generate recipe/ });
  await expect(open.getByTestId('price-recipe')).toHaveText('2 coins');
  await open.click();

  const dialog = page.getByRole('dialog', { name: 'Generate a recipe' });
  await expect(dialog).toBeVisible();
  // A pasted list becomes one chip per ingredient.
  await dialog.getByLabel('Ingredients on hand').fill('chicken thigh, spinach');
  const chips = dialog.getByRole('list', { name: 'Ingredients on hand' });
  await expect(chips.getByRole('listitem')).toHaveText(['chicken thigh', 'spinach']);
  await dialog.getByLabel(/Protein/).fill('30');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: /^Generate recipe/ }).click();

  const draftDialog = page.getByRole('dialog', { name: 'Your recipe draft' });
  const draft = draftDialog.getByTestId('recipe-draft');
  await expect(draft).toBeVisible();
  await expect(draft.getByText('Drafted by the built-in engine (no AI model)')).toBeVisible();
  await expect(draft.getByText('Cost 2 coins.')).toBeVisible();
  for (const label of ['Net carbs', 'Protein', 'Fat', 'Energy']) {
    await expect(draft.locator('dt', { hasText: label }).first()).toBeAttached();
  }
  await expect(draft.getByText(/Chicken thigh/).first()).toBeVisible();
  await expect(draft.getByText(/Spinach/).first()).toBeVisible();
  await expect(draft.getByText(/Protein ≥ 30 g/)).toBeVisible();
  expect(await balance(page)).toBe(before - 2);
  await expectNoSeriousA11yViolations(page);

  const title = (await draft.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title.toLowerCase()).toContain('chicken thigh');
  await draft.getByRole('button', { name: 'Save to My Recipes' }).click();
  await expect(page.getByText('Saved to My Recipes')).toBeVisible();
  await expect(draftDialog).toBeHidden();

  // It is in My Recipes, with its nutrition computed by the server.
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  const list = await page.request.get('/api/v1/recipes');
  const items = ((await list.json()) as { items: { title: string }[] }).items;
  expect(items.map((r) => r.title)).toContain(title);
  expect(await balance(page)).toBe(before - 2);
});
