import type { Meal } from '@ketoflow/contracts';
import type { MealPreview } from '../../../entities/diary/diary-api';
import type { QueuedWrite } from '../../../lib/outbox';

/** A diary entry made on this device and not sent yet, as the day's list shows it. */
export function queuedMeal(preview: unknown, id: string, write: QueuedWrite): Meal | null {
  const entry = preview as MealPreview | undefined;
  if (!entry?.title) return null;
  return { ...entry, id, createdAt: write.madeAt, updatedAt: write.madeAt };
}
