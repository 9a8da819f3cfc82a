import type { MealType } from '@ketoflow/contracts';
import { localIsoDate, mealTypeForHour } from '@ketoflow/domain';
import { CalendarPlus } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormDialog, FormDialogFooter } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { FormField, FormMessage } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { formErrorText } from '../../lib/form-errors';
import { cn } from '../../lib/utils';
import { MealTypeField } from './meal-type-field';
import { MEAL_TYPE_LABELS } from './meal-types';

export interface DiaryChoice {
  mealType: MealType;
  date: string;
}

const PAST: Record<LogToDiaryDialogProps['verb'], string> = { Log: 'Logged', Add: 'Added' };

export interface LogToDiaryDialogProps {
  /** "Log to diary" / "Log to lunch" / "Logged to lunch today", or the same with "Add". */
  verb: 'Log' | 'Add';
  /** What is logged: the dialog's description and the success toast's. */
  subject: string;
  triggerClassName?: string;
  /** Sends the entry; the dialog closes when it resolves and shows the error when it rejects. */
  onSubmit: (choice: DiaryChoice) => Promise<unknown>;
  pending: boolean;
  /** The dialog opened with fresh defaults: reset the caller's own fields and request. */
  onOpen?: () => void;
  /** Fields shown beside the date (two columns), e.g. the servings eaten. */
  besideDate?: ReactNode;
  /** What the entry adds to the day: kcal, net carbs, protein, fat. */
  summary: ReactNode;
}

/**
 * "Log to diary" from anywhere outside the diary (KetoVision, recipes): today and the meal
 * that fits the hour are chosen already, so logging is one tap to open and one to confirm.
 * The success toast offers the way to that day in My Meals.
 */
export function LogToDiaryDialog({
  verb,
  subject,
  triggerClassName,
  onSubmit,
  pending,
  onOpen,
  besideDate,
  summary,
}: LogToDiaryDialogProps) {
  const [open, setOpen] = useState(false);
  const [mealType, setMealType] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const [date, setDate] = useState(() => localIsoDate());
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const mealLabel = MEAL_TYPE_LABELS[mealType].toLowerCase();

  function onOpenChange(next: boolean) {
    if (next) {
      // Fresh defaults each time: the dialog may have been left open across a meal time.
      setMealType(mealTypeForHour(new Date().getHours()));
      setDate(localIsoDate());
      setError(null);
      onOpen?.();
    }
    setOpen(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      setError('Choose a date.');
      return;
    }
    setError(null);
    try {
      await onSubmit({ mealType, date });
    } catch (cause) {
      setError(formErrorText(cause, { serverMessageFor: 'all' }));
      return;
    }
    setOpen(false);
    const when = date === localIsoDate() ? 'today' : `on ${date}`;
    toast.success(`${PAST[verb]} to ${mealLabel} ${when}`, {
      description: subject,
      action: {
        label: 'Open My Meals',
        onClick: () => void navigate(`/my-meals?date=${date}`),
      },
    });
  }

  const dateField = (
    <FormField label="Date">
      <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="lg" className={cn(triggerClassName)}>
          <CalendarPlus aria-hidden="true" />
          {verb} to diary
        </Button>
      }
      title={`${verb} to diary`}
      description={subject}
    >
      <form onSubmit={(event) => void submit(event)} className="grid gap-5" noValidate>
        <MealTypeField value={mealType} onChange={setMealType} />
        {besideDate ? (
          <div className="grid grid-cols-2 items-end gap-4">
            {dateField}
            {besideDate}
          </div>
        ) : (
          dateField
        )}
        <p className="num rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
          {summary}
        </p>
        {error && <FormMessage>{error}</FormMessage>}
        <FormDialogFooter cancelLabel="Cancel" pending={pending}>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner />}
            {verb} to {mealLabel}
          </Button>
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}
