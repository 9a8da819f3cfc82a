import type { Recipe } from '@ketoflow/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@ketoflow/contracts';
import { aFood, aRecipe, aUser, summaryOf } from '../../testing/fixtures';
import { apiError, handle, reply } from '../../testing/http';
import { currentUrl, renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const signedIn = { user: aUser() };

/** The user's recipes as the API keeps them: lists, reads, updates and deletes agree. */
function recipeStore(initial: Recipe[]) {
  const recipes = new Map(initial.map((recipe) => [recipe.id, recipe]));
  const find = (id: unknown) => (typeof id === 'string' ? recipes.get(id) : undefined);
  const notFound = () => apiError(404, 'NOT_FOUND', 'Recipe not found');
  return {
    recipes,
    handlers: [
      handle(endpoints.recipes.list, () => ({ items: [...recipes.values()].map(summaryOf) })),
      handle(endpoints.recipes.get, ({ params }) => find(params.id) ?? notFound()),
      handle(endpoints.recipes.update, ({ params, body }) => {
        const recipe = find(params.id);
        if (!recipe) return notFound();
        const updated = { ...recipe, ...body, ingredients: recipe.ingredients };
        recipes.set(recipe.id, updated);
        return updated;
      }),
      handle(endpoints.recipes.remove, ({ params }) => {
        if (!find(params.id)) return notFound();
        recipes.delete(String(params.id));
        return undefined;
      }),
      reply(endpoints.foods.get, aFood()),
    ],
  };
}

describe('/my-recipes', () => {
  it('lists the user’s recipes with their keto verdict, each opening its page', async () => {
    const store = recipeStore([
      aRecipe({ id: 'r1', title: 'Avocado egg bake' }),
      aRecipe({ id: 'r2', title: 'Salmon with greens', tags: ['main'] }),
    ]);
    server.use(...store.handlers);
    renderApp('/my-recipes', signedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Recipes' })).toBeVisible();
    expect(await screen.findByText('2 recipes')).toBeInTheDocument();
    const cards = within(screen.getByRole('tabpanel', { name: 'My recipes' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Avocado egg bake' })).toHaveAttribute(
      'href',
      '/my-recipes?recipe=r1',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'Salmon with greens' })).toBeVisible();
    expect(within(cards[0]!).getByText('Very keto')).toBeVisible();
  });

  it('shows an empty state that leads to the form and the starter library', async () => {
    server.use(...recipeStore([]).handlers);
    const { user } = renderApp('/my-recipes', signedIn);

    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the starter library' })).toHaveAttribute(
      'href',
      '/my-recipes?tab=starter',
    );
    await user.click(screen.getByRole('link', { name: 'Create a recipe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New recipe' })).toBeVisible();
    expect(currentUrl()).toBe('/my-recipes?new=1');
  });

  it('refuses to save a new recipe without a title or ingredients, and sends nothing', async () => {
    const { user } = renderApp('/my-recipes?new=1', signedIn);

    await user.click(await screen.findByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByText('Give the recipe a title.')).toBeVisible();
    expect(screen.getByText('Add at least one ingredient.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    // No recipes handler is installed: a request would have failed the test.
  });

  it('edits a recipe: the new title is saved and shown on its page', async () => {
    const store = recipeStore([aRecipe({ id: 'r1', title: 'Avocado egg bake' })]);
    server.use(...store.handlers);
    const { user } = renderApp('/my-recipes?edit=r1', signedIn);

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit recipe' })).toBeVisible();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Avocado egg bake');
    await user.clear(title);
    await user.type(title, 'Baked avocado eggs');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Baked avocado eggs' }),
    ).toBeVisible();
    expect(screen.getByText('Recipe updated')).toBeVisible();
    expect(currentUrl()).toBe('/my-recipes?recipe=r1');
    expect(store.recipes.get('r1')?.title).toBe('Baked avocado eggs');
  });

  it('deletes a recipe after confirmation and returns to the list', async () => {
    const store = recipeStore([aRecipe({ id: 'r1', title: 'Avocado egg bake' })]);
    server.use(...store.handlers);
    const { user } = renderApp('/my-recipes?recipe=r1', signedIn);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Avocado egg bake' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this recipe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete recipe' }));

    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    expect(screen.getByText('Recipe deleted')).toBeVisible();
    expect(currentUrl()).toBe('/my-recipes');
    expect(store.recipes.size).toBe(0);
  });
});
