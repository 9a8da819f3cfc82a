import type { QueuedWrite } from './outbox-shape';

/** "mealType" → "meal type": the changed fields named as plainly as their API names allow. */
const fieldName = (key: string) => key.replace(/([A-Z])/g, ' $1').toLowerCase();
function shown(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return '…';
}

/**
 * Both sides of an edit conflict, field by field: what the other device saved ("there") and
 * what this device's edit sets ("here"), for the fields the edit changes.
 */
export function conflictSides(write: QueuedWrite): { there: string; here: string } | null {
  const current = write.refusal?.current;
  if (typeof current !== 'object' || current === null || typeof write.body !== 'object')
    return null;
  const changed = Object.entries(write.body as Record<string, unknown>).filter(
    ([key]) => key in current,
  );
  if (changed.length === 0) return null;
  const side = (pick: (key: string, mine: unknown) => unknown) =>
    changed.map(([key, mine]) => `${fieldName(key)} ${shown(pick(key, mine))}`).join(', ');
  return {
    there: side((key) => (current as Record<string, unknown>)[key]),
    here: side((_key, mine) => mine),
  };
}
