import { zodResolver } from '@hookform/resolvers/zod';
import {
  RECIPE_LIMITS,
  RecipeDifficultySchema,
  RecipeFieldSchemas,
  RecipeIngredientInputSchema,
  type CreateRecipeBody,
  type Food,
  type Recipe,
  type RecipeDifficulty,
} from '@ketoflow/contracts';
import {
  ingredientGrams,
  ingredientUnitOptions,
  ketoVerdict,
  recipeNutrition,
  type IngredientLine,
} from '@ketoflow/domain';
import { useQueries } from '@tanstack/react-query';
import { ArrowDown, ArrowLeft, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ChoiceGroup } from '../../../components/choice-group';
import { LoadingStatus, QueryErrorState } from '../../../components/data-state';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/form-errors';
import { useDocumentMeta } from '../../../lib/document-meta';
import { defaultAmountUnit, FoodSearch, foodQueryOptions } from '../../../entities/food';
import {
  useCreateRecipe,
  useDeleteRecipePhoto,
  useRecipe,
  useUpdateRecipe,
  useUploadRecipePhoto,
} from '../api/recipes-api';
import { recipeHref } from '../hooks/use-recipe-route';
import { MacroStrip } from './macro-strip';
import { PhotoField, type PhotoChange } from './photo-field';
import { VerdictBadge } from './verdict-badge';
import { formatGrams } from '../../../lib/format';

/** Tags typed as "breakfast, quick" → ["breakfast", "quick"] (trimmed, lower-case, once each). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const FormSchema = z.object({
  title: RecipeFieldSchemas.title,
  description: RecipeFieldSchemas.description,
  servings: RecipeFieldSchemas.servings,
  prepMinutes: RecipeFieldSchemas.minutes,
  cookMinutes: RecipeFieldSchemas.minutes,
  difficulty: RecipeDifficultySchema,
  tags: z.string().superRefine((text, ctx) => {
    const result = RecipeFieldSchemas.tags.safeParse(parseTags(text));
    if (!result.success)
      ctx.addIssue({
        code: 'custom',
        message: result.error.issues[0]?.message ?? 'Check the tags.',
      });
  }),
  steps: z
    .array(
      z.object({
        text: z
          .string()
          .max(RECIPE_LIMITS.stepMax, `Keep each step under ${RECIPE_LIMITS.stepMax} characters.`),
      }),
    )
    .max(RECIPE_LIMITS.stepsMax, `At most ${RECIPE_LIMITS.stepsMax} steps.`),
  ingredients: z
    .array(
      z.object({
        foodId: RecipeIngredientInputSchema.shape.foodId,
        name: z.string(),
        quantity: RecipeIngredientInputSchema.shape.quantity,
        unit: RecipeIngredientInputSchema.shape.unit,
      }),
    )
    .min(1, 'Add at least one ingredient.')
    .max(RECIPE_LIMITS.ingredientsMax, `At most ${RECIPE_LIMITS.ingredientsMax} ingredients.`),
});
type FormValues = z.infer<typeof FormSchema>;

const DIFFICULTY_OPTIONS = RecipeDifficultySchema.options.map((value) => ({
  value,
  label: { easy: 'Easy', medium: 'Medium', hard: 'Hard' }[value],
}));

function initialValues(recipe: Recipe | null): FormValues {
  if (!recipe) {
    return {
      title: '',
      description: '',
      servings: 2,
      prepMinutes: 10,
      cookMinutes: 15,
      difficulty: 'easy',
      tags: '',
      steps: [{ text: '' }],
      ingredients: [],
    };
  }
  return {
    title: recipe.title,
    description: recipe.description,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    difficulty: recipe.difficulty,
    tags: recipe.tags.join(', '),
    steps: recipe.steps.length > 0 ? recipe.steps.map((text) => ({ text })) : [{ text: '' }],
    ingredients: recipe.ingredients.map(({ foodId, name, quantity, unit }) => ({
      foodId,
      name,
      quantity,
      unit,
    })),
  };
}

/** Turns the server's field paths (body.ingredients.2.unit) into this form's fields. */
function formPath(path: string): FieldPath<FormValues> | null {
  const parts = path.replace(/^body\.?/, '').split('.');
  const [head, index, leaf] = parts;
  switch (head) {
    case 'title':
    case 'description':
    case 'servings':
    case 'prepMinutes':
    case 'cookMinutes':
    case 'difficulty':
    case 'tags':
      return head;
    case 'steps':
      return index === undefined
        ? 'steps'
        : (`steps.${Number(index)}.text` as FieldPath<FormValues>);
    case 'ingredients':
      if (index === undefined) return 'ingredients';
      if (leaf === 'foodId' || leaf === 'quantity' || leaf === 'unit')
        return `ingredients.${Number(index)}.${leaf}` as FieldPath<FormValues>;
      return `ingredients.${Number(index)}.foodId` as FieldPath<FormValues>;
    default:
      return null;
  }
}

/** The nutrition the server will compute, previewed live in the browser with the same rules. */
function usePreview(control: Control<FormValues>, foods: Record<string, Food>) {
  const ingredients = useWatch({ control, name: 'ingredients' });
  const servings = useWatch({ control, name: 'servings' });
  return useMemo(() => {
    const lines: IngredientLine[] = [];
    let unresolved = 0;
    for (const row of ingredients) {
      const food = foods[row.foodId];
      const grams =
        food && Number.isFinite(row.quantity)
          ? ingredientGrams(row.quantity, row.unit, food.portions)
          : null;
      if (food && grams !== null) lines.push({ per100g: food.per100g, grams });
      else unresolved += 1;
    }
    const validServings = Number.isFinite(servings) && servings > 0;
    if (lines.length === 0 || !validServings) return { nutrition: null, unresolved };
    return { nutrition: recipeNutrition(lines, servings), unresolved };
  }, [ingredients, servings, foods]);
}

function PreviewCard({
  control,
  foods,
}: {
  control: Control<FormValues>;
  foods: Record<string, Food>;
}) {
  const { nutrition, unresolved } = usePreview(control, foods);
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>Nutrition per serving</CardTitle>
        <CardDescription>
          A live preview. When you save, the server computes the final numbers from the food
          database.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {nutrition ? (
          <>
            <MacroStrip nutrients={nutrition.perServing} size="lg" />
            <VerdictBadge verdict={ketoVerdict(nutrition.perServing.netCarbsG)} withDescription />
            <p className="num text-xs text-muted-foreground">
              Whole recipe: {formatGrams(nutrition.total.netCarbsG)} g net carbs,{' '}
              {Math.round(nutrition.total.energyKcal)} kcal.
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Add an ingredient with an amount to see net carbs, protein, fat and kcal per serving.
          </p>
        )}
        {unresolved > 0 && nutrition && (
          <p className="text-xs text-carbs">
            {unresolved} {unresolved === 1 ? 'line is' : 'lines are'} not counted yet: choose a food
            and an amount.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function UnitSelect({
  value,
  onChange,
  food,
  label,
  invalid,
}: {
  value: string;
  onChange: (unit: string) => void;
  food: Food | undefined;
  label: string;
  invalid: boolean;
}) {
  const options = food ? ingredientUnitOptions(food.portions) : [];
  const all =
    value && !options.some((o) => o.unit === value)
      ? [{ unit: value, label: value }, ...options]
      : options;
  return (
    <Select value={value} onValueChange={onChange} disabled={all.length === 0}>
      <SelectTrigger aria-label={label} aria-invalid={invalid || undefined}>
        <SelectValue placeholder="Unit" />
      </SelectTrigger>
      <SelectContent>
        {all.map((option) => (
          <SelectItem key={option.unit} value={option.unit}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function IngredientRow({
  form,
  index,
  food,
  onFood,
  onRemove,
}: {
  form: UseFormReturn<FormValues>;
  index: number;
  food: Food | undefined;
  onFood: (food: Food) => void;
  onRemove: () => void;
}) {
  const row = useWatch({ control: form.control, name: `ingredients.${index}` });
  const errors = form.formState.errors.ingredients?.[index];
  const [picking, setPicking] = useState(!row.foodId);
  const errorId = useId();
  const number = index + 1;
  const grams =
    food && Number.isFinite(row.quantity)
      ? ingredientGrams(row.quantity, row.unit, food.portions)
      : null;
  const messages = [
    errors?.foodId?.message,
    errors?.quantity?.message,
    errors?.unit?.message,
  ].filter(Boolean);

  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {picking || !row.foodId ? (
            <FoodSearch
              label={`Ingredient ${number}: food`}
              invalid={Boolean(errors?.foodId)}
              {...(messages.length > 0 ? { describedBy: errorId } : {})}
              autoFocus={!row.foodId && index > 0}
              limit={10}
              onSelect={(picked) => {
                onFood(picked);
                setPicking(false);
              }}
            />
          ) : (
            <div className="flex min-h-10 items-center gap-2">
              <span className="min-w-0 flex-1 text-sm font-medium">{row.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setPicking(true)}
                aria-label={`Change the food of ingredient ${number} (${row.name})`}
              >
                Change
              </Button>
            </div>
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove ingredient ${number}${row.name ? ` (${row.name})` : ''}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[7rem_minmax(0,16rem)_1fr]">
        <Input
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          aria-label={`Ingredient ${number}: amount`}
          aria-invalid={errors?.quantity ? true : undefined}
          {...form.register(`ingredients.${index}.quantity`, { valueAsNumber: true })}
        />
        <Controller
          control={form.control}
          name={`ingredients.${index}.unit`}
          render={({ field }) => (
            <UnitSelect
              value={field.value}
              onChange={field.onChange}
              food={food}
              label={`Ingredient ${number}: unit`}
              invalid={Boolean(errors?.unit)}
            />
          )}
        />
        <span className="num col-span-2 text-xs text-muted-foreground sm:col-span-1">
          {grams !== null
            ? `= ${formatGrams(grams)} g`
            : row.foodId && food
              ? 'This unit does not fit this food'
              : ''}
        </span>
      </div>
      {messages.length > 0 && (
        <div id={errorId}>
          {messages.map((message) => (
            <FormMessage key={message}>{message}</FormMessage>
          ))}
        </div>
      )}
    </li>
  );
}

function EditorForm({
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
  const ingredients = useFieldArray({ control: form.control, name: 'ingredients' });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const title = useWatch({ control: form.control, name: 'title' });
  const { errors, isSubmitting } = form.formState;
  const difficultyLabelId = useId();

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
        <Card>
          <CardHeader>
            <CardTitle>The recipe</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField label="Title" error={errors.title?.message}>
              <Input autoComplete="off" {...form.register('title')} />
            </FormField>
            <FormField label="Description (optional)" error={errors.description?.message}>
              <textarea
                rows={3}
                className="flex w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm"
                {...form.register('description')}
              />
            </FormField>
            <div className="grid grid-cols-3 gap-3">
              <FormField label="Servings" error={errors.servings?.message}>
                <Input
                  type="number"
                  inputMode="decimal"
                  step="any"
                  min="0"
                  {...form.register('servings', { valueAsNumber: true })}
                />
              </FormField>
              <FormField label="Prep (min)" error={errors.prepMinutes?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  {...form.register('prepMinutes', { valueAsNumber: true })}
                />
              </FormField>
              <FormField label="Cook (min)" error={errors.cookMinutes?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  {...form.register('cookMinutes', { valueAsNumber: true })}
                />
              </FormField>
            </div>
            <div className="grid gap-2">
              <Label id={difficultyLabelId}>Difficulty</Label>
              <Controller
                control={form.control}
                name="difficulty"
                render={({ field }) => (
                  <ChoiceGroup<RecipeDifficulty>
                    variant="segments"
                    options={DIFFICULTY_OPTIONS}
                    value={field.value}
                    onValueChange={field.onChange}
                    aria-labelledby={difficultyLabelId}
                  />
                )}
              />
            </div>
            <FormField
              label="Tags (optional)"
              description="Separate tags with commas, e.g. breakfast, quick, vegetarian."
              error={errors.tags?.message}
            >
              <Input autoComplete="off" {...form.register('tags')} />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Ingredients</CardTitle>
            <CardDescription>
              Search the food database, then give an amount in grams, ounces or one of the food’s
              portions.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {ingredients.fields.length > 0 && (
              <ol className="grid gap-3">
                {ingredients.fields.map((field, index) => (
                  <IngredientRow
                    key={field.id}
                    form={form}
                    index={index}
                    food={foods[form.getValues(`ingredients.${index}.foodId`)]}
                    onFood={(food) => {
                      setFoods((current) => ({ ...current, [food.id]: food }));
                      const { unit, quantity } = defaultAmountUnit(food);
                      const currentRow = form.getValues(`ingredients.${index}`);
                      const keepAmount = currentRow.foodId && Number.isFinite(currentRow.quantity);
                      form.setValue(`ingredients.${index}.foodId`, food.id, {
                        shouldValidate: true,
                      });
                      form.setValue(`ingredients.${index}.name`, food.name);
                      if (
                        !keepAmount ||
                        ingredientGrams(currentRow.quantity, currentRow.unit, food.portions) ===
                          null
                      ) {
                        form.setValue(`ingredients.${index}.unit`, unit, { shouldValidate: true });
                        form.setValue(`ingredients.${index}.quantity`, quantity, {
                          shouldValidate: true,
                        });
                      }
                    }}
                    onRemove={() => ingredients.remove(index)}
                  />
                ))}
              </ol>
            )}
            {errors.ingredients?.root?.message || errors.ingredients?.message ? (
              <FormMessage>
                {errors.ingredients.root?.message ?? errors.ingredients.message}
              </FormMessage>
            ) : null}
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={ingredients.fields.length >= RECIPE_LIMITS.ingredientsMax}
              onClick={() =>
                ingredients.append(
                  { foodId: '', name: '', quantity: Number.NaN, unit: '' },
                  { shouldFocus: false },
                )
              }
            >
              <Plus aria-hidden="true" />
              Add an ingredient
            </Button>
          </CardContent>
        </Card>

        <div className="lg:hidden">
          <PreviewCard control={form.control} foods={foods} />
        </div>

        <Card>
          <CardHeader>
            <CardTitle>Steps</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ol className="grid gap-3">
              {steps.fields.map((field, index) => (
                <li key={field.id} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="num mt-2 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                  >
                    {index + 1}
                  </span>
                  <div className="grid min-w-0 flex-1 gap-1">
                    <textarea
                      rows={2}
                      aria-label={`Step ${index + 1}`}
                      aria-invalid={errors.steps?.[index]?.text ? true : undefined}
                      className="flex w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm"
                      {...form.register(`steps.${index}.text`)}
                    />
                    {errors.steps?.[index]?.text?.message && (
                      <FormMessage>{errors.steps[index].text.message}</FormMessage>
                    )}
                  </div>
                  <div className="flex flex-col">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      disabled={index === 0}
                      onClick={() => steps.move(index, index - 1)}
                      aria-label={`Move step ${index + 1} up`}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      disabled={index === steps.fields.length - 1}
                      onClick={() => steps.move(index, index + 1)}
                      aria-label={`Move step ${index + 1} down`}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => steps.remove(index)}
                    aria-label={`Remove step ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
            {errors.steps?.message && <FormMessage>{errors.steps.message}</FormMessage>}
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={steps.fields.length >= RECIPE_LIMITS.stepsMax}
              onClick={() => steps.append({ text: '' })}
            >
              <Plus aria-hidden="true" />
              Add a step
            </Button>
          </CardContent>
        </Card>

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
