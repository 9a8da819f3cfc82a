import type { RecipeScope } from '@ketoflow/contracts';
import { BookOpen, ChefHat, Plus, Search, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useRecipes } from '../api/recipes-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { recipeHref } from '../hooks/use-recipe-route';
import { RecipeCard } from './recipe-card';

function ListSkeleton() {
  return (
    <>
      <LoadingStatus>Loading recipes…</LoadingStatus>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="grid gap-3 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-10" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Results({ scope, q }: { scope: RecipeScope; q: string }) {
  const query = useRecipes(scope, q);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return <QueryErrorState query={query} title="We couldn’t load the recipes" />;
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) {
    if (q) {
      return (
        <EmptyState
          icon={SearchX}
          title={`No recipes match “${q}”`}
          description="Try another word, or search by a tag such as breakfast, dessert or fish."
        />
      );
    }
    return scope === 'mine' ? (
      <EmptyState
        icon={ChefHat}
        title="No recipes yet"
        description="Create your own keto recipe, or save one from the starter library and make it yours."
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={recipeHref({ kind: 'new' })}>
                <Plus aria-hidden="true" />
                Create a recipe
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={recipeHref({ kind: 'list', scope: 'starter' })}>
                <BookOpen aria-hidden="true" />
                Browse the starter library
              </Link>
            </Button>
          </div>
        }
      />
    ) : (
      <EmptyState
        icon={BookOpen}
        title="The starter library is being prepared"
        description="It loads with the food database. Please try again in a minute."
      />
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {items.length} {items.length === 1 ? 'recipe' : 'recipes'}
      </p>
      <ul
        className="grid gap-4 transition-opacity duration-150 data-[stale=true]:opacity-60 sm:grid-cols-2 lg:grid-cols-3"
        data-stale={query.isPlaceholderData}
      >
        {items.map((recipe) => (
          <RecipeCard
            key={recipe.id}
            recipe={recipe}
            href={recipeHref({ kind: 'detail', id: recipe.id })}
          />
        ))}
      </ul>
    </>
  );
}

/** The two lists (mine, newest first; the starter library) with a search field. */
export function RecipeList({
  scope,
  q,
  onChange,
}: {
  scope: RecipeScope;
  q: string;
  onChange: (next: { scope?: RecipeScope; q?: string }) => void;
}) {
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== q) onChange({ q: debounced });
  }, [debounced, q, onChange]);

  return (
    <Tabs value={scope} onValueChange={(value) => onChange({ scope: value as RecipeScope })}>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="mine">My recipes</TabsTrigger>
          <TabsTrigger value="starter">Starter library</TabsTrigger>
        </TabsList>
        <div className="relative w-full sm:max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search recipes"
            placeholder="Search title or tag"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <TabsContent value="mine">{scope === 'mine' && <Results scope="mine" q={q} />}</TabsContent>
      <TabsContent value="starter">
        {scope === 'starter' && <Results scope="starter" q={q} />}
      </TabsContent>
    </Tabs>
  );
}
