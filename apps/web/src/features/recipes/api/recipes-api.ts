import {
  endpoints,
  type CreateRecipeInput,
  type Recipe,
  type RecipeScope,
  type UpdateRecipeBody,
} from '@ketoflow/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recipeKeys } from '../../../entities/query-keys';

export function recipesQueryOptions(scope: RecipeScope, q: string, tag = '') {
  return queryOptions({
    queryKey: recipeKeys.list(scope, q, tag),
    queryFn: ({ signal }) =>
      api.call(endpoints.recipes.list, {
        query: { scope, q: q || undefined, tag: tag || undefined, limit: 200 },
        signal,
      }),
  });
}

/** Keeps the previous results on screen while a new search loads (no flash, no shift). */
export function useRecipes(scope: RecipeScope, q: string, tag = '') {
  return useQuery({ ...recipesQueryOptions(scope, q, tag), placeholderData: keepPreviousData });
}

export function recipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal }) => api.call(endpoints.recipes.get, { params: { id }, signal }),
  });
}

export function useRecipe(id: string | null) {
  return useQuery({ ...recipeQueryOptions(id ?? ''), enabled: id !== null });
}

/** After any write, lists refetch and the recipe's own entry is replaced. */
function useRecipeWrites() {
  const queryClient = useQueryClient();
  return (recipe?: Recipe) => {
    if (recipe) queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
    return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
  };
}

export function useCreateRecipe() {
  const written = useRecipeWrites();
  return useMutation({
    mutationFn: (body: CreateRecipeInput) => api.call(endpoints.recipes.create, { body }),
    onSuccess: (recipe) => written(recipe),
  });
}

export function useUpdateRecipe(id: string) {
  const written = useRecipeWrites();
  return useMutation({
    mutationFn: (body: UpdateRecipeBody) =>
      api.call(endpoints.recipes.update, { params: { id }, body }),
    onSuccess: (recipe) => written(recipe),
  });
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.recipes.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: recipeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}

export function useCopyRecipe() {
  const written = useRecipeWrites();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.recipes.copy, { params: { id } }),
    onSuccess: (recipe) => written(recipe),
  });
}

/**
 * PUT the file itself as the body (the API takes raw image bytes, not multipart), so the
 * browser streams it without base64 or a form parser on the server.
 */
export function uploadRecipePhoto(id: string, file: Blob): Promise<Recipe> {
  return api.call(endpoints.recipes.setPhoto, { params: { id }, file });
}

export function useUploadRecipePhoto() {
  const written = useRecipeWrites();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob }) => uploadRecipePhoto(id, file),
    onSuccess: (recipe) => written(recipe),
  });
}

export function useDeleteRecipePhoto() {
  const written = useRecipeWrites();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.recipes.removePhoto, { params: { id } }),
    onSuccess: (recipe) => written(recipe),
  });
}
