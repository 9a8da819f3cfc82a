import type { PushDevice, PushDevices, PushMessage } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  startFakePushService,
  type FakePushAnswer,
  type FakePushService,
  type FakeSubscription,
} from '../../test/fake-push-service.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createRemindersModule } from '../reminders/index.js';
import { createPushModule } from './index.js';

/** The reminders module sending through the push module, as the app wires them. */
function wire({ db, events, log, config }: Platform, extraOrigins = config.push.extraOrigins) {
  const push = createPushModule({
    db,
    logger: log,
    dataDir: config.dataDir,
    settings: { ...config.push, extraOrigins },
    // Short, for the device that never answers; long enough for a busy machine's answers.
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

let fake: FakePushService;
let ctx: ModuleTestContext<ReturnType<typeof wire>>;
beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await createModuleTestContext((platform) => wire(platform), {
    env: { PUSH_EXTRA_ORIGINS: fake.origin },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const reminders = () => ctx.modules.reminders.service;
const NOON = new Date('2026-01-15T13:00:00Z');
const later = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);

/** A browser of `user`'s subscribes at the fake push service. */
async function device(user: TestUser, name = 'Phone'): Promise<FakeSubscription> {
  const subscription = fake.subscribe();
  const { endpoint, keys } = subscription;
  const res = await as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/push/devices',
    payload: { endpoint, keys, name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return subscription;
}

async function devices(user: TestUser): Promise<PushDevices> {
  return (await as(ctx.app, user, { method: 'GET', url: '/api/v1/push/devices' })).json();
}

const WORDS = {
  title: 'Your fast reached its goal',
  body: '16 hours done. Break it gently.',
  url: '/fasting-tracker',
};

async function remind(user: TestUser, occurrence: string, kind = 'fast_goal') {
  await reminders().plan({ userId: user.id, kind, occurrence, dueAt: NOON, ...WORDS });
}

/** The messages a device's push service took (201) and the device could decrypt, in order. */
function messages(subscription: FakeSubscription): PushMessage[] {
  return fake
    .receivedBy(subscription)
    .filter((push) => push.answer === 201 && push.message !== null)
    .map((push) => JSON.parse(push.message!) as PushMessage);
}

describe('a reminder by Web Push', () => {
  it('reaches each of the person’s devices once, in words only they can read, signed by the server', async () => {
    const maria = await ctx.signUp();
    const other = await ctx.signUp();
    const [phone, laptop] = [await device(maria, 'Phone'), await device(maria, 'Laptop')];
    const theirs = await device(other);
    await remind(maria, 'fast_goal:words');
    await reminders().runDue(NOON);
    await reminders().runDue(later(5));

    const expected = { ...WORDS, tag: 'fast_goal:words', kind: 'fast_goal' };
    expect(messages(phone)).toEqual([expected]);
    expect(messages(laptop)).toEqual([expected]);
    expect(fake.receivedBy(theirs)).toEqual([]);

    const { vapidPublicKey, devices: listed } = await devices(maria);
    for (const push of [...fake.receivedBy(phone), ...fake.receivedBy(laptop)]) {
      expect(push.problem).toBeNull();
      expect(push.vapid).toMatchObject({
        aud: fake.origin,
        publicKey: vapidPublicKey,
        sub: ctx.config.push.vapidSubject,
      });
      expect(push.headers).toMatchObject({ ttl: String(8 * 3600), urgency: 'high' });
      expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
    // The same occurrence has one topic everywhere, so a repeat replaces a message held.
    expect(fake.receivedBy(laptop)[0]?.headers.topic).toBe(
      fake.receivedBy(phone)[0]?.headers.topic,
    );
    expect(listed.every((d) => d.lastDeliveredAt === NOON.toISOString())).toBe(true);
  });

  it('keeps each kind for as long as it matters, at its urgency', async () => {
    const user = await ctx.signUp();
    const phone = await device(user);
    await remind(user, 'low_balance:1', 'low_balance');
    await reminders().runDue(NOON);
    const [push] = fake.receivedBy(phone);
    expect(push?.headers).toMatchObject({ ttl: String(7 * 24 * 3600), urgency: 'low' });
    expect(messages(phone).map((m) => m.kind)).toEqual(['low_balance']);
  });
});

describe('what a push service answers', () => {
  it.each([[429], [500], ['hang']] as const)(
    '%s: the job is tried again later, only for the device that did not get it',
    async (answer) => {
      const user = await ctx.signUp();
      const [steady, flaky] = [await device(user, 'Steady'), await device(user, 'Flaky')];
      fake.answer(flaky, [answer]);
      await remind(user, `fast_goal:retry-${answer}`);
      await reminders().runDue(NOON);
      expect(messages(steady)).toHaveLength(1);
      expect(fake.receivedBy(flaky)).toHaveLength(1);

      await reminders().runDue(later(1));
      await reminders().runDue(later(10));
      expect(messages(steady)).toHaveLength(1);
      expect(fake.receivedBy(flaky).map((push) => push.answer)).toEqual([answer, 201]);
      expect(messages(flaky)).toHaveLength(1);
      expect((await devices(user)).devices).toHaveLength(2);
    },
  );

  it.each([[410], [404]] as const)(
    '%s: the subscription is gone, and so is the device',
    async (answer) => {
      const user = await ctx.signUp();
      const [kept, gone] = [await device(user, 'Kept'), await device(user, 'Gone')];
      fake.answer(gone, [answer]);
      await remind(user, `fast_goal:gone-${answer}`);
      await reminders().runDue(NOON);
      await reminders().runDue(later(5));
      expect((await devices(user)).devices.map((d: PushDevice) => d.name)).toEqual(['Kept']);
      expect(fake.receivedBy(gone)).toHaveLength(1);
      expect(messages(kept)).toHaveLength(1);
    },
  );

  it.each([[301], [400], [403], [413]] as const)(
    '%s: that device gets no push for this reminder, and no redirect is followed',
    async (answer: FakePushAnswer) => {
      const user = await ctx.signUp();
      const phone = await device(user);
      fake.answer(phone, [answer]);
      await remind(user, `fast_goal:refused-${answer}`);
      await reminders().runDue(NOON);
      await reminders().runDue(later(5));
      expect(fake.receivedBy(phone).map((push) => push.answer)).toEqual([answer]);
      expect(fake.received.filter((push) => push.path.startsWith('/moved'))).toEqual([]);
      expect((await devices(user)).devices).toHaveLength(1);
    },
  );
});

describe('the allow-list at sending time', () => {
  it('stops sending to a push service once the setting no longer names it', async () => {
    const user = await ctx.signUp();
    const phone = await device(user);
    const strict = wire(ctx.platform, []);
    await remind(user, 'fast_goal:setting-changed');
    await strict.reminders.service.runDue(NOON);
    await strict.reminders.service.runDue(later(5));
    expect(fake.receivedBy(phone)).toEqual([]);
    // The device stays: the setting may come back.
    expect((await devices(user)).devices).toHaveLength(1);
  });
});

describe('the fake push service (what the checks above rely on)', () => {
  it('refuses a token made for another origin, and a body encrypted for another device', async () => {
    const phone = fake.subscribe();
    const stranger = fake.subscribe();
    const vapidDetails = { subject: 'mailto:ops@example.com', ...webpush.generateVAPIDKeys() };
    const post = async (target: FakeSubscription, audienceOf: string, keysOf: FakeSubscription) => {
      const details = webpush.generateRequestDetails(
        { endpoint: audienceOf, keys: keysOf.keys },
        'hello',
        { vapidDetails, contentEncoding: 'aes128gcm' },
      );
      const { 'Content-Length': _length, ...headers } = details.headers;
      return fetch(target.endpoint, { method: 'POST', headers, body: details.body });
    };
    expect((await post(phone, phone.endpoint, phone)).status).toBe(201);
    expect((await post(phone, 'https://elsewhere.example/push/x', phone)).status).toBe(403);
    expect((await post(phone, phone.endpoint, stranger)).status).toBe(400);
    expect(fake.receivedBy(phone).map((push) => push.problem)).toEqual([
      null,
      'the token is for https://elsewhere.example',
      expect.stringMatching(/unable to authenticate|auth/i),
    ]);
  });
});
