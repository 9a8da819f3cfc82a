import type { Food, UnmatchedIngredient, WishResult } from '@ketoflow/contracts';
import { Check, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { FoodAmountPicker, FoodSearch, fetchFood, type FoodAmount } from '../../../entities/food';
import { Button } from '../../../components/ui/button';
import { formatGrams, formatKcal } from '../../../lib/format';

/** What the user decided for one unmatched ingredient. */
export type Resolution =
  { kind: 'open' } | { kind: 'dropped' } | { kind: 'food'; food: Food; amount: FoodAmount | null };

/** A wish as the user typed it: "30", not "30.0". */
const target = (v: number) => (Number.isInteger(v) ? formatKcal(v) : formatGrams(v));

/** Kitchen weights: whole grams from 10 g up, one decimal for a pinch. */
export const weight = (g: number) => (g >= 10 ? formatKcal(g) : formatGrams(g));

export const WISH_LABELS: Record<WishResult['wish'], (w: WishResult) => string> = {
  maxNetCarbsG: (w) => `Net carbs ≤ ${target(w.target)} g: ${formatGrams(w.actual)} g`,
  minProteinG: (w) => `Protein ≥ ${target(w.target)} g: ${formatGrams(w.actual)} g`,
  targetKcal: (w) => `Energy ≈ ${formatKcal(w.target)} kcal: ${formatKcal(w.actual)} kcal`,
};

export function UnmatchedRow({
  item,
  resolution,
  onResolve,
}: {
  item: UnmatchedIngredient;
  resolution: Resolution;
  onResolve: (r: Resolution) => void;
}) {
  if (resolution.kind === 'dropped') {
    return (
      <li className="flex items-center justify-between gap-3 rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
        <span className="min-w-0 truncate line-through">{item.text}</span>
        <Button type="button" size="sm" variant="ghost" onClick={() => onResolve({ kind: 'open' })}>
          Undo
        </Button>
      </li>
    );
  }
  return (
    <li className="grid gap-3 rounded-lg border border-carbs/40 bg-carbs/5 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{item.text}</p>
          <p className="text-sm text-muted-foreground">{item.message}</p>
        </div>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onResolve({ kind: 'dropped' })}
          aria-label={`Drop ${item.text}`}
        >
          <Trash2 aria-hidden="true" />
          Drop
        </Button>
      </div>
      {resolution.kind === 'food' ? (
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{resolution.food.name}</span>
            </span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => onResolve({ kind: 'open' })}
            >
              Change
            </Button>
          </div>
          <FoodAmountPicker
            key={resolution.food.id}
            food={resolution.food}
            label={`Amount of ${resolution.food.name}`}
            onChange={(amount) => onResolve({ ...resolution, amount })}
          />
        </div>
      ) : (
        <div className="grid gap-2">
          {item.suggestions.length > 0 && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">Closest:</span>
              {item.suggestions.map((s) => (
                <Button
                  key={s.id}
                  type="button"
                  size="sm"
                  variant="outline"
                  className="max-w-full"
                  onClick={() => {
                    void fetchFood(s.id).then(
                      (food) => onResolve({ kind: 'food', food, amount: null }),
                      () => toast.error('We could not load that food. Please search for it.'),
                    );
                  }}
                >
                  <span className="truncate">{s.name}</span>
                </Button>
              ))}
            </div>
          )}
          <FoodSearch
            label={`Food for “${item.text}”`}
            placeholder="Search the food database"
            showRecent={false}
            variant="inline"
            limit={8}
            onSelect={(food) => onResolve({ kind: 'food', food, amount: null })}
          />
        </div>
      )}
    </li>
  );
}
