import type { Meal, MealType } from '@ketoflow/contracts';
import {
  BookOpen,
  CalendarPlus,
  Copy,
  MoreVertical,
  Pencil,
  Plus,
  ScrollText,
  Trash2,
  Utensils,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { describeAmount, describeItem, sumMacros } from '../lib/format';
import { MacroFigures } from './macro-figures';
import { SyncMark } from '../../../entities/sync';
import type { WithSync } from '../../../lib/outbox';
import { formatGrams, formatKcal } from '../../../lib/format';

export type EntryActions = {
  onEdit: (meal: Meal) => void;
  onDelete: (meal: Meal) => void;
  /** Absent when the entry is already on today. */
  onLogToday?: (meal: Meal) => void;
};

const METHOD_ICON = {
  food: Utensils,
  recipe: BookOpen,
  text: ScrollText,
  scan: Utensils,
  plan: Utensils,
};

function EntryRow({ meal, actions }: { meal: WithSync<Meal>; actions: EntryActions }) {
  const Icon = METHOD_ICON[meal.method];
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="meal-entry">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="font-medium break-words">{meal.title}</p>
          <p className="text-xs text-muted-foreground">
            {describeAmount(meal)}
            {meal.notes && <span> · {meal.notes}</span>}
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${meal.title}`}>
              <MoreVertical aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => actions.onEdit(meal)}>
              <Pencil aria-hidden="true" /> Edit
            </DropdownMenuItem>
            {actions.onLogToday && (
              <DropdownMenuItem onSelect={() => actions.onLogToday?.(meal)}>
                <CalendarPlus aria-hidden="true" /> Log again today
              </DropdownMenuItem>
            )}
            <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(meal)}>
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <MacroFigures macros={meal.macros} size="xs" className="pl-7" />
      {meal.sync && (
        <div className="pl-7">
          <SyncMark sync={meal.sync} />
        </div>
      )}
      {meal.items.length > 1 && (
        <details className="group pl-7 text-xs">
          <summary className="cursor-pointer text-muted-foreground select-none hover:text-foreground">
            Show the {meal.items.length} foods
          </summary>
          <ul className="mt-2 grid gap-1.5">
            {meal.items.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {item.name} <span className="text-muted-foreground">({describeItem(item)})</span>
                </span>
                <span className="num text-muted-foreground">
                  {formatGrams(item.nutrients.netCarbsG)} g net carbs ·{' '}
                  {formatKcal(item.nutrients.energyKcal)} kcal
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** One meal of the day: its entries, subtotal, and ways to add to it. */
export function MealSection({
  type,
  label,
  meals,
  actions,
  onAdd,
  onCopyFromYesterday,
}: {
  type: MealType;
  label: string;
  meals: WithSync<Meal>[];
  actions: EntryActions;
  onAdd: (type: MealType) => void;
  onCopyFromYesterday: (type: MealType) => void;
}) {
  const headingId = `meal-section-${type}`;
  const subtotal = sumMacros(meals.map((m) => m.macros));
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
      data-testid={`meal-section-${type}`}
    >
      <header className="flex items-center justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={headingId} className="text-base font-semibold">
            {label}
          </h2>
          {meals.length > 0 && (
            <p className="num text-xs text-muted-foreground" data-testid={`meal-subtotal-${type}`}>
              {formatKcal(subtotal.energyKcal)} kcal · {formatGrams(subtotal.netCarbsG)} g net carbs
            </p>
          )}
        </div>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" onClick={() => onAdd(type)}>
            <Plus aria-hidden="true" /> Add<span className="sr-only"> to {label}</span>
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`More for ${label}`}>
                <MoreVertical aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onCopyFromYesterday(type)}>
                <Copy aria-hidden="true" /> Copy {label.toLowerCase()} from the day before
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </header>
      {meals.length > 0 ? (
        <>
          <ul className="divide-y">
            {meals.map((meal) => (
              <EntryRow key={meal.id} meal={meal} actions={actions} />
            ))}
          </ul>
          {meals.length > 1 && (
            <div className="grid gap-1 border-t pt-3">
              <p className="text-xs font-medium text-muted-foreground">{label} subtotal</p>
              <MacroFigures macros={subtotal} size="xs" />
            </div>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing logged yet.</p>
      )}
    </section>
  );
}
