import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_REMINDER_SETTINGS } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireDiary } from '../../composition/tracking.js';
import { as, findFood, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createBodyModule } from '../body/index.js';
import { createFastingModule } from '../fasting/index.js';
import { createProfileModule } from '../profile/index.js';
import { createPushModule } from '../push/index.js';
import { createRemindersModule } from '../reminders/index.js';
import { createWaterModule } from '../water/index.js';
import { createExportModule } from './index.js';

// The export, and the tracking areas whose data it exports (as composition/tracking.ts wires
// them), served so the test logs a meal, a weight, a drink and a fast as a person does.
async function build(platform: Platform) {
  const { db, config, log } = platform;
  const profile = createProfileModule({ db });
  const { foods, meals } = await wireDiary(platform, { profile });
  const body = createBodyModule({ db, profile: profile.reader });
  const water = createWaterModule({ db, profile: profile.reader });
  const fasting = createFastingModule({ db, profile: profile.reader });
  const push = createPushModule({
    db,
    logger: log,
    dataDir: config.dataDir,
    settings: config.push,
  });
  const reminders = createRemindersModule({
    db,
    events: platform.events,
    logger: log,
    secret: 'test-secret',
    appUrl: config.appUrl,
  });
  const exports = createExportModule({ db, appName: config.appName });
  return { profile, foods, meals, body, water, fasting, push, reminders, exports };
}

let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const today = () => new Date().toISOString().slice(0, 10);

async function trackingUser(): Promise<TestUser> {
  const user = await ctx.signUp();
  await completeProfile(ctx.modules.profile.store, user);
  const egg = await findFood(ctx.app, user, 'egg');
  const meal = await as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/meals',
    payload: {
      method: 'food',
      date: today(),
      mealType: 'breakfast',
      items: [{ foodId: egg.id, quantity: 100, unit: 'g' }],
      notes: '=HYPERLINK("http://evil.example")',
    },
  });
  expect(meal.statusCode).toBe(201);
  const weight = await as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/body/weights',
    payload: { weight: 81.5, units: 'metric', date: today() },
  });
  expect(weight.statusCode).toBe(201);
  const fast = await as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/fasts',
    payload: { protocol: '16:8', acknowledgeCaution: true },
  });
  expect(fast.statusCode).toBe(201);
  return user;
}

describe('tracking export', () => {
  it('downloads my diary as CSV with macros from the food database, formulas defused', async () => {
    const user = await trackingUser();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export/diary.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="ketoflow-diary-/);
    const [header, row, ...rest] = res.body.trimEnd().split('\r\n');
    expect(header).toContain('date,meal_type,entry,method,servings,food,quantity,unit,grams');
    expect(header).toContain('net_carbs_g');
    expect(rest).toHaveLength(0);
    expect(row).toContain(`${today()},breakfast,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    // The numbers are the entry's: compare with the diary API.
    const day = (
      await as(ctx.app, user, { method: 'GET', url: `/api/v1/meals?date=${today()}` })
    ).json<{ items: { items: { grams: number }[]; macros: { energyKcal: number } }[] }>();
    const entry = day.items[0];
    expect(row).toContain(`,${Math.round(entry?.macros.energyKcal ?? -1)},`);
  });

  // The account's full export carries the JSON document as `tracking` (account.test.ts).
  it('downloads weights and fasts as CSV, and everything as JSON', async () => {
    const user = await trackingUser();
    const weights = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/me/export/weights.csv',
    });
    // BMI comes from the onboarding height, rounded to one decimal.
    expect(weights.body).toMatch(
      new RegExp(
        `^date,weight,units,bmi,note,logged_at\r\n${today()},81.5,kg,\\d+\\.?\\d?,,\\S+\r\n$`,
      ),
    );
    const fasts = await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export/fasts.csv' });
    expect(fasts.body.split('\r\n')[1]).toMatch(/^16:8,16,[^,]+,,,running,$/);

    const json = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/me/export/tracking.json',
    });
    const data = json.json<Record<string, unknown[]>>();
    expect(data.diary).toHaveLength(1);
    expect(data.weights).toHaveLength(1);
    expect(data.fasts).toHaveLength(1);
    expect(data.measurements).toEqual([]);
    expect(data.readings).toEqual([]);
    expect(data.water).toEqual([]);
    expect(data.recipes).toEqual([]);
    expect(data.customFoods).toEqual([]);
    expect(data.pushDevices).toEqual([]);
  });

  it('downloads my water log as CSV and in the JSON document, oldest first', async () => {
    const user = await ctx.signUp();
    const drinks = [
      { date: '2026-03-02', amountMl: 500, loggedAt: '2026-03-02T09:15:00.000Z' },
      { date: '2026-03-01', amountMl: 250, loggedAt: '2026-03-01T18:30:00.000Z' },
    ];
    for (const payload of drinks) {
      const res = await as(ctx.app, user, { method: 'POST', url: '/api/v1/water', payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const csv = await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export/water.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="ketoflow-water-/);
    expect(csv.body).toBe(
      'date,amount_ml,logged_at\r\n' +
        '2026-03-01,250,2026-03-01T18:30:00.000Z\r\n' +
        '2026-03-02,500,2026-03-02T09:15:00.000Z\r\n',
    );
    const json = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/me/export/tracking.json',
    });
    expect(json.json().water).toEqual([drinks[1], drinks[0]]);
  });

  it('lists my push devices by name, without their push service address or keys', async () => {
    const user = await ctx.signUp();
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const subscription = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh: browser.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
      name: 'Kitchen tablet',
    };
    const device = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/push/devices',
      payload: subscription,
    });
    expect(device.statusCode, device.body).toBe(201);
    const json = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/me/export/tracking.json',
    });
    expect(json.json().pushDevices).toEqual([
      { name: 'Kitchen tablet', createdAt: device.json().createdAt, lastDeliveredAt: null },
    ]);
    for (const secret of [
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
    ]) {
      expect(json.body).not.toContain(secret);
    }
  });

  it('holds my reminder settings and the notices of my inbox', async () => {
    const user = await ctx.signUp();
    const settings = await as(ctx.app, user, {
      method: 'PUT',
      url: '/api/v1/reminders/settings',
      payload: {
        ...DEFAULT_REMINDER_SETTINGS,
        timeZone: 'Europe/Berlin',
        nothing_logged: { on: true, time: '19:45' },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const at = new Date('2026-06-01T10:00:00Z');
    await ctx.modules.reminders.service.plan({
      userId: user.id,
      kind: 'fast_goal',
      occurrence: 'fast_goal:export',
      dueAt: at,
      title: 'Fast goal reached',
      body: 'You reached your 16-hour goal.',
      url: '/fasting-tracker',
    });
    await ctx.modules.reminders.service.runDue(at);
    const data = (
      await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export/tracking.json' })
    ).json<{ reminderSettings: unknown; notifications: unknown[] }>();
    expect(data.reminderSettings).toMatchObject({
      timeZone: 'Europe/Berlin',
      nothing_logged: { on: true, time: '19:45' },
    });
    expect(data.notifications).toEqual([
      {
        kind: 'fast_goal',
        title: 'Fast goal reached',
        body: 'You reached your 16-hour goal.',
        createdAt: at.toISOString(),
        readAt: null,
      },
    ]);
  });

  it('shows another user nothing of mine, and refuses an unknown dataset', async () => {
    await trackingUser();
    const other = await ctx.signUp();
    const diary = await as(ctx.app, other, { method: 'GET', url: '/api/v1/me/export/diary.csv' });
    expect(diary.body.trimEnd().split('\r\n')).toHaveLength(1);
    const unknown = await as(ctx.app, other, {
      method: 'GET',
      url: '/api/v1/me/export/passwords.csv',
    });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/export/fasts.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
