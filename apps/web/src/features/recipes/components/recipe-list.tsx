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
import { useDebouncedValue } from '../../../lib/use-debounced-value';
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

/** The library's kinds of dish, as filter chips (the API filters by tag). */
const KINDS = [
  ['', 'All'],
  ['breakfast', 'Breakfasts'],
  ['main', 'Mains'],
  ['side', 'Sides'],
  ['snack', 'Snacks'],
  ['dessert', 'Desserts'],
  ['drink', 'Drinks'],
] as const;

function KindChips({ tag, onChange }: { tag: string; onChange: (tag: string) => void }) {
  return (
    <div
      role="group"
      aria-label="Kind of dish"
      className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {KINDS.map(([value, label]) => (
        <Button
          key={value}
          type="button"
          size="sm"
          variant={tag === value ? 'default' : 'outline'}
          aria-pressed={tag === value}
          className="shrink-0 rounded-full"
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

function Results({ scope, q, tag }: { scope: RecipeScope; q: string; tag: string }) {
  const query = useRecipes(scope, q, tag);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return <QueryErrorState query={query} title="We couldn’t load the recipes" />;
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) {
    if (q || tag) {
      return (
        <EmptyState
          icon={SearchX}
          title={q ? `No recipes match “${q}”` : 'No recipes of this kind yet'}
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
      <h2 className="sr-only">{scope === 'starter' ? 'Starter recipes' : 'Your recipes'}</h2>
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
  tag,
  onChange,
}: {
  scope: RecipeScope;
  q: string;
  tag: string;
  onChange: (next: { scope?: RecipeScope; q?: string; tag?: string }) => void;
}) {
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== q) onChange({ q: debounced });
  }, [debounced, q, onChange]);

  return (
    <Tabs
      value={scope}
      onValueChange={(value) => onChange({ scope: value as RecipeScope, tag: '' })}
    >
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabsList className="w-full sm:w-fit" data-tour="recipes-tabs">
          <TabsTrigger value="mine">My recipes</TabsTrigger>
          <TabsTrigger value="starter">Starter library</TabsTrigger>
        </TabsList>
        <div className="relative w-full sm:max-w-xs" data-tour="recipes-search">
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
      <TabsContent value="mine">
        {scope === 'mine' && <Results scope="mine" q={q} tag={tag} />}
      </TabsContent>
      <TabsContent value="starter">
        {scope === 'starter' && (
          <>
            <KindChips tag={tag} onChange={(next) => onChange({ tag: next })} />
            <Results scope="starter" q={q} tag={tag} />
          </>
        )}
      </TabsContent>
    </Tabs>
  );
}
