import type { Food, ImportFoodOption, ImportIngredient } from '@ketoflow/contracts';
import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FoodAmountPicker, FoodSearch } from '../../../entities/food';
import { weight } from './unmatched-row';

/** What the user has for one imported line: a food with its amount, dropped, or still open. */
export type LineChoice =
  { kind: 'food'; option: ImportFoodOption } | { kind: 'dropped' } | { kind: 'open' };

export function initialChoice(line: ImportIngredient): LineChoice {
  return line.match ? { kind: 'food', option: line.match } : { kind: 'open' };
}

function Chips({
  line,
  exclude,
  onPick,
}: {
  line: ImportIngredient;
  exclude: string | null;
  onPick: (option: ImportFoodOption) => void;
}) {
  const options = [line.match, ...line.suggestions].filter(
    (o): o is ImportFoodOption => o !== null && o.foodId !== exclude,
  );
  if (options.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Closest:</span>
      {options.map((o) => (
        <Button
          key={o.foodId}
          type="button"
          size="sm"
          variant="outline"
          className="max-w-full"
          onClick={() => onPick(o)}
          aria-label={`Use ${o.name}, ${weight(o.grams)} g`}
        >
          <span className="truncate">{o.name}</span>
          <span className="num text-muted-foreground">{weight(o.grams)} g</span>
        </Button>
      ))}
    </div>
  );
}

/** When no chip fits: search the food database, then say how much. */
function SearchAnotherFood({
  line,
  onChoose,
}: {
  line: ImportIngredient;
  onChoose: (choice: LineChoice) => void;
}) {
  const [food, setFood] = useState<Food | null>(null);
  if (food) {
    return (
      <div className="grid gap-2">
        <p className="flex items-center justify-between gap-2 text-sm">
          <span className="truncate">{food.name}</span>
          <Button type="button" size="sm" variant="ghost" onClick={() => setFood(null)}>
            Search again
          </Button>
        </p>
        <FoodAmountPicker
          key={food.id}
          food={food}
          label={`Amount of ${food.name}`}
          onChange={(amount) =>
            onChoose(
              amount
                ? { kind: 'food', option: { foodId: food.id, name: food.name, ...amount } }
                : { kind: 'open' },
            )
          }
        />
      </div>
    );
  }
  return (
    <FoodSearch
      label={`Food for “${line.text}”`}
      placeholder="Search the food database"
      showRecent={false}
      variant="inline"
      limit={8}
      onSelect={setFood}
    />
  );
}

/**
 * One line of the page: the matched food and its grams (change it in a tap), or, when nothing
 * matched, the closest foods as one-tap chips, with the line's amount already in grams.
 */
export function ImportIngredientRow({
  line,
  choice,
  onChoose,
}: {
  line: ImportIngredient;
  choice: LineChoice;
  onChoose: (choice: LineChoice) => void;
}) {
  const [changing, setChanging] = useState(false);
  if (choice.kind === 'dropped') {
    return (
      <li className="flex items-center justify-between gap-3 rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
        <span className="min-w-0 truncate line-through">{line.text}</span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onChoose(initialChoice(line))}
        >
          Undo
        </Button>
      </li>
    );
  }
  const open = choice.kind === 'open';
  return (
    <li
      className={
        open
          ? 'grid gap-2 rounded-lg border border-carbs/40 bg-carbs/5 p-3'
          : 'grid gap-2 rounded-lg border p-3'
      }
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="break-words text-muted-foreground">{line.text}</p>
          {choice.kind === 'food' ? (
            <p className="mt-0.5 flex items-center gap-1.5 font-medium">
              <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 break-words">{choice.option.name}</span>
              <span className="num shrink-0 text-muted-foreground">
                {weight(choice.option.grams)} g
              </span>
            </p>
          ) : (
            <p className="mt-0.5 font-medium">{line.note ?? 'Not matched yet.'}</p>
          )}
          {choice.kind === 'food' && line.note && choice.option === line.match && (
            <p className="text-xs text-muted-foreground">{line.note}</p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          {choice.kind === 'food' && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setChanging((c) => !c)}>
              {changing ? 'Keep' : 'Change'}
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => onChoose({ kind: 'dropped' })}
            aria-label={`Drop ${line.text}`}
          >
            <Trash2 aria-hidden="true" />
            Drop
          </Button>
        </div>
      </div>
      {(open || changing) && (
        <div className="grid gap-2">
          <Chips
            line={line}
            exclude={choice.kind === 'food' ? choice.option.foodId : null}
            onPick={(option) => {
              setChanging(false);
              onChoose({ kind: 'food', option });
            }}
          />
          <SearchAnotherFood line={line} onChoose={onChoose} />
        </div>
      )}
    </li>
  );
}
