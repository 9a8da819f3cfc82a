import type { GenerateRecipeResponse, Nutrients, RecipeIngredientInput } from '@ketoflow/contracts';
import { ketoVerdict, roundNutrients, scaleNutrients, sumNutrients } from '@ketoflow/domain';
import { Check, CircleAlert, Clock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AnsweredBy } from '../../../entities/ai/answered-by';
import { Badge } from '../../../components/ui/badge';
import { isApiError } from '../../../lib/api-client';
import { useSaveRecipeDraft } from '../api/recipe-generator-api';
import { recipeHref } from '../hooks/use-recipe-route';
import { MacroStrip } from './macro-strip';
import { VerdictBadge } from './verdict-badge';
import { DraftSaveBar } from './draft-save-bar';
import { formatCoins } from '../../../lib/format';
import { type Resolution, UnmatchedRow, WISH_LABELS, weight } from './unmatched-row';
import { DraftSteps } from './draft-steps';

/** The generated draft: macros from the food database, ingredients, unmatched items, steps. */
export function RecipeGeneratorDraft({
  result,
  onBack,
  onSaved,
}: {
  result: GenerateRecipeResponse;
  onBack: () => void;
  onSaved: () => void;
}) {
  const { draft } = result;
  const [resolutions, setResolutions] = useState<Resolution[]>(() =>
    draft.unmatched.map(() => ({ kind: 'open' })),
  );
  const save = useSaveRecipeDraft();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string | null>(null);

  const resolved = resolutions.flatMap((r) =>
    r.kind === 'food' && r.amount ? [{ food: r.food, amount: r.amount }] : [],
  );
  const open = resolutions.filter(
    (r) => r.kind === 'open' || (r.kind === 'food' && r.amount === null),
  ).length;
  const extra: Nutrients[] = resolved.map((r) => r.amount.nutrients);
  // The preview adds the user's picks to the draft's own numbers; the server recomputes on save.
  const perServing =
    extra.length === 0
      ? draft.nutrition.perServing
      : roundNutrients(
          sumNutrients([
            draft.nutrition.perServing,
            scaleNutrients(sumNutrients(extra), 1 / draft.servings),
          ]),
        );
  const verdict = extra.length === 0 ? draft.verdict : ketoVerdict(perServing.netCarbsG);
  const ingredientCount = draft.ingredients.length + resolved.length;

  function onSave() {
    setSaveError(null);
    const ingredients: RecipeIngredientInput[] = [
      ...draft.ingredients.map((i) => ({ foodId: i.foodId, quantity: i.quantity, unit: i.unit })),
      ...resolved.map((r) => ({
        foodId: r.food.id,
        quantity: r.amount.quantity,
        unit: r.amount.unit,
      })),
    ];
    save.mutate(
      {
        draftKey: draft.draftKey,
        title: draft.title,
        description: draft.description,
        servings: draft.servings,
        prepMinutes: draft.prepMinutes,
        cookMinutes: draft.cookMinutes,
        difficulty: draft.difficulty,
        tags: draft.tags,
        steps: draft.steps,
        ingredients,
      },
      {
        onSuccess: ({ recipe }) => {
          toast.success('Saved to My Recipes', {
            action: {
              label: 'Open',
              onClick: () => void navigate(recipeHref({ kind: 'detail', id: recipe.id })),
            },
          });
          onSaved();
        },
        onError: (error) =>
          setSaveError(
            isApiError(error) ? error.message : 'Something went wrong. Please try again.',
          ),
      },
    );
  }

  return (
    <div className="grid gap-5" data-testid="recipe-draft">
      <section className="grid gap-3 rounded-xl border bg-card p-4">
        <div className="grid gap-1">
          <h3 className="text-lg font-semibold break-words">{draft.title}</h3>
          {draft.description && (
            <p className="text-sm text-muted-foreground">{draft.description}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <VerdictBadge verdict={verdict} withDescription />
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {draft.prepMinutes + draft.cookMinutes} min
          </span>
          <span>
            {draft.servings} {draft.servings === 1 ? 'serving' : 'servings'}
          </span>
        </div>
        <div>
          <p className="mb-1 text-xs text-muted-foreground">Per serving</p>
          <MacroStrip nutrients={perServing} size="lg" compact />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <AnsweredBy provenance={draft.provenance} verb="Drafted" />
          <span className="text-xs text-muted-foreground">
            {result.replayed
              ? 'Already paid for: no coins taken this time.'
              : `Cost ${formatCoins(result.coinsCharged)}.`}
          </span>
        </div>
      </section>

      {draft.wishes.length > 0 && (
        <section aria-label="Your macro wishes">
          <ul className="grid gap-1 text-sm">
            {draft.wishes.map((w) => (
              <li key={w.wish} className="flex items-center gap-2">
                {w.met ? (
                  <Check className="size-4 text-primary" aria-hidden="true" />
                ) : (
                  <CircleAlert className="size-4 text-carbs" aria-hidden="true" />
                )}
                <span>
                  {WISH_LABELS[w.wish](w)}
                  <span className="sr-only">{w.met ? ' (met)' : ' (not met)'}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {draft.notes.length > 0 && (
        <ul className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm text-muted-foreground">
          {draft.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

      {draft.unmatched.length > 0 && (
        <section className="grid gap-2">
          <h4 className="font-medium">Not matched yet ({draft.unmatched.length})</h4>
          <p className="text-sm text-muted-foreground">
            Pick a food from the database for each one, or drop it. Numbers only come from foods we
            know.
          </p>
          <ul className="grid gap-2">
            {draft.unmatched.map((item, index) => (
              <UnmatchedRow
                key={`${item.text}-${index}`}
                item={item}
                resolution={resolutions[index] ?? { kind: 'open' }}
                onResolve={(r) =>
                  setResolutions((all) => all.map((old, i) => (i === index ? r : old)))
                }
              />
            ))}
          </ul>
        </section>
      )}

      <section className="grid gap-2">
        <h4 className="font-medium">Ingredients ({ingredientCount})</h4>
        <ul className="divide-y rounded-lg border">
          {draft.ingredients.map((i, index) => (
            <li
              // A model may list one food twice ("olive oil" for the pan and the dressing).
              key={`${i.foodId}-${index}`}
              className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="break-words">{i.name}</span>
                {i.fromOnHand && (
                  <Badge variant="success" className="ml-2 align-middle">
                    On hand
                  </Badge>
                )}
              </span>
              <span className="num shrink-0 text-right text-muted-foreground">
                {i.unit === 'g' ? `${weight(i.grams)} g` : `${i.quantity} ${i.unit}`}
                {i.portionText && i.unit === 'g' && (
                  <span className="block text-xs">{i.portionText}</span>
                )}
              </span>
            </li>
          ))}
          {resolved.map((r, index) => (
            <li
              key={`resolved-${r.food.id}-${index}`}
              className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">{r.food.name}</span>
              <span className="num shrink-0 text-muted-foreground">{weight(r.amount.grams)} g</span>
            </li>
          ))}
        </ul>
      </section>

      <DraftSteps steps={draft.steps} />

      <DraftSaveBar
        backLabel="Change wishes"
        onBack={onBack}
        onSave={onSave}
        pending={save.isPending}
        open={open}
        canSave={ingredientCount > 0}
        error={saveError}
      />
    </div>
  );
}
