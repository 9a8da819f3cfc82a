import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminKeys, sessionKeys, walletKeys } from '../entities/query-keys';
import { openDeviceStore, type DeviceStore } from '../lib/device-store';
import { createDeviceCache, DEVICE_CACHE_VERSION } from './device-cache';

// What the device keeps of the signed-in person: restored at the next start, kept for that
// user only, never the admin area's answers, dropped on sign-out.

const sam = {
  id: 'user-sam',
  email: 'sam@example.com',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const kim = { ...sam, id: 'user-kim', email: 'kim@example.com' };

let count = 0;
const stores: DeviceStore[] = [];
function newStore(): DeviceStore {
  const store = openDeviceStore(`device-cache-test-${(count += 1)}`);
  if (!store) throw new Error('IndexedDB missing');
  stores.push(store);
  return store;
}

function appOn(store: DeviceStore) {
  const cache = createDeviceCache(store);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unfollow = cache.follow(client);
  return { cache, client, close: () => (unfollow(), client.clear()) };
}

/** Signs `user` in as the app does, then fetches a few answers as the screens would. */
async function useApp(app: ReturnType<typeof appOn>, user: typeof sam) {
  await app.client.fetchQuery({ queryKey: sessionKeys.all, queryFn: () => user });
  await app.client.fetchQuery({ queryKey: walletKeys.balance(user.id), queryFn: () => 120 });
  await app.client.fetchQuery({ queryKey: [...adminKeys.all, 'users'], queryFn: () => ['x'] });
}

const storedKeys = async (store: DeviceStore) => (await store.entries()).map(([key]) => key);

afterEach(async () => {
  await Promise.all(stores.map((store) => store.clear()));
});

describe('the device cache', () => {
  it("opens the next start with the signed-in person's answers, without asking the server", async () => {
    const store = newStore();
    const first = appOn(store);
    await useApp(first, sam);
    await vi.waitFor(async () => expect((await storedKeys(store)).length).toBe(3));
    first.close();

    const next = appOn(store);
    await next.cache.restore(next.client, null, true);
    expect(next.client.getQueryData(sessionKeys.all)).toEqual(sam);
    expect(next.client.getQueryData(walletKeys.balance(sam.id))).toBe(120);
    // Shown at once, and asked for again as soon as a screen uses them.
    expect(next.client.getQueryState(sessionKeys.all)?.isInvalidated).toBe(true);
    expect(next.client.getQueryState(walletKeys.balance(sam.id))?.isInvalidated).toBe(true);
  });

  it('online, leaves the session to the server and restores the rest', async () => {
    const store = newStore();
    const first = appOn(store);
    await useApp(first, sam);
    await vi.waitFor(async () => expect((await storedKeys(store)).length).toBe(3));
    first.close();

    const next = appOn(store);
    await next.cache.restore(next.client, null, false);
    expect(next.client.getQueryData(sessionKeys.all)).toBeUndefined();
    expect(next.client.getQueryData(walletKeys.balance(sam.id))).toBe(120);
  });

  it('keeps answers written without a request too (the start data in the page)', async () => {
    const store = newStore();
    const first = appOn(store);
    first.client.setQueryData(sessionKeys.all, sam);
    first.client.setQueryData(['onboarding', sam.id], { status: 'completed' });
    await vi.waitFor(async () => expect((await storedKeys(store)).length).toBe(3));
    first.close();

    const next = appOn(store);
    await next.cache.restore(next.client, sam.id, true);
    expect(next.client.getQueryData(['onboarding', sam.id])).toEqual({ status: 'completed' });
  });

  it("never keeps the admin area's answers", async () => {
    const store = newStore();
    const app = appOn(store);
    await useApp(app, sam);
    await vi.waitFor(async () => expect((await storedKeys(store)).length).toBe(3));
    expect((await storedKeys(store)).some((key) => key.includes('admin'))).toBe(false);
  });

  it('keeps nothing for a signed-out visitor', async () => {
    const store = newStore();
    const app = appOn(store);
    await app.client.fetchQuery({ queryKey: sessionKeys.all, queryFn: () => null });
    await app.client.fetchQuery({ queryKey: ['commerce', 'config'], queryFn: () => ({}) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedKeys(store)).toEqual([]);
  });

  it('forgets everything at sign-out, or when the server ends the session', async () => {
    const store = newStore();
    const app = appOn(store);
    await useApp(app, sam);
    await vi.waitFor(async () => expect((await storedKeys(store)).length).toBe(3));
    app.client.setQueryData(sessionKeys.all, null);
    await vi.waitFor(async () => expect(await storedKeys(store)).toEqual([]));
  });

  it("drops the last user's data when another person signs in on the device", async () => {
    const store = newStore();
    const first = appOn(store);
    await useApp(first, sam);
    await vi.waitFor(async () => expect((await storedKeys(store)).length).toBe(3));
    first.close();

    // The server says Kim is signed in (the page's start data): Sam's data is not restored.
    const next = appOn(store);
    await next.cache.restore(next.client, kim.id, true);
    expect(next.client.getQueryData(walletKeys.balance(sam.id))).toBeUndefined();
    expect(await storedKeys(store)).toEqual([]);

    // Kim signing in without start data (a fresh sign-in) also starts from nothing.
    const other = appOn(store);
    await useApp(other, sam);
    await vi.waitFor(async () => expect((await storedKeys(store)).length).toBe(3));
    other.client.setQueryData(sessionKeys.all, kim);
    await vi.waitFor(async () =>
      expect((await storedKeys(store)).sort()).toEqual(['owner', 'query-["session"]']),
    );
    expect(await store.getItem('owner')).toBe(kim.id);
    expect(await store.getItem('query-["session"]')).toContain(kim.email);
  });

  it('drops answers stored by another version of the app', async () => {
    const store = newStore();
    await store.setItem('owner', sam.id);
    const stale = {
      buster: `${DEVICE_CACHE_VERSION}-old`,
      queryHash: JSON.stringify(walletKeys.balance(sam.id)),
      queryKey: walletKeys.balance(sam.id),
      state: { data: 99, dataUpdatedAt: Date.now() },
    };
    await store.setItem(`query-${stale.queryHash}`, JSON.stringify(stale));
    const app = appOn(store);
    await app.cache.restore(app.client, null, true);
    expect(app.client.getQueryData(walletKeys.balance(sam.id))).toBeUndefined();
  });
});
