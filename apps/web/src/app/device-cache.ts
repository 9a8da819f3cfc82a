import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@ketoflow/contracts';
import { adminKeys, sessionKeys } from '../entities/query-keys';
import { openDeviceStore, type DeviceStore } from '../lib/device-store';

/**
 * The version of the stored shapes: a stored query saved by another version is dropped (its
 * data may no longer match the screens), so bump it when a cached answer changes shape.
 */
export const DEVICE_CACHE_VERSION = '2';
/** A month: a phone left in a drawer still opens with the person's last data. */
export const DEVICE_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const QUERY_PREFIX = 'query';
/** Whose data the store holds: another user's sign-in starts from nothing. */
const OWNER_KEY = 'owner';

/** The admin area's answers are other people's data: never kept on a device. */
const keepable = (query: Query) => query.queryKey[0] !== adminKeys.all[0];

/**
 * What the app keeps on the device of the signed-in person's data (decision 037): every query
 * answer but the admin area's, written as it arrives, restored before the first render, so
 * a screen opens with the last-known data at once and offline. It belongs to one user: a
 * different user's session, a sign-out or a session the server ended clears it.
 */
/**
 * The store with every operation run one after another: the clearing at a sign-out or a new
 * owner is one task, so no answer can be written between its steps, or before it and survive.
 */
function serialized(store: DeviceStore) {
  let tail: Promise<unknown> = Promise.resolve();
  const run = <T>(task: (raw: DeviceStore) => Promise<T>): Promise<T> => {
    const next = tail.then(() => task(store));
    tail = next.catch(() => undefined);
    return next;
  };
  return {
    run,
    storage: {
      getItem: (key: string) => run((raw) => raw.getItem(key)),
      setItem: (key: string, value: string) => run((raw) => raw.setItem(key, value)),
      removeItem: (key: string) => run((raw) => raw.removeItem(key)),
      entries: () => run((raw) => raw.entries()),
    },
  };
}

/**
 * What the app keeps on the device of the signed-in person's data (decision 037): every query
 * answer but the admin area's, written as it arrives, restored before the first render, so
 * a screen opens with the last-known data at once and offline. It belongs to one user: a
 * different user's session, a sign-out or a session the server ended clears it.
 */
export function createDeviceCache(store: DeviceStore | null) {
  const queue = store ? serialized(store) : null;
  /** The signed-in user, as the session last said; nothing is kept for a signed-out visitor. */
  let signedIn: string | null = null;
  const persister = experimental_createQueryPersister<string>({
    storage: queue?.storage ?? null,
    prefix: QUERY_PREFIX,
    buster: DEVICE_CACHE_VERSION,
    maxAge: DEVICE_CACHE_MAX_AGE_MS,
  });

  const clear = async (): Promise<void> => {
    signedIn = null;
    await queue?.run((raw) => raw.clear());
  };

  /** The store becomes `userId`'s: anything it held for someone else (or no one) goes. */
  const ownedBy = (userId: string): Promise<void> | undefined =>
    queue?.run(async (raw) => {
      if ((await raw.getItem(OWNER_KEY)) === userId) return;
      await raw.clear();
      await raw.setItem(OWNER_KEY, userId);
    });

  return {
    /**
     * Puts what the device kept into `client`. `userId`: the user the server says is signed
     * in (from the page's start data), when it said so; another user's data is cleared first.
     * `offline`: the kept session is restored too, so the app opens signed in; online the
     * server says who is signed in first (a cookie may have been cleared since), and the
     * screens' kept answers then show at once.
     */
    async restore(client: QueryClient, userId: string | null, offline: boolean): Promise<void> {
      if (!queue) return;
      try {
        const owner = (await queue.storage.getItem(OWNER_KEY)) ?? null;
        if (owner === null) return;
        if (userId !== null && userId !== owner) {
          await clear();
          return;
        }
        signedIn = owner;
        await persister.restoreQueries(client);
        if (!offline) client.removeQueries({ queryKey: sessionKeys.all, exact: true });
        // Shown at once, but asked for again when a screen uses them: another device may have
        // changed them, and the session itself may have ended since.
        await client.invalidateQueries({ refetchType: 'none' });
      } catch {
        // A store that cannot be read is a store without data: the app asks the server.
        await clear().catch(() => undefined);
      }
    },

    /**
     * Follows the session: a user (sign-in, the start data) owns the store; no user (sign-out,
     * a session the server ended) clears it, so a shared phone never shows the last user's
     * data. Returns the unsubscribe function.
     */
    follow(client: QueryClient): () => void {
      return client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // The cache's events type their query loosely (any).
        const query = event.query as Query;
        if (query.queryKey[0] === sessionKeys.all[0]) {
          const user = query.state.data as AuthUser | null | undefined;
          if (!user) {
            void clear().catch(() => undefined);
            return;
          }
          if (signedIn !== user.id) {
            signedIn = user.id;
            void ownedBy(user.id)?.catch(() => undefined);
          }
        }
        // Every answer, fetched or written (the page's start data, an update after a change):
        // what the screens show is what the device keeps.
        if (signedIn !== null && keepable(query))
          void persister.persistQuery(query).catch(() => undefined);
      });
    },

    clear,
  };
}

export type DeviceCache = ReturnType<typeof createDeviceCache>;

/** The app's one device cache (the query client stores through it, main.tsx restores it). */
export const deviceCache = createDeviceCache(openDeviceStore('ketoflow-device'));
