import {
  endpoints,
  type ImportFoodOption,
  type RecipeImportDraft,
  type SaveImportedRecipeBody,
} from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRecipe, aUser, someNutrients } from '../../testing/fixtures';
import { apiError, handle } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const signedIn = { user: aUser() };
const PAGE = 'https://recipes.example/egg-bake';

const eggs: ImportFoodOption = {
  foodId: 'usda-egg',
  name: 'Egg, whole, raw',
  quantity: 6,
  unit: 'large',
  grams: 300,
  nutrients: someNutrients({ energyKcal: 429, proteinG: 37.7, fatG: 28.5, netCarbsG: 2.2 }),
};
const psyllium: ImportFoodOption = {
  foodId: 'usda-psyllium',
  name: 'Psyllium husk',
  quantity: 1,
  unit: 'tbsp',
  grams: 5,
  nutrients: someNutrients({ energyKcal: 15, carbohydrateG: 4, netCarbsG: 0.5 }),
};

function aDraft(): RecipeImportDraft {
  return {
    source: { kind: 'url', url: PAGE },
    title: 'Spinach & Cheddar Egg Bake',
    description: '',
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 25,
    times: {
      prep: { iso: 'PT10M', minutes: 10 },
      cook: { iso: 'PT25M', minutes: 25 },
      total: null,
    },
    steps: ['Whisk the eggs.', 'Bake 25 minutes.'],
    image: null,
    ingredients: [
      { text: '6 large eggs', match: eggs, suggestions: [], note: null },
      {
        text: '1 tbsp psyllium husk powder',
        match: null,
        suggestions: [psyllium],
        note: 'No food matched “psyllium husk powder”. Pick a suggestion or search for it.',
      },
    ],
    nutrition: {
      total: eggs.nutrients,
      perServing: someNutrients({ energyKcal: 214.5, netCarbsG: 1.1 }),
    },
    verdict: { level: 'very_keto', label: 'Very keto', description: 'At most 5 g net carbs.' },
    pageNutrition: {
      servingSize: null,
      energyKcal: 999,
      proteinG: null,
      fatG: null,
      saturatedFatG: null,
      carbohydrateG: 50,
      fiberG: null,
      sugarsG: null,
      sodiumMg: null,
    },
    notes: [],
  };
}

describe('/my-recipes: import a recipe', () => {
  it('reads a page, resolves the unmatched line with one tap and saves the recipe', async () => {
    const saved: SaveImportedRecipeBody[] = [];
    const recipe = aRecipe({ id: 'imported-1', title: 'Spinach & Cheddar Egg Bake' });
    server.use(
      handle(endpoints.recipes.list, () => ({ items: [] })),
      handle(endpoints.recipeImport.fromUrl, ({ body }) =>
        body.url === PAGE ? aDraft() : apiError(400, 'IMPORT_ADDRESS_REFUSED', 'No.'),
      ),
      handle(endpoints.recipeImport.save, ({ body }) => {
        saved.push(body);
        return { recipe, photoSaved: false };
      }),
      handle(endpoints.recipes.get, () => recipe),
    );
    const { user } = renderApp('/my-recipes', signedIn);

    await user.click(await screen.findByRole('button', { name: 'Import recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a recipe' });
    await user.type(within(dialog).getByLabelText('Recipe page address'), PAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));

    const review = await screen.findByTestId('import-review');
    expect(within(review).getByLabelText('Title')).toHaveValue('Spinach & Cheddar Egg Bake');
    expect(within(review).getByText('Egg, whole, raw')).toBeVisible();
    expect(within(review).getByText(/Ingredients \(1 of 2 matched\)/)).toBeVisible();
    expect(within(review).getByTestId('page-says')).toHaveTextContent('999 kcal');
    const saveButton = within(review).getByRole('button', { name: 'Save to My Recipes' });
    expect(saveButton).toBeDisabled();
    expect(within(review).getByText('Resolve or drop 1 ingredient to save.')).toBeVisible();

    await user.click(within(review).getByRole('button', { name: 'Use Psyllium husk, 5.0 g' }));
    expect(within(review).getByText(/Ingredients \(2 of 2 matched\)/)).toBeVisible();
    expect(saveButton).toBeEnabled();
    await user.click(saveButton);

    expect(await screen.findByText('Saved to My Recipes')).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      title: 'Spinach & Cheddar Egg Bake',
      servings: 2,
      ingredients: [
        { foodId: 'usda-egg', quantity: 6, unit: 'large' },
        { foodId: 'usda-psyllium', quantity: 1, unit: 'tbsp' },
      ],
      imageUrl: null,
    });
    expect(saved[0]).not.toHaveProperty('nutrition');
    expect(currentUrl()).toBe('/my-recipes?recipe=imported-1');
  });

  it('shows why a page cannot be imported, with a way back', async () => {
    server.use(
      handle(endpoints.recipes.list, () => ({ items: [] })),
      handle(endpoints.recipeImport.fromUrl, () =>
        apiError(422, 'IMPORT_NO_RECIPE', 'We couldn’t find a recipe on that page.'),
      ),
    );
    const { user } = renderApp('/my-recipes', signedIn);

    await user.click(await screen.findByRole('button', { name: 'Import recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a recipe' });
    await user.type(within(dialog).getByLabelText('Recipe page address'), 'https://x.example/a');
    await user.click(within(dialog).getByRole('button', { name: 'Read recipe' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We couldn’t find a recipe on that page.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change the address or text' }));
    expect(within(dialog).getByLabelText('Recipe page address')).toHaveValue('https://x.example/a');
  });
});
