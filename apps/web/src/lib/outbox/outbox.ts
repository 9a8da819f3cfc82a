import { ApiError, isApiError } from '../api-errors';
import { isTransient, refusalOf } from './outbox-errors';
import { isLocalId, OUTBOX_SHAPE_VERSION, type QueuedWrite } from './outbox-shape';
import type { OutboxStore } from './outbox-store';
import type { OutboxTransport, SubmitResult, WriteInput } from './outbox-types';

export type { EditVars, OutboxTransport, SubmitResult, WriteInput } from './outbox-types';

/** Server failures (5xx) after which a change is shown as refused rather than tried again. */
export const MAX_SERVER_FAILURES = 5;
const LOCK_NAME = 'ketoflow-outbox';

type Waiter = { resolve(result: SubmitResult): void; reject(error: unknown): void };
type Outcome = 'sent' | 'refused' | 'stop' | 'signed-out' | 'blocked';

/**
 * The device's queue of changes made by the signed-in person (decision 040): kept in IndexedDB
 * before anything is sent, sent in the order made, each with its own Idempotency-Key so the
 * server applies it once however often it is sent (a dropped answer, a second tab). One tab
 * sends at a time (a Web Lock); the others hear of every change over a BroadcastChannel.
 */
export function createOutbox(deps: {
  store: OutboxStore;
  send: OutboxTransport;
  online: () => boolean;
  locks?: Pick<LockManager, 'request'> | null;
  channel?: BroadcastChannel | null;
  /** After a flush that sent something: which kinds of entries changed on the server. */
  onSent?: (kinds: ReadonlySet<string>) => void;
  /** The server said the session has ended: nothing more is sent until its owner signs in. */
  onSignedOut?: () => void;
  /** How long to wait before trying again after the server could not take a change. */
  retryDelayMs?: (attempt: number) => number;
  newId?: () => string;
}) {
  const { store } = deps;
  let handlers = { onSent: deps.onSent, onSignedOut: deps.onSignedOut };
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const retryDelay = deps.retryDelayMs ?? ((n) => Math.min(30_000, 1_000 * 2 ** n));
  let owner: string | null = null;
  let all: QueuedWrite[] = [];
  let newer = 0;
  let snapshot: readonly QueuedWrite[] = [];
  const listeners = new Set<() => void>();
  const waiters = new Map<string, Waiter>();
  let running: Promise<void> | null = null;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retries = 0;

  const publish = () => {
    snapshot = all.filter((w) => w.owner === owner);
    for (const listener of listeners) listener();
  };
  const reload = async () => {
    ({ writes: all, newer } = await store.load());
    publish();
  };
  const changed = async () => {
    publish();
    deps.channel?.postMessage('changed');
  };
  deps.channel?.addEventListener('message', () => void reload());

  async function save(write: QueuedWrite) {
    all = [...all.filter((w) => w.id !== write.id), write].sort((a, b) => a.seq - b.seq);
    await store.put(write);
  }
  async function drop(ids: readonly string[]) {
    all = all.filter((w) => !ids.includes(w.id));
    for (const id of ids) await store.remove(id);
  }
  /** A change and every later change to the entry it creates. */
  const withDependents = (write: QueuedWrite) =>
    all.filter((w) => w.id === write.id || (write.localId && w.target === write.localId));

  async function resolveParams(write: QueuedWrite): Promise<Record<string, string> | null> {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(write.params)) {
      const id = isLocalId(value) ? await store.serverId(value) : value;
      if (id === undefined) return null;
      params[name] = id;
    }
    return params;
  }

  async function sendOne(write: QueuedWrite, sent: Set<string>): Promise<Outcome> {
    const params = await resolveParams(write);
    if (!params) return 'blocked';
    try {
      const data = await deps.send(write, params);
      const serverId = (data as { id?: unknown } | undefined)?.id;
      if (write.localId && typeof serverId === 'string')
        await store.setServerId(write.localId, serverId);
      await drop([write.id]);
      sent.add(write.kind);
      waiters.get(write.id)?.resolve({ status: 'sent', data });
      return 'sent';
    } catch (error) {
      // Deleting what is already gone (another device deleted it) is done.
      if (write.method === 'DELETE' && isApiError(error) && error.status === 404) {
        await drop([write.id]);
        sent.add(write.kind);
        waiters.get(write.id)?.resolve({ status: 'sent', data: undefined });
        return 'sent';
      }
      // The session ended: the changes wait for their owner to sign in again.
      if (isApiError(error) && error.status === 401) return 'signed-out';
      const server = isApiError(error) && error.status >= 500 && error.code !== 'NETWORK';
      if (isTransient(error) || (server && write.failures + 1 < MAX_SERVER_FAILURES)) {
        if (server) await save({ ...write, failures: write.failures + 1 });
        return 'stop';
      }
      const waiter = waiters.get(write.id);
      if (waiter) {
        // Whoever is waiting shows the reason in place (the form's message): nothing to keep.
        await drop(withDependents(write).map((w) => w.id));
        waiter.reject(error);
        return 'refused';
      }
      await save({ ...write, state: 'refused', refusal: refusalOf(error) });
      return 'refused';
    }
  }

  async function run(): Promise<void> {
    const sent = new Set<string>();
    let stopped = false;
    let signedOut = false;
    do {
      again = false;
      await reload();
      for (const write of all.filter((w) => w.owner === owner && w.state === 'waiting')) {
        if (!deps.online()) {
          stopped = true;
          break;
        }
        const outcome = await sendOne(write, sent);
        if (outcome === 'signed-out') {
          signedOut = true;
          break;
        }
        if (outcome === 'stop') {
          stopped = true;
          break;
        }
      }
    } while (again && !stopped && !signedOut);
    // Whoever still waits (offline, the server busy) has a queued change.
    for (const [id, waiter] of waiters) {
      const write = all.find((w) => w.id === id);
      if (write) waiter.resolve({ status: 'queued', write });
    }
    waiters.clear();
    await changed();
    if (sent.size > 0) handlers.onSent?.(sent);
    if (signedOut) handlers.onSignedOut?.();
    if (stopped && deps.online()) scheduleRetry();
    else retries = 0;
  }

  function scheduleRetry() {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void flush();
    }, retryDelay(retries++));
  }

  /** Sends what waits, in order; one flush at a time per tab, one tab at a time. */
  function flush(): Promise<void> {
    if (!owner) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    const locked = deps.locks ? deps.locks.request(LOCK_NAME, () => run()) : run();
    running = Promise.resolve(locked).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Who hears of sent changes and of an ended session (the app layer, once it exists). */
    handle(next: Pick<typeof handlers, 'onSent' | 'onSignedOut'>) {
      handlers = next;
    },
    /** The signed-in user: only their changes are shown and sent. */
    async setOwner(userId: string | null) {
      owner = userId;
      await reload();
    },
    /**
     * Keeps the change on the device, then sends it when online. Resolves `sent` with the
     * server's answer, or `queued` when it has to wait; rejects with the server's refusal when
     * it was sent at once (the caller shows the reason where the change was made).
     */
    async submit(input: WriteInput): Promise<SubmitResult> {
      if (!owner)
        throw new ApiError({
          status: 401,
          code: 'UNAUTHENTICATED',
          message: 'Please sign in to continue.',
        });
      // Deleting an entry whose creation has not been sent yet: neither needs sending.
      const creation =
        input.method === 'DELETE' && input.target && isLocalId(input.target)
          ? all.find((w) => w.localId === input.target && w.owner === owner)
          : undefined;
      if (creation && !running) {
        await drop(withDependents(creation).map((w) => w.id));
        await changed();
        return { status: 'sent', data: undefined };
      }
      const write: QueuedWrite = {
        v: OUTBOX_SHAPE_VERSION,
        id: newId(),
        owner,
        seq: Math.max(Date.now(), ...all.map((w) => w.seq + 1)),
        madeAt: new Date().toISOString(),
        params: {},
        ...input,
        state: 'waiting',
        failures: 0,
      };
      await save(write);
      await changed();
      if (!deps.online()) return { status: 'queued', write };
      const result = new Promise<SubmitResult>((resolve, reject) =>
        waiters.set(write.id, { resolve, reject }),
      );
      void flush();
      return result;
    },
    flush,
    /** Forgets a change (and every later change to the entry it creates). */
    async discard(id: string) {
      const write = all.find((w) => w.id === id);
      if (write) await drop(withDependents(write).map((w) => w.id));
      await changed();
    },
    /**
     * Sends a refused change again (after the person fixed what stood in its way). `overwrite`:
     * an edit refused as a conflict is sent without its starting version, so it replaces what
     * the other device saved ("keep mine").
     */
    async retry(id: string, options: { overwrite?: boolean } = {}) {
      const found = all.find((w) => w.id === id);
      if (found) {
        const { refusal: _refusal, ifMatch, ...write } = found;
        await save({
          ...write,
          ...(ifMatch && !options.overwrite && { ifMatch }),
          state: 'waiting',
          failures: 0,
        });
      }
      await changed();
      await flush();
    },
    /** Every change of `userId` is forgotten (they signed out on purpose). */
    async forget(userId: string) {
      await drop(all.filter((w) => w.owner === userId).map((w) => w.id));
      await changed();
    },
    /** Changes kept for other people who used this device, and by a newer app version. */
    others: () => ({
      owners: [...new Set(all.filter((w) => w.owner !== owner).map((w) => w.owner))],
      newer,
    }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => snapshot,
    reload,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
