import 'fake-indexeddb/auto';
import { set, createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-errors';
import { createOutbox, MAX_SERVER_FAILURES, type OutboxTransport } from './outbox';
import type { QueuedWrite } from './outbox-shape';
import { openOutboxStore } from './outbox-store';

// Changes made on the device reach the server once each, in the order made, whatever the
// network does in between.

let count = 0;
const newStoreName = () => `outbox-test-${(count += 1)}`;

/**
 * The network and the API as the queue meets them: each request arrives with its
 * Idempotency-Key, and a key already answered gets the same answer (as the API does for these
 * routes, tested in the API's own suite). `drop` loses the answer of the next request after
 * the server applied it; `fail` answers 503 from the server; `offline` reaches nothing.
 */
function fakeServer() {
  const applied: {
    key: string;
    method: string;
    path: string;
    body: unknown;
    ifMatch?: string;
  }[] = [];
  const answers = new Map<string, unknown>();
  const net = { offline: false, drop: 0, fail: 0, refuse: null as null | ApiError };
  let ids = 0;
  const send: OutboxTransport = async (write, params) => {
    await new Promise((r) => setTimeout(r, 1));
    if (net.offline) throw new ApiError({ status: 0, code: 'NETWORK', message: 'offline' });
    if (net.fail > 0) {
      net.fail -= 1;
      throw new ApiError({ status: 500, code: 'INTERNAL', message: 'Something went wrong.' });
    }
    if (net.refuse) throw net.refuse;
    if (!answers.has(write.id)) {
      const path = Object.entries(params).reduce((p, [k, v]) => p.replace(`:${k}`, v), write.path);
      applied.push({
        key: write.id,
        method: write.method,
        path,
        body: write.body,
        ...(write.ifMatch && { ifMatch: write.ifMatch }),
      });
      answers.set(write.id, write.method === 'POST' ? { id: `srv-${(ids += 1)}` } : undefined);
    }
    if (net.drop > 0) {
      net.drop -= 1;
      throw new ApiError({ status: 0, code: 'NETWORK', message: 'connection lost' });
    }
    return answers.get(write.id);
  };
  return { applied, net, send };
}

function device(
  server: ReturnType<typeof fakeServer>,
  name: string,
  locks: Pick<LockManager, 'request'> | null = null,
) {
  const store = openOutboxStore(name);
  if (!store) throw new Error('IndexedDB missing');
  const outbox = createOutbox({
    store,
    send: server.send,
    online: () => !server.net.offline,
    locks,
    retryDelayMs: () => 60_000,
  });
  return outbox;
}

const weight = (kg: number) => ({
  method: 'POST' as const,
  path: '/api/v1/body/weights',
  body: { weight: kg, units: 'metric', date: '2026-11-28' },
  kind: 'weight',
  localId: `local-w${kg}`,
  label: `Weight ${kg} kg`,
});

describe('the device queue', () => {
  it('keeps changes made offline across a restart and sends each once, in order, when online', async () => {
    const server = fakeServer();
    const name = newStoreName();
    server.net.offline = true;
    const before = device(server, name);
    await before.setOwner('sam');
    expect((await before.submit(weight(81))).status).toBe('queued');
    expect((await before.submit(weight(80))).status).toBe('queued');

    // The app restarts: a new queue over the same device storage.
    const after = device(server, name);
    await after.setOwner('sam');
    expect(after.snapshot().map((w) => w.label)).toEqual(['Weight 81 kg', 'Weight 80 kg']);
    server.net.offline = false;
    await after.flush();
    expect(server.applied.map((a) => (a.body as { weight: number }).weight)).toEqual([81, 80]);
    expect(after.snapshot()).toEqual([]);
  });

  it('loses nothing and repeats nothing when the connection drops mid-sync', async () => {
    const server = fakeServer();
    const outbox = device(server, newStoreName());
    await outbox.setOwner('sam');
    server.net.offline = true;
    for (const kg of [90, 89, 88]) await outbox.submit(weight(kg));
    server.net.offline = false;
    server.net.drop = 1; // the server applies the first, its answer never arrives
    await outbox.flush();
    expect(outbox.snapshot()).toHaveLength(3);
    await outbox.flush();
    expect(outbox.snapshot()).toEqual([]);
    expect(server.applied).toHaveLength(3);
    expect(new Set(server.applied.map((a) => a.key)).size).toBe(3);
  });

  it('tries again after server failures, and shows the change as refused after five', async () => {
    const server = fakeServer();
    const outbox = device(server, newStoreName());
    await outbox.setOwner('sam');
    server.net.offline = true;
    await outbox.submit(weight(70));
    server.net.offline = false;
    server.net.fail = 2;
    await outbox.flush();
    await outbox.flush();
    await outbox.flush();
    expect(server.applied).toHaveLength(1);

    server.net.offline = true;
    await outbox.submit(weight(71));
    server.net.offline = false;
    server.net.fail = MAX_SERVER_FAILURES;
    for (let i = 0; i < MAX_SERVER_FAILURES; i += 1) await outbox.flush();
    const [refused] = outbox.snapshot();
    expect(refused?.state).toBe('refused');
    expect(refused?.refusal?.message).toBe('Something went wrong.');
    // Never retried forever: a refused change is not sent again until the person says so.
    await outbox.flush();
    expect(server.applied).toHaveLength(1);
    await outbox.retry(refused!.id);
    expect(server.applied).toHaveLength(2);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('sends each change once when two tabs flush the same queue at once', async () => {
    const server = fakeServer();
    const name = newStoreName();
    const tabA = device(server, name);
    const tabB = device(server, name);
    await tabA.setOwner('sam');
    await tabB.setOwner('sam');
    server.net.offline = true;
    for (const kg of [60, 61, 62, 63]) await tabA.submit(weight(kg));
    server.net.offline = false;
    await Promise.all([tabA.flush(), tabB.flush()]);
    await tabA.flush();
    expect(server.applied.map((a) => (a.body as { weight: number }).weight)).toEqual([
      60, 61, 62, 63,
    ]);
    await tabB.reload();
    expect(tabB.snapshot()).toEqual([]);
  });

  it('shows a refusal with its reason, and a discarded change is never sent', async () => {
    const server = fakeServer();
    const outbox = device(server, newStoreName());
    await outbox.setOwner('sam');
    server.net.offline = true;
    await outbox.submit(weight(500));
    server.net.offline = false;
    server.net.refuse = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Weight must be between 20 and 300 kg.',
    });
    await outbox.flush();
    const [refused] = outbox.snapshot();
    expect(refused?.refusal?.message).toBe('Weight must be between 20 and 300 kg.');
    await outbox.discard(refused!.id);
    server.net.refuse = null;
    await outbox.flush();
    expect(server.applied).toEqual([]);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('sends an edit of an entry made offline to the entry the server created', async () => {
    const server = fakeServer();
    const outbox = device(server, newStoreName());
    await outbox.setOwner('sam');
    server.net.offline = true;
    await outbox.submit(weight(75));
    await outbox.submit({
      method: 'PATCH',
      path: '/api/v1/body/weights/:id',
      params: { id: 'local-w75' },
      target: 'local-w75',
      body: { weight: 74.5 },
      kind: 'weight',
      label: 'Weight 74.5 kg',
    });
    server.net.offline = false;
    await outbox.flush();
    expect(server.applied.map((a) => `${a.method} ${a.path}`)).toEqual([
      'POST /api/v1/body/weights',
      'PATCH /api/v1/body/weights/srv-1',
    ]);
  });

  it('deleting an entry made offline sends neither the entry nor the delete', async () => {
    const server = fakeServer();
    const outbox = device(server, newStoreName());
    await outbox.setOwner('sam');
    server.net.offline = true;
    await outbox.submit(weight(66));
    await outbox.submit({
      method: 'DELETE',
      path: '/api/v1/body/weights/:id',
      params: { id: 'local-w66' },
      target: 'local-w66',
      kind: 'weight',
      label: 'Delete weight',
    });
    server.net.offline = false;
    await outbox.flush();
    expect(server.applied).toEqual([]);
    expect(outbox.snapshot()).toEqual([]);
  });

  it("never shows or sends another person's changes", async () => {
    const server = fakeServer();
    const name = newStoreName();
    const outbox = device(server, name);
    await outbox.setOwner('sam');
    server.net.offline = true;
    await outbox.submit(weight(82));
    await outbox.setOwner('kim');
    server.net.offline = false;
    await outbox.flush();
    expect(outbox.snapshot()).toEqual([]);
    expect(server.applied).toEqual([]);
    expect(outbox.others().owners).toEqual(['sam']);
  });
});

describe('an edit another device overtook', () => {
  it('is kept with both versions; "keep mine" sends it without its starting version', async () => {
    const server = fakeServer();
    const outbox = device(server, newStoreName());
    await outbox.setOwner('sam');
    server.net.offline = true;
    await outbox.submit({
      method: 'PATCH',
      path: '/api/v1/body/weights/:id',
      params: { id: 'w-1' },
      target: 'w-1',
      ifMatch: '2026-11-28T07:00:00.000Z',
      body: { weight: 80.5 },
      kind: 'weight',
      label: 'Change to a weigh-in',
    });
    server.net.offline = false;
    server.net.refuse = new ApiError({
      status: 409,
      code: 'EDIT_CONFLICT',
      message: 'This entry was changed on another device after you started editing it.',
      details: { current: { id: 'w-1', weight: 81 } },
    });
    await outbox.flush();
    const [conflict] = outbox.snapshot();
    expect(conflict?.refusal).toMatchObject({ code: 'EDIT_CONFLICT', current: { weight: 81 } });
    server.net.refuse = null;
    await outbox.retry(conflict!.id, { overwrite: true });
    expect(server.applied).toEqual([
      {
        key: conflict!.id,
        method: 'PATCH',
        path: '/api/v1/body/weights/w-1',
        body: { weight: 80.5 },
      },
    ]);
  });
});

describe('stored shapes', () => {
  it('syncs a queue written by the first shape (version 1) as stored on a device', async () => {
    const server = fakeServer();
    const name = newStoreName();
    // Exactly what version 1 of the app writes; a later shape must still read it.
    const v1: QueuedWrite = {
      v: 1,
      id: '6f1c1d1e-8d0a-4c1b-9a51-0f3a1c2b4d5e',
      owner: 'sam',
      seq: 1_764_300_000_000,
      madeAt: '2026-11-28T07:30:00.000Z',
      method: 'POST',
      path: '/api/v1/body/weights',
      params: {},
      body: { weight: 83.2, units: 'metric', date: '2026-11-28' },
      kind: 'weight',
      localId: 'local-8a2b',
      preview: { weight: 83.2, units: 'metric', date: '2026-11-28' },
      label: 'Weight 83.2 kg',
      state: 'waiting',
      failures: 0,
    };
    await set(`write:${v1.id}`, v1, createStore(name, 'writes'));
    const outbox = device(server, name);
    await outbox.setOwner('sam');
    await outbox.flush();
    expect(server.applied).toEqual([
      { key: v1.id, method: 'POST', path: '/api/v1/body/weights', body: v1.body },
    ]);
  });

  it('keeps, and leaves alone, a change a newer version of the app wrote', async () => {
    const server = fakeServer();
    const name = newStoreName();
    await set(
      'write:from-the-future',
      { v: 99, id: 'x', owner: 'sam' },
      createStore(name, 'writes'),
    );
    const outbox = device(server, name);
    await outbox.setOwner('sam');
    await outbox.flush();
    expect(server.applied).toEqual([]);
    expect(outbox.others().newer).toBe(1);
  });
});
