import { endpoints, type SaveImportedRecipeInput } from '@ketoflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recipeKeys } from '../../../entities/query-keys';

/** Where a recipe to import comes from: a page's address or pasted text. */
export type ImportSource = { kind: 'url'; url: string } | { kind: 'text'; text: string };

/** A draft from a page or text (free; nothing is saved yet). */
export function useImportRecipe() {
  return useMutation({
    mutationFn: (source: ImportSource) =>
      source.kind === 'url'
        ? api.call(endpoints.recipeImport.fromUrl, { body: { url: source.url } })
        : api.call(endpoints.recipeImport.fromText, { body: { text: source.text } }),
  });
}

/** Saves a reviewed import into My Recipes; the lists refetch. */
export function useSaveImportedRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveImportedRecipeInput) => api.call(endpoints.recipeImport.save, { body }),
    onSuccess: async ({ recipe }) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      await queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
