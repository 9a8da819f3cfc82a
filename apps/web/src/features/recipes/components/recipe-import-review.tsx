import type { PageNutrition, RecipeImportDraft } from '@ketoflow/contracts';
import { ketoVerdict, roundNutrients, scaleNutrients, sumNutrients } from '@ketoflow/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { formatGrams, formatKcal } from '../../../lib/format';
import { useSaveImportedRecipe } from '../api/recipe-import-api';
import { DraftSaveBar } from './draft-save-bar';
import { recipeHref } from '../hooks/use-recipe-route';
import { ImportIngredientRow, initialChoice, type LineChoice } from './import-ingredient-row';
import { MacroStrip } from './macro-strip';
import { ServingsStepper } from './servings-stepper';
import { VerdictBadge } from './verdict-badge';
import { DraftSteps } from './draft-steps';

/** The page's own numbers per serving, labelled as theirs. */
function PageSays({ page }: { page: PageNutrition }) {
  const parts = [
    page.carbohydrateG !== null && `${formatGrams(page.carbohydrateG)} g carbs`,
    page.proteinG !== null && `${formatGrams(page.proteinG)} g protein`,
    page.fatG !== null && `${formatGrams(page.fatG)} g fat`,
    page.energyKcal !== null && `${formatKcal(page.energyKcal)} kcal`,
  ].filter(Boolean);
  return (
    <p className="text-xs text-muted-foreground" data-testid="page-says">
      The page says, per {page.servingSize ?? 'serving'}: {parts.join(' · ')}. For comparison only;
      we keep our own numbers.
    </p>
  );
}

/** The imported draft: edit the title and servings, resolve the lines, compare, save. */
export function RecipeImportReview({
  draft,
  onBack,
  onSaved,
}: {
  draft: RecipeImportDraft;
  onBack: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(draft.title);
  const [servings, setServings] = useState(draft.servings);
  const [choices, setChoices] = useState<LineChoice[]>(() => draft.ingredients.map(initialChoice));
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveImportedRecipe();
  const navigate = useNavigate();

  const chosen = choices.flatMap((c) => (c.kind === 'food' ? [c.option] : []));
  const open = choices.filter((c) => c.kind === 'open').length;
  // A preview from the chosen foods' own numbers; the server recomputes them on save.
  const perServing = roundNutrients(
    scaleNutrients(sumNutrients(chosen.map((o) => o.nutrients)), 1 / servings),
  );

  function onSave() {
    setSaveError(null);
    if (!title.trim()) return setSaveError('Give the recipe a title.');
    save.mutate(
      {
        title: title.trim(),
        description: draft.description,
        servings,
        prepMinutes: draft.prepMinutes,
        cookMinutes: draft.cookMinutes,
        steps: draft.steps,
        ingredients: chosen.map((o) => ({ foodId: o.foodId, quantity: o.quantity, unit: o.unit })),
        imageUrl: draft.image?.sourceUrl ?? null,
      },
      {
        onSuccess: ({ recipe, photoSaved }) => {
          toast.success(
            draft.image && !photoSaved
              ? 'Saved to My Recipes, without the photo'
              : 'Saved to My Recipes',
          );
          onSaved();
          void navigate(recipeHref({ kind: 'detail', id: recipe.id }));
        },
        onError: (error) =>
          setSaveError(
            isApiError(error) ? error.message : 'Something went wrong. Please try again.',
          ),
      },
    );
  }

  return (
    <div className="grid gap-5" data-testid="import-review">
      <section className="grid gap-3 rounded-xl border bg-card p-4">
        <div className="flex gap-3">
          {draft.image && (
            <img
              src={draft.image.previewDataUrl}
              alt=""
              className="size-20 shrink-0 rounded-lg object-cover"
            />
          )}
          <div className="grid min-w-0 flex-1 gap-2">
            <FormField label="Title">
              <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
            </FormField>
            {draft.source.kind === 'url' && (
              <p className="truncate text-xs text-muted-foreground">From {draft.source.url}</p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-muted-foreground">Servings</span>
          <ServingsStepper value={servings} onChange={setServings} label="Servings" />
          <VerdictBadge verdict={ketoVerdict(perServing.netCarbsG)} />
        </div>
        <div>
          <p className="mb-1 text-xs text-muted-foreground">Per serving, from our food database</p>
          <MacroStrip nutrients={perServing} size="lg" compact />
        </div>
        {draft.pageNutrition && <PageSays page={draft.pageNutrition} />}
      </section>

      {draft.notes.length > 0 && (
        <ul className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
          {draft.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

      <section className="grid gap-2">
        <h4 className="font-medium">
          Ingredients ({chosen.length} of {draft.ingredients.length} matched)
        </h4>
        <ul className="grid gap-2">
          {draft.ingredients.map((line, index) => (
            <ImportIngredientRow
              key={`${line.text}-${index}`}
              line={line}
              choice={choices[index] ?? { kind: 'open' }}
              onChoose={(choice) =>
                setChoices((all) => all.map((old, i) => (i === index ? choice : old)))
              }
            />
          ))}
        </ul>
      </section>

      {draft.steps.length > 0 && <DraftSteps steps={draft.steps} />}

      <DraftSaveBar
        backLabel="Import another"
        onBack={onBack}
        onSave={onSave}
        pending={save.isPending}
        open={open}
        canSave={chosen.length > 0}
        error={saveError}
      />
    </div>
  );
}
