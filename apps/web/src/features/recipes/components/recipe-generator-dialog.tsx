import {
  GENERATOR_LIMITS,
  type GenerateRecipeResponse,
  type GeneratorCuisine,
  type GeneratorMealType,
} from '@ketoflow/contracts';
import { Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
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
import { CUISINES, type FormState, INITIAL, MEALS, toBody } from '../model/generator-form';
import { IngredientChips } from './ingredient-chips';
import { NeedsConnection } from '../../../components/needs-connection';
import { useOnline } from '../../../lib/online';

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
  const online = useOnline();
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
      <NeedsConnection />
      <Button type="submit" size="lg" disabled={pending || !online} className="w-full">
        {pending ? <Spinner /> : <Sparkles aria-hidden="true" />}
        {pending ? 'Drafting…' : 'Generate recipe'}
        <CoinPrice action="recipe" className="ml-1" />
      </Button>
    </form>
  );
}

/**
 * "Generate recipe" in My Recipes (decision 015): ingredients on hand, cuisine, time, macro
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
        <Button
          size="lg"
          variant="outline"
          className="w-full sm:w-auto"
          data-tour="recipes-generate"
        >
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
