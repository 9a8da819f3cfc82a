import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { readQueuedWrite, type QueuedWrite } from './outbox-shape';

const WRITE = 'write:';
const ID = 'id:';

/**
 * Where queued changes live on the device (IndexedDB, its own database so clearing the cached
 * answers never drops a change): the changes, and the server ids of created entries by their
 * local ids, so a later change to an entry made offline reaches the right one.
 */
export type OutboxStore = {
  /** Every readable entry; `newer` counts those a later app version wrote (left alone). */
  load(): Promise<{ writes: QueuedWrite[]; newer: number }>;
  put(write: QueuedWrite): Promise<void>;
  remove(id: string): Promise<void>;
  serverId(localId: string): Promise<string | undefined>;
  setServerId(localId: string, serverId: string): Promise<void>;
};

export function openOutboxStore(name = 'ketoflow-outbox'): OutboxStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore;
  try {
    store = createStore(name, 'writes');
  } catch {
    return null;
  }
  return {
    async load() {
      const writes: QueuedWrite[] = [];
      let newer = 0;
      for (const [key, value] of await entries<IDBValidKey, unknown>(store)) {
        if (typeof key !== 'string' || !key.startsWith(WRITE)) continue;
        const write = readQueuedWrite(value);
        if (write === 'newer') newer += 1;
        else if (write) writes.push(write);
      }
      return { writes: writes.sort((a, b) => a.seq - b.seq), newer };
    },
    put: (write) => set(WRITE + write.id, write, store),
    remove: (id) => del(WRITE + id, store),
    serverId: (localId) => get<string>(ID + localId, store),
    setServerId: (localId, serverId) => set(ID + localId, serverId, store),
  };
}

/**
 * Where IndexedDB is missing or refused (some private modes): the queue still orders and
 * sends changes, but keeps them only while the page is open.
 */
export function memoryOutboxStore(): OutboxStore {
  const writes = new Map<string, QueuedWrite>();
  const ids = new Map<string, string>();
  return {
    load: async () => ({ writes: [...writes.values()].sort((a, b) => a.seq - b.seq), newer: 0 }),
    put: async (write) => void writes.set(write.id, write),
    remove: async (id) => void writes.delete(id),
    serverId: async (localId) => ids.get(localId),
    setServerId: async (localId, serverId) => void ids.set(localId, serverId),
  };
}
