import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { dayName, isIsoDate, shiftDate } from '../lib/format';
import { formatLongCalendarDate } from '../../../lib/format';

/**
 * The day shown: its name, then previous / next day, the system's date picker and "Today".
 * The latest day offered is tomorrow (the server's limit, for people a time zone ahead).
 */
export function DateSwitcher({
  date,
  today,
  onChange,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
}) {
  const inputId = useId();
  const latest = shiftDate(today, 1);
  return (
    <div className="grid gap-2" data-tour="meals-date">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <span className="font-semibold text-foreground">{dayName(date, today)}</span>
        <span aria-hidden="true"> · </span>
        {formatLongCalendarDate(date)}
      </p>
      <nav aria-label="Choose the day" className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => onChange(shiftDate(date, -1))}
          aria-label="Previous day"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <label htmlFor={inputId} className="sr-only">
          Date
        </label>
        <Input
          id={inputId}
          type="date"
          value={date}
          max={latest}
          min="2000-01-01"
          required
          onChange={(e) => {
            if (isIsoDate(e.target.value) && e.target.value <= latest) onChange(e.target.value);
          }}
          className="w-auto min-w-0 flex-1 sm:w-44 sm:flex-none"
        />
        <Button
          variant="outline"
          size="icon"
          onClick={() => onChange(shiftDate(date, 1))}
          disabled={date >= latest}
          aria-label="Next day"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" onClick={() => onChange(today)} disabled={date === today}>
          Today
        </Button>
      </nav>
    </div>
  );
}
