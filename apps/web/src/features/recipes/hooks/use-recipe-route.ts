import type { RecipeScope } from '@ketoflow/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Where the /my-recipes screen is, kept in the URL so links, reloads and the back button
 * work: the list (with its tab), one recipe, the new-recipe form or the edit form.
 */
export type RecipeView =
  | { kind: 'list'; scope: RecipeScope }
  | { kind: 'detail'; id: string }
  | { kind: 'new' }
  | { kind: 'edit'; id: string };

export function recipeHref(view: RecipeView): string {
  switch (view.kind) {
    case 'list':
      return view.scope === 'starter' ? '/my-recipes?tab=starter' : '/my-recipes';
    case 'detail':
      return `/my-recipes?recipe=${encodeURIComponent(view.id)}`;
    case 'new':
      return '/my-recipes?new=1';
    case 'edit':
      return `/my-recipes?edit=${encodeURIComponent(view.id)}`;
  }
}

export function useRecipeRoute() {
  const [params, setParams] = useSearchParams();
  const recipe = params.get('recipe');
  const edit = params.get('edit');
  const view: RecipeView = recipe
    ? { kind: 'detail', id: recipe }
    : edit
      ? { kind: 'edit', id: edit }
      : params.get('new')
        ? { kind: 'new' }
        : { kind: 'list', scope: params.get('tab') === 'starter' ? 'starter' : 'mine' };
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';

  const setListState = useCallback(
    (next: { scope?: RecipeScope; q?: string; tag?: string }) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next.scope !== undefined) {
            if (next.scope === 'starter') out.set('tab', 'starter');
            else out.delete('tab');
          }
          if (next.q !== undefined) {
            if (next.q) out.set('q', next.q);
            else out.delete('q');
          }
          if (next.tag !== undefined) {
            if (next.tag) out.set('tag', next.tag);
            else out.delete('tag');
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { view, q, tag, setListState };
}
