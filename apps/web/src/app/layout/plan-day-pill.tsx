import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';

/**
 * "Day N" (desktop) / "DN" (mobile) → /meal-plan, only while a current plan day is known.
 * `day` comes from the meal-plan feature once it exists; null renders nothing.
 */
export function PlanDayPill({ day, className }: { day: number | null; className?: string }) {
  if (day === null) return null;
  return (
    <Link
      to="/meal-plan"
      aria-label={`Meal plan, day ${day}`}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border border-primary/40 bg-primary/10 px-3 text-sm font-semibold text-primary transition-colors hover:border-primary/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <CalendarDays className="size-4 max-md:hidden" aria-hidden="true" />
      <span className="num md:hidden" aria-hidden="true">
        D{day}
      </span>
      <span className="num max-md:hidden" aria-hidden="true">
        Day {day}
      </span>
    </Link>
  );
}
