import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * A key-value store on the device (IndexedDB through idb-keyval): what the app keeps of the
 * signed-in person's data so it opens with it, online or not. Null where IndexedDB does not
 * exist (the prerender, tests without it) or is refused (some private modes): the app then
 * simply keeps nothing.
 */
export type DeviceStore = {
  getItem(key: string): Promise<string | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  entries(): Promise<[string, string][]>;
  clear(): Promise<void>;
};

export function openDeviceStore(name: string): DeviceStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore;
  try {
    store = createStore(name, 'entries');
  } catch {
    return null;
  }
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
    // Only string keys are ever written here.
    entries: async () =>
      (await entries<IDBValidKey, string>(store)).flatMap(([key, value]) =>
        typeof key === 'string' ? [[key, value] as [string, string]] : [],
      ),
    clear: () => clear(store),
  };
}
