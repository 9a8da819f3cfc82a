import type { QueuedWrite } from './outbox-shape';

/**
 * What a feature hands over: the request and what its screens show while it waits (the queued
 * change's own fields, documented there); path parameters are optional here.
 */
export type WriteInput = Pick<
  QueuedWrite,
  'method' | 'path' | 'body' | 'kind' | 'localId' | 'target' | 'ifMatch' | 'preview' | 'label'
> & { params?: QueuedWrite['params'] };

/** An edit: the entry, the change, and the version of the entry it started from (`updatedAt`). */
export type EditVars<TBody> = { id: string; body: TBody; version?: string };

/** Sends one change with its Idempotency-Key; resolves with the answer, throws an ApiError. */
export type OutboxTransport = (
  write: QueuedWrite,
  params: Record<string, string>,
) => Promise<unknown>;

/** Sent now (the answer), or kept on the device to be sent when the network is back. */
export type SubmitResult =
  { status: 'sent'; data: unknown } | { status: 'queued'; write: QueuedWrite };

/** A change kept on the device as `api.replay` sends it (the path as the contracts write it). */
export type ReplayedWrite = {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  params: Record<string, string>;
  body?: unknown;
  key: string;
  ifMatch?: string;
};
