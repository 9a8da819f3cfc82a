/**
 * The stored shape of a change made on the device and not yet sent (decision 040). Entries
 * outlive app versions: a phone can queue changes under one version and sync them under the
 * next. Every entry carries its shape's version; a new shape adds an upgrade step from the
 * previous one in `readQueuedWrite` (and a stored example of the old shape to its test), so a
 * queue written by an older app still syncs. An entry from a newer app than this one is kept
 * and left alone (it syncs once that version runs again).
 */
export const OUTBOX_SHAPE_VERSION = 1;

export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

/**
 * Why the server refused a change: shown with it, with a way to discard it. `current`: the
 * server's entry when the refusal is an edit conflict (both versions are shown).
 */
export type Refusal = { status: number; code: string; message: string; current?: unknown };

export type QueuedWrite = {
  v: typeof OUTBOX_SHAPE_VERSION;
  /** Also the Idempotency-Key: one per change, the same on every attempt. */
  id: string;
  /** The user who made it: only their session sends it, only their screens show it. */
  owner: string;
  /** The order the changes were made in, which is the order they are sent in. */
  seq: number;
  /** When the user made it (ISO): the time the entry is about, never the time of the sync. */
  madeAt: string;
  method: WriteMethod;
  /** The endpoint's path as the contracts write it: `/api/v1/body/weights/:id`. */
  path: string;
  /** Path parameters; a value may be the local id of an entry whose creation is queued. */
  params: Record<string, string>;
  body?: unknown;
  /** Which screen's entries it changes ("weight", "meal", "fast"…). */
  kind: string;
  /** A creation: the id the screens use for the new entry until the server names it. */
  localId?: string;
  /** An edit or a delete: the entry it changes (a server id, or a queued creation's local id). */
  target?: string;
  /**
   * An edit: the version of the entry it started from (its `updatedAt`), sent as If-Match so
   * the server refuses it if another device changed the entry meanwhile (EDIT_CONFLICT).
   */
  ifMatch?: string;
  /** What the screens show for it while it waits (the feature's own shape). */
  preview?: unknown;
  /** One line naming the change, for the list of refused changes ("Weight 81.4 kg on 3 Mar"). */
  label: string;
  state: 'waiting' | 'refused';
  /** Attempts that ended in a server failure (network failures are not counted). */
  failures: number;
  refusal?: Refusal;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const METHODS: readonly string[] = ['POST', 'PATCH', 'DELETE'];

function isCurrentShape(v: Record<string, unknown>): v is QueuedWrite {
  return (
    v.v === OUTBOX_SHAPE_VERSION &&
    typeof v.id === 'string' &&
    typeof v.owner === 'string' &&
    typeof v.seq === 'number' &&
    typeof v.madeAt === 'string' &&
    typeof v.method === 'string' &&
    METHODS.includes(v.method) &&
    typeof v.path === 'string' &&
    isObject(v.params) &&
    typeof v.kind === 'string' &&
    typeof v.label === 'string' &&
    (v.state === 'waiting' || v.state === 'refused') &&
    typeof v.failures === 'number'
  );
}

/**
 * A stored entry in the current shape, upgraded from an older one where needed; `newer` for
 * an entry another (later) version of the app wrote; null for something unreadable.
 */
export function readQueuedWrite(raw: unknown): QueuedWrite | 'newer' | null {
  if (!isObject(raw) || typeof raw.v !== 'number') return null;
  if (raw.v > OUTBOX_SHAPE_VERSION) return 'newer';
  // Upgrade steps go here, oldest first: `if (raw.v === 1) raw = fromV1(raw);` …
  return isCurrentShape(raw) ? raw : null;
}

export const LOCAL_ID_PREFIX = 'local-';
export const isLocalId = (id: string): boolean => id.startsWith(LOCAL_ID_PREFIX);
