import type { Food } from '@ketoflow/contracts';
import { netCarbs } from '@ketoflow/domain';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { searchFoods } from '../api/recipes-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatGrams } from '../lib/format';

/**
 * A food search combobox (ARIA 1.2 pattern: the input owns a listbox; arrow keys move,
 * Enter picks, Escape closes). Results show net carbs per 100 g so a cook sees at once
 * what an ingredient costs.
 */
export function FoodPicker({
  label,
  onSelect,
  invalid,
  describedBy,
  autoFocus,
}: {
  /** Accessible name of the search input. */
  label: string;
  onSelect: (food: Food) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), 200);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useQuery({
    queryKey: ['recipes', 'food-search', q],
    queryFn: ({ signal }) => searchFoods(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
  });
  const items = q.length > 0 ? (results.data?.items ?? []) : [];
  const expanded = open && q.length > 0;

  function pick(food: Food | undefined) {
    if (!food) return;
    onSelect(food);
    setText('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(items.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted food instead of submitting the recipe form.
      if (expanded && items.length > 0) {
        event.preventDefault();
        pick(items[active]);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={inputRef}
        role="combobox"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && items[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search foods, e.g. avocado"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="pr-9 pl-9"
      />
      {results.isFetching && (
        <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label}: results`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {items.map((food, index) => (
          <li
            key={food.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input: pick on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(food);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            <span className="min-w-0">
              <span className="block truncate">{food.name}</span>
              {food.isCustom && <span className="text-xs text-muted-foreground">Your food</span>}
            </span>
            <span className="num shrink-0 text-xs text-muted-foreground">
              {formatGrams(netCarbs(food.per100g))} g net / 100 g
            </span>
          </li>
        ))}
        {expanded && !results.isFetching && results.isSuccess && items.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            No food matches “{q}”.
          </li>
        )}
        {expanded && results.isError && (
          <li role="presentation" className="px-3 py-2 text-sm text-destructive">
            The food search did not answer. Try again.
          </li>
        )}
      </ul>
    </div>
  );
}
