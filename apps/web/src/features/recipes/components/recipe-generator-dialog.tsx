import {
  GENERATOR_LIMITS,
  GenerateRecipeBodySchema,
  type GenerateRecipeInput,
  type GenerateRecipeResponse,
  type GeneratorCuisine,
  type GeneratorMealType,
} from '@ketoflow/contracts';
import { Sparkles, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AiErrorNotice } from '../../../entities/ai/ai-error';
import { CoinPrice } from '../../../entities/ai/coin-price';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { newRequestKey } from '../../../entities/ai/ai';
import { isApiError } from '../../../lib/api-client';
import { useGenerateRecipe } from '../api/recipe-generator-api';
import { RecipeGeneratorDraft } from './recipe-generator-draft';
import { ServingsStepper } from './servings-stepper';

const CUISINES: { value: GeneratorCuisine; label: string }[] = [
  { value: 'any', label: 'Any cuisine' },
  { value: 'american', label: 'American' },
  { value: 'italian', label: 'Italian' },
  { value: 'mexican', label: 'Mexican' },
  { value: 'asian', label: 'Asian' },
  { value: 'mediterranean', label: 'Mediterranean' },
  { value: 'indian', label: 'Indian' },
];

const MEALS: { value: GeneratorMealType | 'any'; label: string }[] = [
  { value: 'any', label: 'Any meal' },
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
  { value: 'snack', label: 'Snack' },
  { value: 'dessert', label: 'Dessert' },
];

type FormState = {
  ingredients: string[];
  cuisine: GeneratorCuisine;
  mealType: GeneratorMealType | 'any';
  maxMinutes: string;
  maxNetCarbsG: string;
  minProteinG: string;
  targetKcal: string;
  servings: number;
};

const INITIAL: FormState = {
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
function toBody(form: FormState): { body: GenerateRecipeInput } | { error: string } {
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

/** Ingredients on hand as removable chips; Enter or a comma adds what was typed. */
function IngredientChips({
  value,
  onChange,
}: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const full = value.length >= GENERATOR_LIMITS.onHandMax;

  function add(raw: string) {
    const items = raw
      .split(',')
      .map((s) => s.trim().slice(0, GENERATOR_LIMITS.onHandTextMax))
      .filter(Boolean);
    const next = [...value];
    for (const item of items) {
      if (next.length >= GENERATOR_LIMITS.onHandMax) break;
      if (!next.some((v) => v.toLowerCase() === item.toLowerCase())) next.push(item);
    }
    onChange(next);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim()) add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Ingredients on hand</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Ingredients on hand">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== item))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${item}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          onChange={(e) => {
            const next = e.target.value;
            // A pasted "a, b, c" becomes chips at once.
            if (next.includes(',')) add(next);
            else setText(next);
          }}
          onKeyDown={onKeyDown}
          placeholder={full ? 'That is the most we can use' : 'e.g. chicken thigh'}
          disabled={full}
          aria-describedby={hintId}
          autoComplete="off"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => add(text)}
          disabled={!text.trim() || full}
        >
          Add
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Optional. Press Enter after each one; we match them to the food database.
      </p>
    </div>
  );
}

function GeneratorForm({
  form,
  setForm,
  onSubmit,
  pending,
  error,
  formError,
}: {
  form: FormState;
  setForm: (update: (f: FormState) => FormState) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  error: unknown;
  formError: string | null;
}) {
  const field =
    (name: 'maxMinutes' | 'maxNetCarbsG' | 'minProteinG' | 'targetKcal') =>
    (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [name]: e.target.value }));
  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <IngredientChips
        value={form.ingredients}
        onChange={(ingredients) => setForm((f) => ({ ...f, ingredients }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label id="generator-cuisine-label">Cuisine</Label>
          <Select
            value={form.cuisine}
            onValueChange={(v) => setForm((f) => ({ ...f, cuisine: v as GeneratorCuisine }))}
          >
            <SelectTrigger aria-labelledby="generator-cuisine-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CUISINES.map((c) => (
                <SelectItem key={c.value} value={c.value}>
                  {c.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label id="generator-meal-label">Meal</Label>
          <Select
            value={form.mealType}
            onValueChange={(v) =>
              setForm((f) => ({ ...f, mealType: v as GeneratorMealType | 'any' }))
            }
          >
            <SelectTrigger aria-labelledby="generator-meal-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MEALS.map((m) => (
                <SelectItem key={m.value} value={m.value}>
                  {m.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <FormField label="Time, at most (min)">
          <Input
            type="number"
            inputMode="numeric"
            min={GENERATOR_LIMITS.minutesMin}
            max={GENERATOR_LIMITS.minutesMax}
            value={form.maxMinutes}
            onChange={field('maxMinutes')}
            placeholder="Any"
          />
        </FormField>
        <div className="grid gap-2">
          <span className="text-sm leading-none font-medium" id="generator-servings-label">
            Servings
          </span>
          <ServingsStepper
            value={form.servings}
            onChange={(servings) => setForm((f) => ({ ...f, servings }))}
            label="Servings"
            min={1}
            max={GENERATOR_LIMITS.servingsMax}
          />
        </div>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Macro wishes per serving (optional)</legend>
        <div className="grid grid-cols-3 gap-3">
          <FormField label={<span className="text-carbs">Net carbs ≤ g</span>}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              value={form.maxNetCarbsG}
              onChange={field('maxNetCarbsG')}
              placeholder="—"
            />
          </FormField>
          <FormField label={<span className="text-protein">Protein ≥ g</span>}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              value={form.minProteinG}
              onChange={field('minProteinG')}
              placeholder="—"
            />
          </FormField>
          <FormField label="Energy ≈ kcal">
            <Input
              type="number"
              inputMode="numeric"
              min={50}
              value={form.targetKcal}
              onChange={field('targetKcal')}
              placeholder="—"
            />
          </FormField>
        </div>
      </fieldset>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <AiErrorNotice error={error} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner /> : <Sparkles aria-hidden="true" />}
        {pending ? 'Drafting…' : 'Generate recipe'}
        <CoinPrice action="recipe" className="ml-1" />
      </Button>
    </form>
  );
}

/**
 * "Generate recipe" in My Recipes (issue 5 §4): ingredients on hand, cuisine, time, macro
 * wishes and servings → a paid draft whose numbers come from the food database → resolve
 * what did not match → "Save to My Recipes".
 */
export function RecipeGeneratorDialog() {
  const [open, setOpen] = useState(false);
  const [form, setFormState] = useState<FormState>(INITIAL);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<GenerateRecipeResponse | null>(null);
  const generate = useGenerateRecipe();
  // One key per user action, kept for a retry after a lost connection (never charged twice).
  const keyRef = useRef<string | null>(null);

  const setForm = (update: (f: FormState) => FormState) => {
    keyRef.current = null;
    setFormState(update);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toBody(form);
    if ('error' in checked) {
      setFormError(checked.error);
      return;
    }
    setFormError(null);
    keyRef.current ??= newRequestKey();
    generate.mutate(
      { body: checked.body, key: keyRef.current },
      {
        onSuccess: (response) => {
          keyRef.current = null;
          setResult(response);
        },
        onError: (error) => {
          // Refunded or refused: the next try is a new action. A lost connection keeps the key.
          if (!isApiError(error, 'NETWORK')) keyRef.current = null;
        },
      },
    );
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setResult(null);
      generate.reset();
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" variant="outline" className="w-full sm:w-auto">
          <Sparkles aria-hidden="true" />
          Generate recipe
          <CoinPrice action="recipe" />
        </Button>
      </DialogTrigger>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{result ? 'Your recipe draft' : 'Generate a recipe'}</DialogTitle>
          <DialogDescription>
            {result
              ? 'Check it, resolve anything we could not match, then save it to My Recipes.'
              : 'Tell us what you have and what you want; every number comes from the food database.'}
          </DialogDescription>
        </DialogHeader>
        {result ? (
          <RecipeGeneratorDraft
            result={result}
            onBack={() => setResult(null)}
            onSaved={() => onOpenChange(false)}
          />
        ) : (
          <GeneratorForm
            form={form}
            setForm={setForm}
            onSubmit={onSubmit}
            pending={generate.isPending}
            error={generate.error}
            formError={formError}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
