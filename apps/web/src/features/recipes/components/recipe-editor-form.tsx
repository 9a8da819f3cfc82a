import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateRecipeBody, type Food, type Recipe } from '@ketoflow/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/form-errors';
import {
  useCreateRecipe,
  useDeleteRecipePhoto,
  useUpdateRecipe,
  useUploadRecipePhoto,
} from '../api/recipes-api';
import { recipeHref } from '../hooks/use-recipe-route';
import { PhotoField, type PhotoChange } from './photo-field';
import {
  FormSchema,
  type FormValues,
  formPath,
  initialValues,
  parseTags,
} from '../model/recipe-form';
import { PreviewCard } from './recipe-preview-card';
import { IngredientsCard, RecipeDetailsCard, StepsCard } from './recipe-editor-sections';

export function EditorForm({
  recipe,
  initialFoods,
}: {
  recipe: Recipe | null;
  initialFoods: Record<string, Food>;
}) {
  const navigate = useNavigate();
  const [foods, setFoods] = useState(initialFoods);
  const [savedId, setSavedId] = useState<string | null>(recipe?.id ?? null);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateRecipe();
  const update = useUpdateRecipe(savedId ?? '');
  const upload = useUploadRecipePhoto();
  const removePhoto = useDeleteRecipePhoto();
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: initialValues(recipe),
    // Errors appear after the first save attempt (then update as the cook fixes them), never
    // on a row that was just added and is still empty.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const title = useWatch({ control: form.control, name: 'title' });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setPhotoError(null);
    const body: CreateRecipeBody = {
      title: values.title,
      description: values.description,
      servings: values.servings,
      prepMinutes: values.prepMinutes,
      cookMinutes: values.cookMinutes,
      difficulty: values.difficulty,
      tags: parseTags(values.tags),
      steps: values.steps.map((s) => s.text.trim()).filter(Boolean),
      ingredients: values.ingredients.map(({ foodId, quantity, unit }) => ({
        foodId,
        quantity,
        unit,
      })),
    };
    let saved: Recipe;
    try {
      saved = savedId ? await update.mutateAsync(body) : await create.mutateAsync(body);
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          field: formPath,
          serverMessageFor: 'all',
          fallback: 'The recipe was not saved. Please try again.',
        }),
      );
      return;
    }
    setSavedId(saved.id);
    try {
      if (photo.kind === 'set') await upload.mutateAsync({ id: saved.id, file: photo.file });
      if (photo.kind === 'remove' && recipe?.photoUrl) await removePhoto.mutateAsync(saved.id);
    } catch (error) {
      // The recipe is saved; keep the form (and the chosen photo) so the user can fix it.
      setPhotoError(
        `The recipe is saved, but the photo was not: ${isApiError(error) ? error.message : 'please try again.'}`,
      );
      return;
    }
    toast.success(recipe ? 'Recipe updated' : 'Recipe saved', { description: saved.title });
    void navigate(recipeHref({ kind: 'detail', id: saved.id }), { replace: Boolean(recipe) });
  });

  const backHref = recipe
    ? recipeHref({ kind: 'detail', id: recipe.id })
    : recipeHref({ kind: 'list', scope: 'mine' });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start"
    >
      <div className="grid min-w-0 gap-6">
        <RecipeDetailsCard form={form} />

        <IngredientsCard
          form={form}
          foods={foods}
          onFood={(food) => setFoods((current) => ({ ...current, [food.id]: food }))}
        />

        <div className="lg:hidden">
          <PreviewCard control={form.control} foods={foods} />
        </div>

        <StepsCard form={form} />

        <Card>
          <CardContent>
            <PhotoField
              currentUrl={recipe?.photoUrl ?? null}
              title={title}
              change={photo}
              onChange={(change) => {
                setPhoto(change);
                setPhotoError(null);
              }}
              serverError={photoError}
            />
          </CardContent>
        </Card>

        {formError && <FormMessage>{formError}</FormMessage>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={backHref}>Cancel</Link>
          </Button>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            {recipe ? 'Save changes' : 'Save recipe'}
          </Button>
        </div>
      </div>
      <aside className="sticky top-20 hidden lg:block">
        <PreviewCard control={form.control} foods={foods} />
      </aside>
    </form>
  );
}
