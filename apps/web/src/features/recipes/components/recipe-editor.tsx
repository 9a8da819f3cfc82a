import { type Food, type Recipe } from '@ketoflow/contracts';
import { useQueries } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentMeta } from '../../../lib/document-meta';
import { foodQueryOptions } from '../../../entities/food';
import { useRecipe } from '../api/recipes-api';
import { recipeHref } from '../hooks/use-recipe-route';
import { EditorForm } from './recipe-editor-form';

function EditorShell({ recipe, children }: { recipe: Recipe | null; children: React.ReactNode }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4 w-fit">
        <Link
          to={
            recipe
              ? recipeHref({ kind: 'detail', id: recipe.id })
              : recipeHref({ kind: 'list', scope: 'mine' })
          }
        >
          <ArrowLeft aria-hidden="true" />
          {recipe ? recipe.title : 'My recipes'}
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">
        {recipe ? 'Edit recipe' : 'New recipe'}
      </h1>
      {children}
    </>
  );
}

function EditorSkeleton() {
  return (
    <div className="grid gap-6">
      <LoadingStatus>Loading the recipe…</LoadingStatus>
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-72 rounded-xl" />
      <Skeleton className="h-56 rounded-xl" />
    </div>
  );
}

/** Loads what an edit needs (the recipe and its foods' portions), then shows the form. */
function EditExisting({ id }: { id: string }) {
  const query = useRecipe(id);
  const foodIds = [...new Set(query.data?.ingredients.map((i) => i.foodId) ?? [])];
  const foodQueries = useQueries({
    queries: foodIds.map((foodId) => ({ ...foodQueryOptions(foodId), retry: false })),
  });
  useDocumentMeta({ title: query.data ? `Edit ${query.data.title}` : 'Edit recipe' });
  if (query.isPending || foodQueries.some((q) => q.isPending)) return <EditorSkeleton />;
  if (query.isError) return <QueryErrorState query={query} title="We couldn’t load this recipe" />;
  const recipe = query.data;
  if (recipe.isStarter) {
    return (
      <QueryErrorState
        query={query}
        title="Starter recipes are read-only"
        description="Open it and choose “Save to my recipes” to get a copy you can change."
      />
    );
  }
  // A food that is gone (a deleted custom food) leaves its line editable by amount only.
  const foods: Record<string, Food> = {};
  for (const q of foodQueries) if (q.data) foods[q.data.id] = q.data;
  return (
    <EditorShell recipe={recipe}>
      <EditorForm recipe={recipe} initialFoods={foods} />
    </EditorShell>
  );
}

function CreateNew() {
  useDocumentMeta({ title: 'New recipe' });
  return (
    <EditorShell recipe={null}>
      <EditorForm recipe={null} initialFoods={{}} />
    </EditorShell>
  );
}

/** Create (id null) or edit a recipe. */
export function RecipeEditor({ id }: { id: string | null }) {
  return id ? <EditExisting key={id} id={id} /> : <CreateNew />;
}
