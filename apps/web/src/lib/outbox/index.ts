export { isLocalId, LOCAL_ID_PREFIX, type QueuedWrite, type Refusal } from './outbox-shape';
export type { Outbox, SubmitResult, WriteInput } from './outbox';
export { outbox, newLocalId } from './instance';
export { useQueuedWrites, useOutboxSnapshot } from './use-outbox';
export { applyQueued, type WithSync } from './apply-queued';
export { useQueuedMutation } from './use-queued-mutation';
