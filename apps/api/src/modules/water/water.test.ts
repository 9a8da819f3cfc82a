import { randomUUID } from 'node:crypto';
import {
  WATER_AMOUNT_MESSAGE,
  WATER_TARGET_MESSAGE,
  type WaterDay,
  type WaterEntry,
} from '@ketoflow/contracts';
import { addDays, toIsoDate } from '@ketoflow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, VALID_ANSWERS, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';
import { createRequestReplayModule } from '../request-replay/index.js';
import { createWaterModule } from './index.js';

/**
 * Water reads the sex from the profile for its guidance, as the app wires it; the request
 * replay comes first, as in the app, so a repeated write with its Idempotency-Key is made once.
 */
function build({ db, log }: Platform) {
  const replay = createRequestReplayModule({ db, logger: log });
  const profile = createProfileModule({ db });
  return { replay, profile, water: createWaterModule({ db, profile: profile.reader }) };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const URL = '/api/v1/water';
const today = () => toIsoDate(new Date());

async function onboarded(sex: 'female' | 'male' = 'female'): Promise<TestUser> {
  const user = await ctx.signUp();
  await completeProfile(ctx.modules.profile.store, user, { ...VALID_ANSWERS, sex });
  return user;
}

function drink(user: TestUser, payload: object, headers: Record<string, string> = {}) {
  return as(ctx.app, user, { method: 'POST', url: URL, payload, headers });
}

async function day(user: TestUser, date = today()): Promise<WaterDay> {
  const res = await as(ctx.app, user, { method: 'GET', url: `${URL}?date=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WaterDay>();
}

function setTarget(user: TestUser, targetMl: unknown) {
  return as(ctx.app, user, { method: 'PUT', url: `${URL}/target`, payload: { targetMl } });
}

function undo(user: TestUser, id: string, headers: Record<string, string> = {}) {
  return as(ctx.app, user, { method: 'DELETE', url: `${URL}/${id}`, headers });
}

function expectRefused(
  res: { statusCode: number; json: () => { error: { code: string; message: string } } },
  message: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_FAILED');
  expect(res.json().error.message).toBe(message);
}

describe('logging water', () => {
  it('adds a glass and a bottle to the day: 750 ml, the newest first, logged now', async () => {
    const user = await onboarded();
    const before = Date.now();
    const glass = await drink(user, { date: today(), amountMl: 250 });
    const bottle = await drink(user, { date: today(), amountMl: 500 });
    expect(glass.statusCode, glass.body).toBe(201);
    expect(bottle.statusCode, bottle.body).toBe(201);
    const logged = glass.json<WaterEntry>();
    expect(logged).toMatchObject({ date: today(), amountMl: 250 });
    expect(Date.parse(logged.loggedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(logged.loggedAt)).toBeLessThanOrEqual(Date.now() + 1000);

    const water = await day(user);
    expect(water.totalMl).toBe(750);
    expect(water.entries.map((e) => e.amountMl)).toEqual([500, 250]);
    expect(water.entries.map((e) => e.id)).toEqual([bottle.json<WaterEntry>().id, logged.id]);
  });

  it('keeps the time a drink was logged on the device, and counts it on its own day only', async () => {
    const user = await onboarded();
    const yesterday = addDays(today(), -1);
    const offline = `${yesterday}T07:30:00.000Z`;
    const res = await drink(user, { date: yesterday, amountMl: 330, loggedAt: offline });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<WaterEntry>().loggedAt).toBe(offline);
    await drink(user, { date: yesterday, amountMl: 200 });
    expect((await day(user, yesterday)).entries.map((e) => e.amountMl)).toEqual([200, 330]);
    expect(await day(user)).toMatchObject({ totalMl: 0, entries: [] });
  });

  it('refuses amounts outside 1 to 5,000 whole ml with the form’s message', async () => {
    const user = await onboarded();
    for (const amountMl of [0, 5001, 2.5, 'abc']) {
      expectRefused(await drink(user, { date: today(), amountMl }), WATER_AMOUNT_MESSAGE);
    }
    expect((await day(user)).totalMl).toBe(0);
  });

  it('refuses a day more than a day ahead, as the diary does; tomorrow is fine', async () => {
    const user = await onboarded();
    // Today in the world's earliest zone (UTC+14) is the latest "today" anywhere.
    const latestToday = toIsoDate(new Date(Date.now() + 14 * 60 * 60 * 1000));
    expectRefused(
      await drink(user, { date: addDays(latestToday, 2), amountMl: 250 }),
      "You can't log water more than a day ahead.",
    );
    expect((await drink(user, { date: addDays(today(), 1), amountMl: 250 })).statusCode).toBe(201);
  });

  it('logs once when the same Idempotency-Key is sent twice', async () => {
    const user = await onboarded();
    const key = randomUUID();
    const first = await drink(user, { date: today(), amountMl: 250 }, { 'idempotency-key': key });
    const again = await drink(user, { date: today(), amountMl: 250 }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await day(user)).toMatchObject({ totalMl: 250, entries: [{ amountMl: 250 }] });
  });
});

describe('undoing a drink', () => {
  it('removes it from the day’s total, once even when the undo is sent again', async () => {
    const user = await onboarded();
    const glass = (await drink(user, { date: today(), amountMl: 250 })).json<WaterEntry>();
    await drink(user, { date: today(), amountMl: 500 });
    const key = randomUUID();
    expect((await undo(user, glass.id, { 'idempotency-key': key })).statusCode).toBe(204);
    expect((await undo(user, glass.id, { 'idempotency-key': key })).statusCode).toBe(204);
    const water = await day(user);
    expect(water.totalMl).toBe(500);
    expect(water.entries.map((e) => e.id)).not.toContain(glass.id);
  });

  it('answers 404 for a missing, malformed or stranger’s entry, and leaves theirs alone', async () => {
    const owner = await onboarded();
    const stranger = await onboarded();
    const theirs = (await drink(owner, { date: today(), amountMl: 400 })).json<WaterEntry>();
    for (const id of [theirs.id, randomUUID(), 'not-a-uuid']) {
      const res = await undo(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Water entry not found.',
      });
    }
    expect(await day(stranger)).toMatchObject({ totalMl: 0, entries: [] });
    expect(await day(owner)).toMatchObject({ totalMl: 400, entries: [{ id: theirs.id }] });
  });
});

describe('the daily target', () => {
  it('follows the guidance for the profile’s sex: 2,200 ml for women, 3,000 ml for men', async () => {
    expect(await day(await onboarded('female'))).toMatchObject({
      targetMl: 2200,
      targetSource: 'guidance',
    });
    expect(await day(await onboarded('male'))).toMatchObject({
      targetMl: 3000,
      targetSource: 'guidance',
    });
    // Before the questionnaire: the lower of the two.
    expect(await day(await ctx.signUp())).toMatchObject({
      targetMl: 2200,
      targetSource: 'guidance',
    });
  });

  it('is my own once I set one, and the guidance again when I clear it', async () => {
    const user = await onboarded('male');
    const own = await setTarget(user, 2500);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ targetMl: 2500, targetSource: 'own' });
    expect(await day(user)).toMatchObject({ targetMl: 2500, targetSource: 'own' });
    expect((await setTarget(user, 2800)).json()).toEqual({ targetMl: 2800, targetSource: 'own' });

    const cleared = await setTarget(user, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ targetMl: 3000, targetSource: 'guidance' });
    expect(await day(user)).toMatchObject({ targetMl: 3000, targetSource: 'guidance' });
  });

  it('refuses a target outside 500 to 6,000 ml with the form’s message', async () => {
    const user = await onboarded();
    for (const targetMl of [100, 7000]) {
      expectRefused(await setTarget(user, targetMl), WATER_TARGET_MESSAGE);
    }
    expect(await day(user)).toMatchObject({ targetMl: 2200, targetSource: 'guidance' });
  });
});

describe('signed out', () => {
  it('answers 401 on every water route', async () => {
    const requests = [
      { method: 'GET', url: `${URL}?date=${today()}` },
      { method: 'POST', url: URL, payload: { date: today(), amountMl: 250 } },
      { method: 'DELETE', url: `${URL}/${randomUUID()}` },
      { method: 'PUT', url: `${URL}/target`, payload: { targetMl: 2000 } },
    ] as const;
    for (const request of requests) {
      expect((await ctx.app.inject(request)).statusCode, request.method).toBe(401);
    }
  });
});
