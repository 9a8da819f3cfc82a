import type { Recipe } from '@ketoflow/contracts';
import { nutritionForServings, scaleIngredients } from '@ketoflow/domain';
import { ArrowLeft, Clock, Gauge, Pencil, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRecipe } from '../api/recipes-api';
import { recipeHref } from '../hooks/use-recipe-route';
import { displayUnit, formatMinutes } from '../lib/format';
import { AddToDiaryDialog } from './add-to-diary-dialog';
import { MacroStrip } from './macro-strip';
import { difficultyLabel } from './recipe-card';
import { RecipePhoto } from './recipe-photo';
import { ServingsStepper } from './servings-stepper';
import { VerdictBadge } from './verdict-badge';
import { formatGrams, formatKcal, formatQuantity } from '../../../lib/format';
import { DeleteRecipeButton, SaveCopyButton } from './recipe-actions';
import { Fact, NutritionDetails } from './nutrition-details';

function BackLink({ starter }: { starter: boolean }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4 w-fit">
      <Link to={recipeHref({ kind: 'list', scope: starter ? 'starter' : 'mine' })}>
        <ArrowLeft aria-hidden="true" />
        {starter ? 'Starter library' : 'My recipes'}
      </Link>
    </Button>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <LoadingStatus>Loading the recipe…</LoadingStatus>
      <Skeleton className="aspect-[4/3] rounded-xl" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-12 w-40" />
      </div>
    </div>
  );
}

function Filled({ recipe }: { recipe: Recipe }) {
  const [cookServings, setCookServings] = useState(recipe.servings);
  const ingredients = scaleIngredients(recipe.ingredients, recipe.servings, cookServings);
  const perServing = recipe.nutrition.perServing;
  const whole = nutritionForServings(perServing, cookServings);

  return (
    <article className="grid gap-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
        <RecipePhoto
          title={recipe.title}
          photoUrl={recipe.photoUrl}
          tags={recipe.tags}
          className="rounded-xl border"
          eager
        />
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <h1 className="text-3xl font-semibold tracking-tight text-balance">{recipe.title}</h1>
            {recipe.description && (
              <p className="text-muted-foreground text-pretty">{recipe.description}</p>
            )}
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <Fact icon={<Clock className="size-4" aria-hidden="true" />}>
              {formatMinutes(recipe.totalMinutes)}
              {recipe.totalMinutes > 0 &&
                ` (prep ${formatMinutes(recipe.prepMinutes)}, cook ${formatMinutes(recipe.cookMinutes)})`}
            </Fact>
            <Fact icon={<Gauge className="size-4" aria-hidden="true" />}>
              {difficultyLabel(recipe.difficulty)}
            </Fact>
            <Fact icon={<Users className="size-4" aria-hidden="true" />}>
              Makes {formatQuantity(recipe.servings)}{' '}
              {recipe.servings === 1 ? 'serving' : 'servings'}
            </Fact>
          </p>
          {recipe.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {recipe.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-1">
            <VerdictBadge verdict={recipe.verdict} />
            <p className="text-xs text-muted-foreground">{recipe.verdict.description}</p>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <AddToDiaryDialog recipe={recipe} />
            {recipe.isStarter ? (
              <SaveCopyButton recipe={recipe} />
            ) : (
              <>
                <Button asChild variant="outline" size="lg">
                  <Link to={recipeHref({ kind: 'edit', id: recipe.id })}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
                <DeleteRecipeButton recipe={recipe} />
              </>
            )}
          </div>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Nutrition per serving</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <MacroStrip nutrients={perServing} size="lg" />
          <NutritionDetails n={perServing} />
          <p className="text-xs text-muted-foreground">
            Computed from the ingredients’ foods (USDA FoodData Central) and their weights. Net
            carbs = total carbohydrate − fibre − sugar alcohols.
          </p>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-start">
        <Card>
          <CardHeader className="gap-3">
            <CardTitle>Ingredients</CardTitle>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">Servings to cook</span>
              <ServingsStepper
                label="Servings to cook"
                value={cookServings}
                onChange={setCookServings}
              />
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ul className="divide-y">
              {ingredients.map((ing, index) => (
                <li key={`${ing.foodId}-${index}`} className="flex items-baseline gap-3 py-2">
                  <span className="num w-24 shrink-0 text-sm font-medium">
                    {formatQuantity(ing.quantity)} {displayUnit(ing.quantity, ing.unit)}
                  </span>
                  <span className="min-w-0 flex-1 text-sm">{ing.name}</span>
                  {/* Grams beside other units only: "600 g … 600.0 g" would say it twice. */}
                  <span className="num w-16 shrink-0 text-right text-xs text-muted-foreground">
                    {ing.unit.toLowerCase() === 'g' ? '' : `${formatGrams(ing.grams)} g`}
                  </span>
                </li>
              ))}
            </ul>
            <p className="num text-xs text-muted-foreground">
              All {formatQuantity(cookServings)} servings: {formatKcal(whole.energyKcal)} kcal,{' '}
              {formatGrams(whole.netCarbsG)} g net carbs, {formatGrams(whole.proteinG)} g protein,{' '}
              {formatGrams(whole.fatG)} g fat.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Steps</CardTitle>
          </CardHeader>
          <CardContent>
            {recipe.steps.length === 0 ? (
              <p className="text-sm text-muted-foreground">No steps written down yet.</p>
            ) : (
              <ol className="grid gap-4">
                {recipe.steps.map((step, index) => (
                  <li key={index} className="flex gap-3 text-sm">
                    <span
                      aria-hidden="true"
                      className="num flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-1 text-pretty">{step}</span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </article>
  );
}

/** One recipe: photo, facts, verdict, nutrition per serving, scalable ingredients, steps. */
export function RecipeDetail({ id }: { id: string }) {
  const query = useRecipe(id);
  useDocumentMeta({ title: query.data?.title ?? 'Recipe' });
  return (
    <>
      <BackLink starter={query.data?.isStarter ?? false} />
      {query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        isApiError(query.error, 'NOT_FOUND') ? (
          <QueryErrorState
            query={query}
            title="Recipe not found"
            description="It may have been deleted. Go back to your recipes to pick another."
          />
        ) : (
          <QueryErrorState query={query} title="We couldn’t load this recipe" />
        )
      ) : (
        <Filled key={query.data.id} recipe={query.data} />
      )}
    </>
  );
}
