import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

test('import a pasted recipe → review with matched foods and our nutrition → save → listed', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);

  await page.goto('/my-recipes');
  await page.getByRole('button', { name: 'Import recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  await dialog.getByRole('tab', { name: 'Paste text' }).click();
  await dialog
    .getByLabel('Recipe text')
    .fill(
      [
        'Garlic butter salmon',
        'Serves 2',
        '',
        'Ingredients',
        '300 g salmon',
        '2 tbsp butter',
        '1 pinch of xanthan gum',
        '',
        'Method',
        '1. Melt the butter.',
        '2. Cook the salmon in it.',
      ].join('\n'),
    );
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Read recipe' }).click();

  const review = page.getByTestId('import-review');
  await expect(review).toBeVisible();
  await expect(review.getByLabel('Title')).toHaveValue('Garlic butter salmon');
  await expect(review.getByText(/Ingredients \(2 of 3 matched\)/)).toBeVisible();
  await expect(review.getByRole('button', { name: 'Save to My Recipes' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await review.getByRole('button', { name: 'Drop 1 pinch of xanthan gum' }).click();
  await review.getByRole('button', { name: 'Save to My Recipes' }).click();
  await expect(page.getByText('Saved to My Recipes')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Garlic butter salmon' })).toBeVisible();
});
