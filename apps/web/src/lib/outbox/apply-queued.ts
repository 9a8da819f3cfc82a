import type { QueuedWrite, Refusal } from './outbox-shape';

/** An entry as a screen shows it: `sync` when a change to it is still on the device. */
export type WithSync<T> = T & {
  sync?: { state: 'waiting' | 'refused'; writeId: string; refusal?: Refusal };
};

const syncOf = (write: QueuedWrite) => ({
  state: write.state,
  writeId: write.id,
  ...(write.refusal && { refusal: write.refusal }),
});

/**
 * The list as the person expects to see it: the server's entries with the changes still on the
 * device applied in the order made — a created entry added (built from its preview by
 * `fromPreview`), an edit's fields shown over its entry, a deleted entry hidden — each marked.
 */
export function applyQueued<T extends { id: string }>(
  items: readonly T[],
  writes: readonly QueuedWrite[],
  fromPreview: (preview: unknown, id: string, write: QueuedWrite) => T | null,
): WithSync<T>[] {
  let result: WithSync<T>[] = [...items];
  for (const write of writes) {
    if (write.method === 'POST' && write.localId) {
      const item = fromPreview(write.preview, write.localId, write);
      if (item) result = [{ ...item, sync: syncOf(write) }, ...result];
    } else if (write.method === 'DELETE' && write.target) {
      result = result.filter((item) => item.id !== write.target);
    } else if (write.method === 'PATCH' && write.target) {
      result = result.map((item) =>
        item.id === write.target
          ? {
              ...item,
              // An edit's preview holds the fields it changes, named as the entry names them.
              ...(write.preview as Partial<T> | undefined),
              sync: syncOf(write),
            }
          : item,
      );
    }
  }
  return result;
}
