import {
  RECIPE_LIMITS,
  RecipeDifficultySchema,
  RecipeFieldSchemas,
  RecipeIngredientInputSchema,
  type Recipe,
} from '@ketoflow/contracts';
import { type FieldPath } from 'react-hook-form';
import { z } from 'zod';

/** The recipe editor's form: what it holds, what it checks, and where the server's problems go. */

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

export const FormSchema = z.object({
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

export type FormValues = z.infer<typeof FormSchema>;

export const DIFFICULTY_OPTIONS = RecipeDifficultySchema.options.map((value) => ({
  value,
  label: { easy: 'Easy', medium: 'Medium', hard: 'Hard' }[value],
}));

export function initialValues(recipe: Recipe | null): FormValues {
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
export function formPath(path: string): FieldPath<FormValues> | null {
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
