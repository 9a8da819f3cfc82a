import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushDevice, PushDevices } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.js';
import { modeOf } from '../../test/file-modes.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createPushModule, vapidKeysFile } from './index.js';

function build({ db, log, config }: Platform) {
  return {
    push: createPushModule({
      db,
      logger: log,
      dataDir: config.dataDir,
      settings: config.push,
    }),
  };
}

let fake: FakePushService;
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await createModuleTestContext(build, { env: { PUSH_EXTRA_ORIGINS: fake.origin } });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const URL_ = '/api/v1/push/devices';

/** A subscription as Chrome posts it, on Firebase Cloud Messaging. */
function chromeSubscription(name = 'Chrome on my laptop') {
  const { keys } = fake.subscribe();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}:APA91b-test`,
    keys,
    name,
  };
}

async function subscribe(user: TestUser, payload: object) {
  return as(ctx.app, user, { method: 'POST', url: URL_, payload });
}

async function devices(user: TestUser) {
  const res = await as(ctx.app, user, { method: 'GET', url: URL_ });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PushDevices>();
}

describe('a person’s push devices', () => {
  it('are listed with the server’s public key, and subscribing the same browser again keeps one device', async () => {
    const user = await ctx.signUp();
    const empty = await devices(user);
    expect(empty.devices).toEqual([]);
    expect(Buffer.from(empty.vapidPublicKey, 'base64url')).toHaveLength(65);

    const subscription = chromeSubscription();
    const first = await subscribe(user, subscription);
    expect(first.statusCode, first.body).toBe(201);
    const device = first.json<PushDevice>();
    expect(device).toMatchObject({ name: 'Chrome on my laptop', lastDeliveredAt: null });

    const fresh = fake.subscribe().keys;
    const again = await subscribe(user, { ...subscription, keys: fresh, name: 'Work laptop' });
    expect(again.json<PushDevice>().id).toBe(device.id);
    const listed = await devices(user);
    expect(listed.devices).toEqual([{ ...device, name: 'Work laptop' }]);
    // Neither the push service address nor the keys ever come back.
    expect(JSON.stringify(listed)).not.toContain('fcm.googleapis.com');
    expect(JSON.stringify(listed)).not.toContain(fresh.p256dh);
  });

  it('are renamed and removed by their owner only; another person gets 404', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const { id } = (await subscribe(owner, chromeSubscription('Phone'))).json<PushDevice>();
    const deviceUrl = `${URL_}/${id}`;
    for (const target of [deviceUrl, `${URL_}/not-a-uuid`]) {
      const renamed = await as(ctx.app, other, {
        method: 'PATCH',
        url: target,
        payload: { name: 'Mine now' },
      });
      expect(renamed.statusCode).toBe(404);
      expect((await as(ctx.app, other, { method: 'DELETE', url: target })).statusCode).toBe(404);
    }
    expect((await devices(other)).devices).toEqual([]);
    expect((await devices(owner)).devices.map((d) => d.name)).toEqual(['Phone']);

    const renamed = await as(ctx.app, owner, {
      method: 'PATCH',
      url: deviceUrl,
      payload: { name: '  Kitchen tablet ' },
    });
    expect(renamed.json<PushDevice>().name).toBe('Kitchen tablet');
    expect((await as(ctx.app, owner, { method: 'DELETE', url: deviceUrl })).statusCode).toBe(204);
    expect((await devices(owner)).devices).toEqual([]);
    expect((await as(ctx.app, owner, { method: 'DELETE', url: deviceUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: URL_ })).statusCode).toBe(401);
  });

  it('move to whoever subscribed last on that browser, as a new device of theirs', async () => {
    const first = await ctx.signUp();
    const second = await ctx.signUp();
    const subscription = chromeSubscription('Shared family laptop');
    const before = (await subscribe(first, subscription)).json<PushDevice>();
    const after = (
      await subscribe(second, { ...subscription, name: 'My laptop' })
    ).json<PushDevice>();
    expect(after.id).not.toBe(before.id);
    expect((await devices(first)).devices).toEqual([]);
    expect((await devices(second)).devices.map((d) => d.name)).toEqual(['My laptop']);
  });

  it('are at most 20: a 21st browser replaces the one longest without a reminder', async () => {
    const user = await ctx.signUp();
    for (let i = 1; i <= 21; i++) {
      const res = await subscribe(user, chromeSubscription(`Browser ${i}`));
      expect(res.statusCode).toBe(201);
    }
    const names = (await devices(user)).devices.map((d) => d.name);
    expect(names).toHaveLength(20);
    expect(names).not.toContain('Browser 1');
    expect(names).toContain('Browser 21');
  });

  it('refuse a key that is not a point on the curve', async () => {
    const user = await ctx.signUp();
    const res = await subscribe(user, {
      ...chromeSubscription(),
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The subscription key is not valid.');
  });
});

describe('the push services a device may use', () => {
  const refused = [
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['loopback', 'https://127.0.0.1/push/x'],
    ['localhost', 'https://localhost/push/x'],
    ['IPv6 loopback', 'https://[::1]/push/x'],
    ['a private address', 'https://10.0.0.8/push/x'],
    ['a home network', 'https://192.168.1.20/push/x'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['a public IP literal', 'https://142.250.185.74/fcm/send/x'],
    ['another host', 'https://push.example.com/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.example.com/fcm/send/x'],
    ['two labels under a wildcard', 'https://a.b.notify.windows.com/w/?token=x'],
    ['user info', 'https://user:secret@fcm.googleapis.com/fcm/send/x'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['the test service’s host on another port', 'http://127.0.0.1:9/push/x'],
  ] as const;

  it.each(refused)('refuse %s', async (_name, endpoint) => {
    const user = await ctx.signUp();
    const res = await subscribe(user, { ...chromeSubscription(), endpoint });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This push service address is not accepted.');
    expect((await devices(user)).devices).toEqual([]);
  });

  const accepted = [
    ['Chrome', 'https://fcm.googleapis.com/fcm/send/abc:APA91b'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA'],
    ['Edge on Windows', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA'],
    ['Safari', 'https://web.push.apple.com/QGuQyavXutnMH'],
  ] as const;

  it.each(accepted)('accept %s’s push service', async (_name, endpoint) => {
    const user = await ctx.signUp();
    const res = await subscribe(user, { ...chromeSubscription(), endpoint });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accept an origin the PUSH_EXTRA_ORIGINS setting names', async () => {
    const user = await ctx.signUp();
    const { endpoint, keys } = fake.subscribe();
    const res = await subscribe(user, { endpoint, keys, name: 'Test push service' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the server’s VAPID key pair', () => {
  it('is generated once into DATA_DIR, private, and the same at the next start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ketoflow-vapid-'));
    const start = () =>
      createPushModule({
        db: ctx.database.db,
        logger: ctx.platform.log,
        dataDir,
        settings: { vapidKeys: null, vapidSubject: 'mailto:ops@example.com', extraOrigins: [] },
      });
    const user = await ctx.signUp();
    const first = (await start().devices.list(user.id)).vapidPublicKey;
    expect(modeOf(vapidKeysFile(dataDir))).toBe(0o600);
    expect((await start().devices.list(user.id)).vapidPublicKey).toBe(first);
    expect(readdirSync(dataDir)).toEqual(['vapid-keys.json']);
  });

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set, and nothing is written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ketoflow-vapid-'));
    const keys = (await import('web-push')).default.generateVAPIDKeys();
    const push = createPushModule({
      db: ctx.database.db,
      logger: ctx.platform.log,
      dataDir,
      settings: { vapidKeys: keys, vapidSubject: 'mailto:ops@example.com', extraOrigins: [] },
    });
    const user = await ctx.signUp();
    expect((await push.devices.list(user.id)).vapidPublicKey).toBe(keys.publicKey);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
