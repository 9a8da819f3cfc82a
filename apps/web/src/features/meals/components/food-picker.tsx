import type { Food } from '@ketoflow/contracts';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useFoodSearch } from '../api/meals-api';
import { formatGrams, formatKcal } from '../lib/format';
import { useDebounced } from '../lib/use-debounced';

/**
 * Search the food database and pick one food. Typo-tolerant matching happens on the server;
 * results list per-100 g energy and net carbs so similar foods can be told apart.
 */
export function FoodPicker({ onPick }: { onPick: (food: Food) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query);
  const search = useFoodSearch(debounced);
  const results = debounced.trim() ? (search.data?.items ?? []) : [];
  const resultsId = `${id}-results`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-q`}>Search foods</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="avocado, cheddar, salmon…"
          autoComplete="off"
          aria-controls={resultsId}
          className="pl-9"
          autoFocus
        />
        {search.isFetching && (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" />
        )}
      </div>
      <div id={resultsId} aria-live="polite" className="min-h-24">
        {search.isError && debounced.trim() ? (
          <p className="py-3 text-sm text-destructive">
            Search is unavailable right now. Please try again.
          </p>
        ) : results.length > 0 ? (
          <ul className="grid max-h-72 gap-1 overflow-y-auto" aria-label="Foods found">
            {results.map((food) => (
              <li key={food.id}>
                <button
                  type="button"
                  onClick={() => onPick(food)}
                  className={cn(
                    'grid w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm transition-colors',
                    'hover:border-primary/60 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                  )}
                >
                  <span className="font-medium">
                    {food.name}
                    {food.brand && (
                      <span className="font-normal text-muted-foreground"> · {food.brand}</span>
                    )}
                    {food.isCustom && (
                      <span className="font-normal text-muted-foreground"> · your food</span>
                    )}
                  </span>
                  <span className="num text-xs text-muted-foreground">
                    per 100 g: {formatKcal(food.per100g.energyKcal)} kcal ·{' '}
                    {formatGrams(food.per100g.netCarbsG)} g net carbs ·{' '}
                    {formatGrams(food.per100g.proteinG)} g protein
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : debounced.trim() && !search.isFetching && search.isSuccess ? (
          <p className="py-3 text-sm text-muted-foreground">
            No food matches “{debounced.trim()}”. Try another word.
          </p>
        ) : (
          <p className="py-3 text-sm text-muted-foreground">Type a food’s name: typos are fine.</p>
        )}
      </div>
    </div>
  );
}
