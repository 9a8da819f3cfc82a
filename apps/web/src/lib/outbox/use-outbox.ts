import { useMemo, useSyncExternalStore } from 'react';
import { outbox } from './instance';
import type { QueuedWrite } from './outbox-shape';

const NONE: readonly QueuedWrite[] = [];

/** The signed-in person's changes still on the device, in the order made. */
export function useOutboxSnapshot(): readonly QueuedWrite[] {
  return useSyncExternalStore(outbox.subscribe, outbox.snapshot, () => NONE);
}

/** The changes of one kind ("weight", "meal"…) still on the device. */
export function useQueuedWrites(kind: string): readonly QueuedWrite[] {
  const all = useOutboxSnapshot();
  return useMemo(() => all.filter((w) => w.kind === kind), [all, kind]);
}
