import type { Meal } from '@ketoflow/contracts';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { dayName } from '../lib/format';

/** "Delete this entry?" for the entry chosen in the diary (open while `meal` is set). */
export function DeleteEntryDialog({
  meal,
  today,
  onCancel,
  onConfirm,
}: {
  meal: Meal | null;
  today: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={meal !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this entry?</DialogTitle>
          <DialogDescription className="break-words">
            {meal?.title} will be removed from {meal ? dayName(meal.date, today).toLowerCase() : ''}
            ’s diary.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
