import type { Food, RecentFood } from '@ketoflow/contracts';
import { formatGramsCompact } from '../../lib/format';
import { foodOrigin } from './format';
import { MacroLine } from './macro-line';

/** One row of the food search: name, where it comes from (or the last amount), macros per 100 g. */
export function FoodOption({ food }: { food: Food | RecentFood }) {
  const usage = 'usage' in food ? food.usage : undefined;
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="flex min-w-0 items-baseline justify-between gap-3">
        <span className="truncate font-medium">{food.name}</span>
        <span className="shrink-0 text-xs text-muted-foreground">
          {usage
            ? `Last: ${formatGramsCompact(usage.lastQuantity)} ${usage.lastUnit}`
            : foodOrigin(food)}
        </span>
      </span>
      <MacroLine macros={food.per100g} suffix="per 100 g" />
    </span>
  );
}
