import { RECIPE_LIMITS, type Food, type RecipeDifficulty } from '@ketoflow/contracts';
import { ingredientGrams } from '@ketoflow/domain';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { ChoiceGroup } from '../../../components/choice-group';
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
import { defaultAmountUnit } from '../../../entities/food';
import { DIFFICULTY_OPTIONS, type FormValues } from '../model/recipe-form';
import { IngredientRow } from './ingredient-row';

type EditorForm = UseFormReturn<FormValues>;

/** Title, description, servings, times, difficulty and tags. */
export function RecipeDetailsCard({ form }: { form: EditorForm }) {
  const { errors } = form.formState;
  const difficultyLabelId = useId();
  return (
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
  );
}

/** The ingredient rows (food, amount, unit) and "Add an ingredient". */
export function IngredientsCard({
  form,
  foods,
  onFood,
}: {
  form: EditorForm;
  foods: Record<string, Food>;
  /** A row picked a food: remember it for the preview. */
  onFood: (food: Food) => void;
}) {
  const { errors } = form.formState;
  const ingredients = useFieldArray({ control: form.control, name: 'ingredients' });
  return (
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
                  onFood(food);
                  const { unit, quantity } = defaultAmountUnit(food);
                  const currentRow = form.getValues(`ingredients.${index}`);
                  const keepAmount = currentRow.foodId && Number.isFinite(currentRow.quantity);
                  form.setValue(`ingredients.${index}.foodId`, food.id, {
                    shouldValidate: true,
                  });
                  form.setValue(`ingredients.${index}.name`, food.name);
                  if (
                    !keepAmount ||
                    ingredientGrams(currentRow.quantity, currentRow.unit, food.portions) === null
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
  );
}

/** The numbered steps: edit, move up or down, remove, add. */
export function StepsCard({ form }: { form: EditorForm }) {
  const { errors } = form.formState;
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  return (
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
  );
}
