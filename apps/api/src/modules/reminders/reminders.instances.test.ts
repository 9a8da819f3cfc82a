import type { PushMessage } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../../test/fake-push-service.js';
import { as, openTestDatabase, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { ON_POSTGRES_PASS } from '../../test/test-env.js';
import { createPushModule } from '../push/index.js';
import { createRemindersModule } from './index.js';

/**
 * Two app instances on one database deliver reminders, as two API processes of a deployment
 * do (decision 050). On PostgreSQL (the CI pass) the second instance opens its own pool and
 * LISTEN connection, as a second process does, so the claims really meet in the database; on
 * the embedded PGlite, which one process opens, both share it, which still proves that nothing
 * an instance keeps in memory decides who sends.
 */
function wire({ db, events, log, config }: Platform) {
  const push = createPushModule({
    db,
    logger: log,
    dataDir: config.dataDir,
    settings: config.push,
    timeoutMs: 2_000,
  });
  const reminders = createRemindersModule({
    db,
    events,
    logger: log,
    push: push.channel,
    secret: 'test-secret',
    appUrl: 'https://ketoflow.test',
  });
  return { push, reminders };
}

type Instance = ModuleTestContext<ReturnType<typeof wire>>;
let fake: FakePushService;
let a: Instance;
let b: Instance;
let secondDatabase: Database;
beforeAll(async () => {
  fake = await startFakePushService();
  const env = { PUSH_EXTRA_ORIGINS: fake.origin };
  a = await createModuleTestContext(wire, { env });
  secondDatabase = ON_POSTGRES_PASS ? await openTestDatabase() : a.database;
  b = await createModuleTestContext(wire, { env, database: secondDatabase });
});
afterAll(async () => {
  await b?.close();
  if (secondDatabase && secondDatabase !== a?.database) await secondDatabase.close();
  await a?.close();
  await fake?.close();
});

// 14:00 in Berlin: outside the default quiet hours.
const NOON = new Date('2026-01-15T13:00:00Z');
const WORDS = { title: 'Your fast reached its goal', body: '16 hours done.', url: '/fasting' };

/** Both instances run the queue at the same moment, each twice over. */
async function runBoth(now: Date) {
  const runs = [a, b, a, b].map((instance) => instance.modules.reminders.service.runDue(now));
  return (await Promise.all(runs)).reduce((sum, n) => sum + n, 0);
}

/** A person in Berlin with `devices` browsers subscribed at the fake push service. */
async function person(devices: number): Promise<{ user: TestUser; subs: FakeSubscription[] }> {
  const user = await a.signUp();
  const zone = await as(a.app, user, {
    method: 'PUT',
    url: '/api/v1/reminders/time-zone',
    payload: { timeZone: 'Europe/Berlin' },
  });
  expect(zone.statusCode, zone.body).toBe(200);
  const subs: FakeSubscription[] = [];
  for (let i = 0; i < devices; i++) {
    const sub = fake.subscribe();
    const res = await as(a.app, user, {
      method: 'POST',
      url: '/api/v1/push/devices',
      payload: { endpoint: sub.endpoint, keys: sub.keys, name: `Device ${i + 1}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    subs.push(sub);
  }
  return { user, subs };
}

/** How many times each occurrence reached a device (accepted and decrypted), by its tag. */
function tagsAt(sub: FakeSubscription): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const push of fake.receivedBy(sub)) {
    if (push.answer !== 201 || push.message === null) continue;
    const { tag } = JSON.parse(push.message) as PushMessage;
    counts[tag] = (counts[tag] ?? 0) + 1;
  }
  return counts;
}

/** The titles of the notices in the person's inbox. */
async function inbox(user: TestUser): Promise<string[]> {
  const res = await as(a.app, user, { method: 'GET', url: '/api/v1/notifications' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { title: string }[] }>().items.map((item) => item.title);
}

describe('two instances running the queue at once', () => {
  it('deliver one due reminder once: one notice, one message per device', async () => {
    const { user, subs } = await person(2);
    await a.modules.reminders.service.plan({
      userId: user.id,
      kind: 'fast_goal',
      occurrence: 'fast_goal:one',
      dueAt: NOON,
      ...WORDS,
    });
    await runBoth(NOON);
    await runBoth(new Date(NOON.getTime() + 5 * 60_000));
    expect(await inbox(user)).toEqual([WORDS.title]);
    for (const sub of subs) expect(tagsAt(sub)).toEqual({ 'fast_goal:one': 1 });
  });

  it('deliver many due reminders (more than one claim holds) each once', async () => {
    const people = [];
    for (let i = 0; i < 30; i++) people.push(await person(i % 10 === 0 ? 2 : 1));
    const occurrences = Array.from({ length: 8 }, (_, i) => `fast_goal:many-${i}`);
    for (const { user } of people) {
      for (const [i, occurrence] of occurrences.entries()) {
        await b.modules.reminders.service.plan({
          userId: user.id,
          kind: 'fast_goal',
          occurrence,
          dueAt: NOON,
          ...WORDS,
          title: `Reminder ${i}`,
        });
      }
    }
    // 240 jobs: more than one claim's 200, so the instances' runs claim again and meet.
    const delivered = await runBoth(NOON);
    expect(delivered).toBeGreaterThanOrEqual(people.length * occurrences.length);
    await runBoth(new Date(NOON.getTime() + 5 * 60_000));
    const once = Object.fromEntries(occurrences.map((occurrence) => [occurrence, 1]));
    for (const { user, subs } of people) {
      expect((await inbox(user)).sort()).toEqual(occurrences.map((_, i) => `Reminder ${i}`));
      for (const sub of subs) expect(tagsAt(sub)).toEqual(once);
    }
  });
});
