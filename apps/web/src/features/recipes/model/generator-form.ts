import {
  GenerateRecipeBodySchema,
  type GenerateRecipeInput,
  type GeneratorCuisine,
  type GeneratorMealType,
} from '@ketoflow/contracts';

/** The recipe generator's wishes form and the request it becomes. */

export const CUISINES: { value: GeneratorCuisine; label: string }[] = [
  { value: 'any', label: 'Any cuisine' },
  { value: 'american', label: 'American' },
  { value: 'italian', label: 'Italian' },
  { value: 'mexican', label: 'Mexican' },
  { value: 'asian', label: 'Asian' },
  { value: 'mediterranean', label: 'Mediterranean' },
  { value: 'indian', label: 'Indian' },
];

export const MEALS: { value: GeneratorMealType | 'any'; label: string }[] = [
  { value: 'any', label: 'Any meal' },
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
  { value: 'snack', label: 'Snack' },
  { value: 'dessert', label: 'Dessert' },
];

export type FormState = {
  ingredients: string[];
  cuisine: GeneratorCuisine;
  mealType: GeneratorMealType | 'any';
  maxMinutes: string;
  maxNetCarbsG: string;
  minProteinG: string;
  targetKcal: string;
  servings: number;
};

export const INITIAL: FormState = {
  ingredients: [],
  cuisine: 'any',
  mealType: 'any',
  maxMinutes: '',
  maxNetCarbsG: '',
  minProteinG: '',
  targetKcal: '',
  servings: 2,
};

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The request body, or the first problem (checked with the API's own contract). */
export function toBody(form: FormState): { body: GenerateRecipeInput } | { error: string } {
  const body: GenerateRecipeInput = {
    ingredients: form.ingredients,
    cuisine: form.cuisine,
    ...(form.mealType === 'any' ? {} : { mealType: form.mealType }),
    ...(form.maxMinutes.trim() ? { maxMinutes: Number(form.maxMinutes) } : {}),
    wishes: {
      maxNetCarbsG: numberOrUndefined(form.maxNetCarbsG),
      minProteinG: numberOrUndefined(form.minProteinG),
      targetKcal: numberOrUndefined(form.targetKcal),
    },
    servings: form.servings,
  };
  const parsed = GenerateRecipeBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    const names: Record<string, string> = {
      maxMinutes: 'Time',
      'wishes.maxNetCarbsG': 'Net carbs',
      'wishes.minProteinG': 'Protein',
      'wishes.targetKcal': 'Energy',
    };
    return {
      error: `${names[field] ? `${names[field]}: ` : ''}${issue?.message ?? 'Check the form.'}`,
    };
  }
  return { body };
}
