import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

type Nutrients = { netCarbsG: number; proteinG: number; fatG: number; energyKcal: number };
type ApiRecipe = { id: string; title: string; nutrition: { perServing: Nutrients } };

const oneDecimal = (value: number) => `${value.toFixed(1)} g`;

/** The value shown under a macro's name ("Net carbs" → "2.1 g") inside a card. */
function macro(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
}

function cardTitled(page: Page, title: string): Locator {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function pickFood(page: Page, index: number, query: string, name: RegExp): Promise<void> {
  const search = page.getByRole('combobox', { name: `Ingredient ${index}: food` });
  await search.fill(query);
  await page.getByRole('option', { name }).first().click();
}

async function chooseUnit(page: Page, index: number, unit: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: `Ingredient ${index}: unit` }).click();
  await page.getByRole('option', { name: unit }).click();
}

async function foodId(page: Page, q: string): Promise<string> {
  const res = await page.request.get(`/api/v1/foods/search?q=${encodeURIComponent(q)}&limit=1`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { id: string }[] }).items[0].id;
}

test('create a recipe from three foods → nutrition per serving appears → add it to the diary', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/my-recipes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
  await expect(page.getByText('No recipes yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New recipe' })).toBeVisible();
  await page.getByLabel('Title').fill('Avocado egg bake');
  await page.getByLabel('Servings').fill('2');

  await page.getByRole('button', { name: 'Add an ingredient' }).click();
  await pickFood(page, 1, 'egg whole', /^Egg, whole, raw/);
  await chooseUnit(page, 1, /^large/);
  await page.getByLabel('Ingredient 1: amount').fill('4');

  await page.getByRole('button', { name: 'Add an ingredient' }).click();
  await pickFood(page, 2, 'avocado', /^Avocado/);
  await chooseUnit(page, 2, /^g$/);
  await page.getByLabel('Ingredient 2: amount').fill('150');

  await page.getByRole('button', { name: 'Add an ingredient' }).click();
  await pickFood(page, 3, 'butter salted', /^Butter, salted/);
  await chooseUnit(page, 3, /^tbsp/);
  await page.getByLabel('Ingredient 3: amount').fill('1');

  // The live preview (computed in the browser) shows numbers before anything is saved.
  const preview = cardTitled(page, 'Nutrition per serving').filter({ visible: true });
  await expect(macro(preview, 'Net carbs')).toHaveText(/\d+\.\d g/);
  const previewNet = await macro(preview, 'Net carbs').textContent();
  const previewKcal = await macro(preview, 'Energy').textContent();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('textbox', { name: 'Step 1', exact: true })
    .fill('Bake the eggs in the avocado at 200 °C for 15 minutes.');
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avocado egg bake' })).toBeVisible();

  // The server computed the nutrition; the page shows exactly its numbers, and the browser's
  // preview agreed with them.
  const list = (await (await page.request.get('/api/v1/recipes')).json()) as { items: ApiRecipe[] };
  const saved = list.items.find((r) => r.title === 'Avocado egg bake');
  const n = saved.nutrition.perServing;
  const card = cardTitled(page, 'Nutrition per serving');
  await expect(macro(card, 'Net carbs')).toHaveText(oneDecimal(n.netCarbsG));
  await expect(macro(card, 'Protein')).toHaveText(oneDecimal(n.proteinG));
  await expect(macro(card, 'Fat')).toHaveText(oneDecimal(n.fatG));
  await expect(macro(card, 'Energy')).toHaveText(`${n.energyKcal} kcal`);
  expect(previewNet).toBe(oneDecimal(n.netCarbsG));
  expect(previewKcal).toBe(`${n.energyKcal} kcal`);
  await expect(page.getByText('Very keto').first()).toBeVisible();
  const ingredients = cardTitled(page, 'Ingredients');
  await expect(ingredients.getByText('200.0 g')).toBeVisible(); // 4 large eggs
  await expect(ingredients.getByText('150 g', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The servings scaler doubles the ingredient weights.
  await page.getByRole('button', { name: 'More servings (servings to cook)' }).click();
  await page.getByRole('button', { name: 'More servings (servings to cook)' }).click();
  await expect(ingredients.getByText('400.0 g')).toBeVisible();
  await expect(ingredients.getByText('300 g', { exact: true })).toBeVisible();

  // Add to diary: today and a meal are chosen already; pick dinner and confirm.
  await page.getByRole('button', { name: 'Add to diary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to diary' });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByRole('radio', { name: 'Dinner' }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add to dinner' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Added to dinner today')).toBeVisible();
  await page.getByRole('button', { name: 'Open My Meals' }).click();
  await expect(page).toHaveURL(/\/my-meals/);
  await expect(page.getByText('Avocado egg bake').first()).toBeVisible();
});

test('a photo with EXIF is shown after upload, stored without its metadata; a too-large file is refused', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const created = await page.request.post('/api/v1/recipes', {
    data: {
      title: 'Salmon with greens',
      servings: 1,
      ingredients: [
        { foodId: await foodId(page, 'salmon'), quantity: 150, unit: 'g' },
        { foodId: await foodId(page, 'spinach'), quantity: 2, unit: 'cup' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const recipe = (await created.json()) as ApiRecipe;

  await page.goto(`/my-recipes?edit=${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit recipe' })).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(9 * 1024 * 1024, 0xff),
  });
  await expect(page.getByText('This photo is larger than 8 MB.', { exact: false })).toBeVisible();

  // A small JPEG from a "camera" with its make, model and GPS position in EXIF.
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#d97a3a' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KetoCam', Model: 'Secret Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4020/100',
      },
    })
    .toBuffer();
  await fileInput.setInputFiles({ name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('This photo is larger than 8 MB.', { exact: false })).toBeHidden();
  await expect(page.getByRole('img', { name: 'Photo of Salmon with greens' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Salmon with greens' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Photo of Salmon with greens' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(800);
  const src = await photo.getAttribute('src');
  const image = await page.request.get(src);
  expect(image.headers()['content-type']).toBe('image/webp');
  const bytes = await image.body();
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.includes('KetoCam')).toBe(false);

  // The list shows the photo too.
  await page.goto('/my-recipes');
  await expect(page.getByRole('img', { name: 'Photo of Salmon with greens' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('starter library: filter desserts, open one and save it to my recipes', async ({ page }) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/my-recipes?tab=starter');
  await expect(page.getByRole('tab', { name: 'Starter library', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Desserts' }).click();
  await expect(page).toHaveURL(/tag=dessert/);
  await expect(page.getByRole('link', { name: 'Chocolate avocado mousse' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Garlic butter ribeye' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Chocolate avocado mousse' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chocolate avocado mousse' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save to my recipes' }).click();
  await expect(page.getByText('Saved to My recipes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();

  await page.getByRole('link', { name: 'My recipes' }).first().click();
  await expect(page.getByRole('link', { name: 'Chocolate avocado mousse' })).toBeVisible();
});
