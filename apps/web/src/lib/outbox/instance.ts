import { onlineManager } from '@tanstack/react-query';
import { api } from '../api-client';
import { createOutbox } from './outbox';
import { memoryOutboxStore, openOutboxStore } from './outbox-store';

/** The app's one queue of changes made on this device (decision 040). Features submit their
 * writes here; the app layer tells it who is signed in and when to send (app/outbox-sync.ts).
 */
export const outbox = createOutbox({
  store: openOutboxStore() ?? memoryOutboxStore(),
  send: (write, params) =>
    api.replay({
      method: write.method,
      path: write.path,
      params,
      body: write.body,
      key: write.id,
      ...(write.ifMatch && { ifMatch: write.ifMatch }),
    }),
  online: () => onlineManager.isOnline(),
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
  // Only in a browser: Node (the prerender at build time) has BroadcastChannel too, and an open
  // channel would keep the build from exiting.
  channel:
    typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel('ketoflow-outbox'),
});

/**
 * The If-Match of an edit (decision 040): the version of the entry it started from. None for
 * an entry made on this device and not sent yet (no other device can have changed it).
 */
export const editVersion = (id: string, updatedAt: string | undefined): { ifMatch?: string } =>
  updatedAt && !id.startsWith('local-') ? { ifMatch: updatedAt } : {};

/** A local id for an entry created on the device, until the server gives it its own. */
export const newLocalId = (): string => `local-${crypto.randomUUID()}`;
