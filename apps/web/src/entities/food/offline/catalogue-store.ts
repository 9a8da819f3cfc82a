import { FoodCatalogueSchema, type FoodCatalogue } from '@ketoflow/contracts';
import { openDeviceStore } from '../../../lib/device-store';
import { fetchFoodCatalogue } from '../api';

/**
 * The curated food catalogue kept on the device for searching offline (decision 039). Public
 * data, the same for everyone: kept in its own store, apart from the signed-in person's
 * (decision 037), so a sign-out does not make the next person download it again. Read from
 * IndexedDB only when a search needs it, never at start.
 */
const store = openDeviceStore('ketoflow-catalogue');
const KEY = 'catalogue';

export type CatalogueState = { catalogue: FoodCatalogue | null; loaded: boolean };

let state: CatalogueState = { catalogue: null, loaded: false };
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CatalogueState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const catalogueState = (): CatalogueState => state;

/** Reads the kept catalogue once (a stored copy that no longer parses counts as none). */
export function loadCatalogue(): Promise<void> {
  reading ??= (async () => {
    let kept: FoodCatalogue | null = null;
    try {
      const raw = await store?.getItem(KEY);
      const parsed = raw ? FoodCatalogueSchema.safeParse(JSON.parse(raw)) : null;
      kept = parsed?.success ? parsed.data : null;
    } catch {
      kept = null;
    }
    // A download that finished meanwhile is newer than what was kept.
    publish({ catalogue: state.catalogue ?? kept, loaded: true });
  })();
  return reading;
}

let syncing: Promise<void> | null = null;

/**
 * Asks the server for the catalogue (an unchanged one is a 304 the browser answers from its
 * cache) and keeps it when its version is new. One request at a time, never cut short by a
 * screen that goes away: the answer is for the whole app. A failure is tried again at the next
 * call (the next time the app is online).
 */
export function syncCatalogue(): Promise<void> {
  syncing ??= (async () => {
    try {
      const fresh = await fetchFoodCatalogue();
      await loadCatalogue();
      if (state.catalogue?.version === fresh.version) return;
      publish({ catalogue: fresh, loaded: true });
      await store?.setItem(KEY, JSON.stringify(fresh));
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}
