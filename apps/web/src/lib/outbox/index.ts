export { isLocalId, LOCAL_ID_PREFIX, type QueuedWrite, type Refusal } from './outbox-shape';
export type { EditVars, Outbox, SubmitResult, WriteInput } from './outbox';
export { outbox, newLocalId, editVersion } from './instance';
export { useQueuedWrites, useOutboxSnapshot } from './use-outbox';
export { applyQueued, type WithSync } from './apply-queued';
export { useQueuedMutation } from './use-queued-mutation';
export { conflictSides } from './conflict-sides';
