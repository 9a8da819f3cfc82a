import type { Meal, MealType } from '@ketoflow/contracts';
import { toast } from 'sonner';
import type { MealPreview } from '../../../entities/diary/diary-api';
import { isApiError } from '../../../lib/api-client';
import { useCopyMeals, useCreateMeal, useDeleteMeal } from '../api/meals-api';
import { dayName, mealLabel, recreateRequest, shiftDate } from '../lib/format';

/** An entry logged again, as the diary shows it until the server has it. */
function previewOf(meal: Meal, date: string): MealPreview {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = meal;
  return { ...rest, date };
}

/**
 * What the diary's entries offer besides editing: log one again today, delete one (with
 * Undo), copy the day before (or one meal of it). Each tells the user how it went in a toast.
 */
export function useEntryActions(userId: string, date: string, today: string) {
  const create = useCreateMeal(userId);
  const remove = useDeleteMeal(userId);
  const copy = useCopyMeals(userId);

  async function logAgainToday(meal: Meal) {
    const body = recreateRequest(meal, today);
    if (!body) {
      toast.error('This entry can’t be logged again', {
        description: 'A food in it is no longer in the database.',
      });
      return;
    }
    try {
      await create.mutateAsync({ body, preview: previewOf(meal, today) });
      toast.success(`Logged again today (${mealLabel(meal.mealType)})`);
    } catch (e) {
      toast.error('Could not log it again', {
        description: isApiError(e) ? e.message : 'Please try again.',
      });
    }
  }

  async function deleteEntry(meal: Meal) {
    try {
      await remove.mutateAsync(meal);
      const again = recreateRequest(meal, meal.date);
      toast.success('Entry deleted', {
        description: meal.title,
        ...(again
          ? {
              action: {
                label: 'Undo',
                onClick: () => {
                  create.mutate(
                    { body: again, preview: previewOf(meal, meal.date) },
                    {
                      onError: () =>
                        toast.error('Could not restore the entry. Please log it again.'),
                    },
                  );
                },
              },
            }
          : {}),
      });
    } catch (e) {
      toast.error('Could not delete the entry', {
        description: isApiError(e) ? e.message : 'Please try again.',
      });
    }
  }

  async function copyFromDayBefore(mealType?: MealType) {
    const fromDate = shiftDate(date, -1);
    try {
      const result = await copy.mutateAsync({ fromDate, toDate: date, mealType });
      const n = result.items.length;
      toast.success(
        `Copied ${n} ${n === 1 ? 'entry' : 'entries'} from ${dayName(fromDate, today).toLowerCase()}`,
      );
    } catch (e) {
      if (isApiError(e, 'NOT_FOUND')) {
        toast.info(
          mealType
            ? `No ${mealLabel(mealType).toLowerCase()} logged on ${dayName(fromDate, today).toLowerCase()}.`
            : `Nothing logged on ${dayName(fromDate, today).toLowerCase()} to copy.`,
        );
      } else {
        toast.error('Could not copy', {
          description: isApiError(e) ? e.message : 'Please try again.',
        });
      }
    }
  }

  return { logAgainToday, deleteEntry, copyFromDayBefore, copying: copy.isPending };
}
