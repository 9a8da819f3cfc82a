import type { Food, FoodUsage, RecentFood } from '@ketoflow/contracts';
import { Clock, Plus, Search, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useFoodSearch, useRecentFoods } from './api';
import { CustomFoodDialog } from './custom-food-dialog';
import { FoodOption } from './food-option';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { isApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/online';
import { NEEDS_CONNECTION } from '../../components/needs-connection';
import { useOfflineFoodSearch } from './offline/use-offline-food-search';

export interface FoodSearchProps {
  /**
   * Called with the picked food (from the results, "Recent", or a custom food just created).
   * A food picked from "Recent" comes with how the user last logged it (quick add).
   */
  onSelect: (food: Food, usage?: FoodUsage) => void;
  /** Accessible name of the search box. Default "Search foods". */
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Show the user's recent and frequent foods while the box is empty. Default true. */
  showRecent?: boolean;
  /** Offer "Add a custom food" (opens CustomFoodDialog, then selects the new food). Default true. */
  allowCustom?: boolean;
  /**
   * `popover` (default) floats the list under the box; `inline` keeps it in the page flow,
   * always visible — better inside a bottom sheet.
   */
  variant?: 'popover' | 'inline';
  /** Results to fetch. Default 20. */
  limit?: number;
  /** Empty the box after a pick. Default true. */
  clearOnSelect?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

type Option = { kind: 'food'; food: Food } | { kind: 'custom' };

const DEBOUNCE_MS = 180;

/**
 * Food search as you type (ARIA 1.2 combobox: the input owns a listbox; ↑/↓ move, Enter picks,
 * Escape closes, Home/End jump). Each result shows its name, where it comes from and its net
 * carbs, protein, fat and kcal per 100 g. With an empty box it lists "Recent" foods.
 */
export function FoodSearch({
  onSelect,
  label = 'Search foods',
  placeholder = 'Search foods, e.g. avocado',
  autoFocus,
  showRecent = true,
  allowCustom = true,
  variant = 'popover',
  limit = 20,
  clearOnSelect = true,
  invalid,
  describedBy,
  className,
}: FoodSearchProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(variant === 'inline');
  const [active, setActive] = useState(0);
  const [customOpen, setCustomOpen] = useState(false);
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // An emptied box shows "Recent" at once, without waiting for the debounce.
  const searching = q.length > 0 && text.trim().length > 0;
  const results = useFoodSearch(q, limit);
  const recent = useRecentFoods(8, showRecent && open && !searching);
  // Offline, or the search failed for want of a network: the foods kept on the device answer.
  const offline = !useOnline() || isApiError(results.error, 'NETWORK');
  const local = useOfflineFoodSearch(q, limit, offline && searching);

  const found = offline ? local.items : (results.data?.items ?? []);
  const foods: Food[] = searching ? found : (recent.data?.items ?? []);
  // A new custom food is written by the server: not offered offline.
  const offerCustom = allowCustom && !offline && (searching || variant === 'inline');
  const options: Option[] = [
    ...foods.map((food) => ({ kind: 'food', food }) as const),
    ...(offerCustom ? [{ kind: 'custom' } as const] : []),
  ];
  const expanded = open && options.length + (searching ? 1 : 0) > 0;
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const typing = text.trim() !== q;
  const waiting = searching && (typing || (offline ? !local.ready : results.isFetching));

  function pick(option: Option | undefined) {
    if (!option) return;
    if (option.kind === 'custom') {
      setCustomOpen(true);
      return;
    }
    onSelect(option.food, 'usage' in option.food ? (option.food as RecentFood).usage : undefined);
    if (clearOnSelect) setText('');
    if (variant === 'popover') setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive(Math.min(last, activeIndex + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(0, activeIndex - 1));
    } else if (event.key === 'Home' && expanded) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && expanded) {
      event.preventDefault();
      setActive(last);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted food instead of submitting a surrounding form.
      if (expanded && options.length > 0) {
        event.preventDefault();
        pick(options[activeIndex]);
      }
    } else if (event.key === 'Escape') {
      if (text) {
        event.preventDefault();
        setText('');
      } else if (expanded && variant === 'popover') {
        event.preventDefault();
        setOpen(false);
      }
    }
  }

  let status: ReactNode = null;
  if (searching && offline && !waiting) {
    status = !local.hasCatalogue
      ? `The food list isn’t on this device yet. ${NEEDS_CONNECTION}`
      : foods.length === 0
        ? `No food saved on this device matches “${q}”.`
        : 'You’re offline: these are the foods saved on this device.';
  } else if (searching && results.isError && !offline) {
    status = (
      <span className="text-destructive">
        The food search did not answer. Check your connection and try again.
      </span>
    );
  } else if (searching && !waiting && results.isSuccess && foods.length === 0) {
    status = <>No food matches “{q}”.</>;
  } else if (searching && foods.length === 0 && waiting) {
    status = <>Searching…</>;
  } else if (!searching && showRecent && recent.isSuccess && foods.length === 0) {
    status = <>Foods you log will show up here for quick adding.</>;
  }

  return (
    <div className={cn('relative', className)}>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            expanded && options[activeIndex] ? `${listId}-${activeIndex}` : undefined
          }
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            if (variant === 'popover') setOpen(false);
          }}
          onKeyDown={onKeyDown}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        <span className="absolute top-1/2 right-1 flex -translate-y-1/2 items-center">
          {waiting ? (
            <Spinner className="mr-2 text-muted-foreground" />
          ) : text ? (
            <button
              type="button"
              className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText('');
                inputRef.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden="true" />
              <span className="sr-only">Clear the search</span>
            </button>
          ) : null}
        </span>
      </div>

      <div
        className={cn(
          variant === 'popover'
            ? 'absolute inset-x-0 top-full z-30 mt-1 rounded-lg border bg-popover text-popover-foreground shadow-lg'
            : 'mt-2',
          !expanded && 'hidden',
        )}
      >
        {!searching && foods.length > 0 && (
          <p className="flex items-center gap-1.5 px-3 pt-2 text-xs font-medium text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" /> Recent
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={searching ? `Foods matching ${q}` : 'Recent foods'}
          className={cn(
            'overflow-y-auto p-1',
            variant === 'popover' ? 'max-h-80' : 'max-h-[50dvh]',
          )}
        >
          {options.map((option, index) => (
            <li
              key={option.kind === 'food' ? option.food.id : 'custom'}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus in the input: pick on mouse down, before its blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer rounded-md px-3 py-2 text-sm',
                index === activeIndex && 'bg-accent text-accent-foreground',
              )}
            >
              {option.kind === 'food' ? (
                <FoodOption food={option.food} />
              ) : (
                <span className="flex items-center gap-2 font-medium text-primary">
                  <Plus className="size-4" aria-hidden="true" />
                  {foods.length === 0 ? 'Add a custom food' : 'Not listed? Add a custom food'}
                </span>
              )}
            </li>
          ))}
        </ul>
        {status && (
          <p role="status" className="px-4 pb-3 text-sm text-muted-foreground">
            {status}
          </p>
        )}
      </div>

      {allowCustom && (
        <CustomFoodDialog
          open={customOpen}
          onOpenChange={setCustomOpen}
          defaultName={text.trim()}
          onCreated={(food) => {
            setCustomOpen(false);
            onSelect(food);
            if (clearOnSelect) setText('');
          }}
        />
      )}
    </div>
  );
}
