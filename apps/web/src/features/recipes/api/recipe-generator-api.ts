import {
  endpoints,
  type GenerateRecipeInput,
  type SaveRecipeDraftInput,
} from '@ketoflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../entities/session/session';
import { recipeKeys } from '../../../entities/query-keys';
import { idempotencyHeaders } from '../../../lib/idempotency';
import { afterPaidAction } from '../../../entities/wallet/wallet';

/** A paid draft (action "recipe"); the key makes a retry of the same action free. */
export function useGenerateRecipe() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: ({ body, key }: { body: GenerateRecipeInput; key: string }) =>
      api.call(endpoints.recipeGenerator.generate, {
        body,
        headers: idempotencyHeaders(key),
      }),
    // The balance also arrives as a live event; this keeps the header right at once.
    onSuccess: (result) => afterPaidAction(queryClient, user?.id, result.balance),
    onError: () => afterPaidAction(queryClient, user?.id),
  });
}

/** Saves a paid draft into My Recipes (free); the lists refetch. */
export function useSaveRecipeDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRecipeDraftInput) => api.call(endpoints.recipeGenerator.save, { body }),
    onSuccess: async ({ recipe }) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      await queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
