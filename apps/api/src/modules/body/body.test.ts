import { latestLogDate } from '@ketoflow/contracts';
import { addDays, inchesToCm, toIsoDate } from '@ketoflow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, VALID_ANSWERS, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';
import { createBodyModule } from './index.js';

/** Body reads the height, units and goal from the profile, as the app wires it. */
function build({ db }: Platform) {
  const profile = createProfileModule({ db });
  return { profile, body: createBodyModule({ db, profile: profile.reader }) };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const W = '/api/v1/body/weights';
const M = '/api/v1/body/measurements';
const R = '/api/v1/body/readings';
const today = () => toIsoDate(new Date());

/** 5 ft 9 in, stored in cm like every onboarding height. */
const IMPERIAL_ANSWERS = {
  ...VALID_ANSWERS,
  units: 'imperial',
  heightCm: inchesToCm(69),
  currentWeightKg: 95,
  goalWeightKg: 80,
} as const;

async function onboarded(answers: object = VALID_ANSWERS): Promise<TestUser> {
  const user = await ctx.signUp();
  await completeProfile(ctx.modules.profile.store, user, answers);
  return user;
}

function post(user: TestUser, url: string, payload: object) {
  return as(ctx.app, user, { method: 'POST', url, payload });
}

function expectValidation(
  res: { statusCode: number; json: () => { error: { code: string; message: string } } },
  message: string | RegExp,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_FAILED');
  expect(res.json().error.message).toMatch(message);
}

describe('weights', () => {
  it('logs a metric weight with the BMI from the onboarding height (kg / m²)', async () => {
    const user = await onboarded();
    const res = await post(user, W, { weight: 68, units: 'metric', date: today() });
    expect(res.statusCode).toBe(201);
    // BMI = kg / m²: 68 kg at 165 cm → 24.977 → 25.0 at 1 decimal.
    expect(res.json()).toMatchObject({
      weight: 68,
      units: 'metric',
      weightKg: 68,
      date: today(),
      bmi: 25,
      note: null,
    });
  });

  it('logs an imperial weight with lb / in² × 703, the cm height converted to inches', async () => {
    const user = await onboarded(IMPERIAL_ANSWERS);
    const res = await post(user, W, {
      weight: 200,
      units: 'imperial',
      date: today(),
      note: ' AM ',
    });
    expect(res.statusCode).toBe(201);
    const expected = Math.round((200 / (69 * 69)) * 703 * 10) / 10;
    expect(expected).toBe(29.5);
    expect(res.json()).toMatchObject({ weight: 200, units: 'imperial', bmi: 29.5, note: 'AM' });
    expect(res.json().weightKg).toBeCloseTo(90.72, 2);
  });

  it('has no BMI without an onboarding height', async () => {
    const user = await ctx.signUp();
    const res = await post(user, W, { weight: 80, units: 'metric', date: today() });
    expect(res.statusCode).toBe(201);
    expect(res.json().bmi).toBeNull();
  });

  it('lists by date descending and reads, changes and deletes one log', async () => {
    const user = await onboarded();
    for (const [weight, date] of [
      [80, '2026-01-02'],
      [81, '2026-01-05'],
      [82, '2026-01-01'],
    ] as const) {
      expect((await post(user, W, { weight, units: 'metric', date })).statusCode).toBe(201);
    }
    const list = await as(ctx.app, user, { method: 'GET', url: W });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; date: string; weight: number }[];
    expect(items.map((i) => i.date)).toEqual(['2026-01-05', '2026-01-02', '2026-01-01']);
    const limited = await as(ctx.app, user, { method: 'GET', url: `${W}?limit=1` });
    expect(limited.json().items).toHaveLength(1);

    const id = items[0]?.id ?? '';
    expect((await as(ctx.app, user, { method: 'GET', url: `${W}/${id}` })).json().weight).toBe(81);

    // Switch the log to lb: the weight is checked against the merged units and BMI follows.
    const patched = await as(ctx.app, user, {
      method: 'PATCH',
      url: `${W}/${id}`,
      payload: { weight: 150, units: 'imperial' },
    });
    expect(patched.statusCode).toBe(200);
    const expectedBmi = Math.round((150 / (165 / 2.54) ** 2) * 703 * 10) / 10;
    expect(patched.json()).toMatchObject({ weight: 150, units: 'imperial', bmi: expectedBmi });

    const del = await as(ctx.app, user, { method: 'DELETE', url: `${W}/${id}` });
    expect(del.statusCode).toBe(204);
    expect((await as(ctx.app, user, { method: 'GET', url: `${W}/${id}` })).statusCode).toBe(404);
    expect((await as(ctx.app, user, { method: 'DELETE', url: `${W}/${id}` })).statusCode).toBe(404);
  });

  it('refuses implausible weights, future dates and bad input with clear messages', async () => {
    const user = await onboarded();
    expectValidation(
      await post(user, W, { weight: -5, units: 'metric', date: today() }),
      'Weight must be between 20 and 400 kg.',
    );
    expectValidation(
      await post(user, W, { weight: 401, units: 'metric', date: today() }),
      'Weight must be between 20 and 400 kg.',
    );
    expectValidation(
      await post(user, W, { weight: 40, units: 'imperial', date: today() }),
      'Weight must be between 44 and 880 lb.',
    );
    expectValidation(
      await post(user, W, { weight: 70, units: 'metric', date: addDays(today(), 2) }),
      'The date can’t be in the future.',
    );
    expectValidation(
      await post(user, W, { weight: 70, units: 'metric', date: '2026-02-30' }),
      'Enter a valid date.',
    );
    expectValidation(
      await post(user, W, { weight: '70', units: 'metric', date: today() }),
      'Enter your weight as a number.',
    );
    expectValidation(await post(user, W, { weight: 70, units: 'stone', date: today() }), /./);
    expectValidation(
      await post(user, W, { weight: 70, units: 'metric', date: today(), note: 'x'.repeat(201) }),
      'Keep the note under 200 characters.',
    );
    // Tomorrow (UTC) is still "today" somewhere east of UTC.
    expect(
      (await post(user, W, { weight: 70, units: 'metric', date: latestLogDate() })).statusCode,
    ).toBe(201);
  });

  it('checks a PATCH against the stored log and refuses an empty one', async () => {
    const user = await onboarded();
    const id = (await post(user, W, { weight: 100, units: 'imperial', date: today() })).json()
      .id as string;
    expectValidation(
      await as(ctx.app, user, { method: 'PATCH', url: `${W}/${id}`, payload: { weight: 30 } }),
      'Weight must be between 44 and 880 lb.',
    );
    expectValidation(
      await as(ctx.app, user, { method: 'PATCH', url: `${W}/${id}`, payload: {} }),
      'Nothing to change.',
    );
    expectValidation(
      await as(ctx.app, user, {
        method: 'PATCH',
        url: `${W}/${id}`,
        payload: { date: addDays(today(), 5) },
      }),
      'The date can’t be in the future.',
    );
  });

  it('answers 404 for unknown or malformed ids and 401 without a session', async () => {
    const user = await onboarded();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await as(ctx.app, user, { method: 'GET', url: `${W}/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      const patch = await as(ctx.app, user, {
        method: 'PATCH',
        url: `${W}/${id}`,
        payload: { weight: 70 },
      });
      expect(patch.statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: W })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `${W}/summary` })).statusCode).toBe(401);
  });
});

describe('weight summary', () => {
  it('is empty but useful before the first weigh-in', async () => {
    const user = await onboarded(IMPERIAL_ANSWERS);
    const res = await as(ctx.app, user, { method: 'GET', url: `${W}/summary` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      units: 'imperial',
      count: 0,
      latest: null,
      latestWeight: null,
      bmi: null,
      bmiCategory: null,
      trend: [],
      trendWeight: null,
      weeklyRate: null,
      goal: { direction: 'lose', percent: 0, reached: false },
    });
    expect(body.heightCm).toBeCloseTo(175.3, 1);
    // 95 kg → 209.44 lb, 80 kg → 176.37 lb.
    expect(body.goal.start).toBeCloseTo(209.44, 2);
    expect(body.goal.goal).toBeCloseTo(176.37, 2);
    expect(body.trendNote).toMatch(/Hacker’s Diet/);
  });

  it('without onboarding: metric, no BMI, no goal', async () => {
    const user = await ctx.signUp();
    await post(user, W, { weight: 80, units: 'metric', date: today() });
    const body = (await as(ctx.app, user, { method: 'GET', url: `${W}/summary` })).json();
    expect(body).toMatchObject({ units: 'metric', heightCm: null, bmi: null, goal: null });
    expect(body.latestWeight).toBe(80);
  });

  it('converts every log to the preferred units and computes trend, rate, BMI and progress', async () => {
    const user = await onboarded(IMPERIAL_ANSWERS);
    // Four weekly weigh-ins, the first one in kg: the summary speaks lb throughout.
    const start = addDays(today(), -21);
    await post(user, W, { weight: 95, units: 'metric', date: start });
    for (const [i, lb] of [
      [1, 206],
      [2, 204],
      [3, 202],
    ] as const) {
      await post(user, W, { weight: lb, units: 'imperial', date: addDays(start, i * 7) });
    }
    const body = (await as(ctx.app, user, { method: 'GET', url: `${W}/summary` })).json();
    expect(body.units).toBe('imperial');
    expect(body.count).toBe(4);
    expect(body.latest).toMatchObject({ weight: 202, units: 'imperial', date: today() });
    expect(body.latestWeight).toBe(202);
    expect(body.trend).toHaveLength(4);
    expect(body.trend[0]).toMatchObject({ date: start, weight: 209.44, trend: 209.44 });
    // BMI of the latest weigh-in: 202 lb at 69 in.
    expect(body.bmi).toBe(Math.round((202 / 69 ** 2) * 703 * 10) / 10);
    expect(body.bmiCategory).toBe('overweight'); // 29.8
    // Losing: a negative weekly rate in lb over the 3 weeks, and some progress to the goal.
    expect(body.weeklyRate).toMatchObject({ fromDate: start, toDate: today(), spanDays: 21 });
    expect(body.weeklyRate.perWeek).toBeLessThan(0);
    expect(body.goal.current).toBe(body.trendWeight);
    expect(body.goal.percent).toBeGreaterThan(0);
    expect(body.goal.percent).toBeLessThan(100);
  });
});

describe('measurements', () => {
  it('stores inches as cm, lists newest first, patches (null clears) and deletes', async () => {
    const user = await onboarded();
    const created = await post(user, M, { date: '2026-03-01', unit: 'in', waist: 34, hips: 40 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      date: '2026-03-01',
      waistCm: 86.36,
      hipsCm: 101.6,
      chestCm: null,
      armCm: null,
      thighCm: null,
    });
    await post(user, M, { date: '2026-03-08', unit: 'cm', waist: 85.5 });
    const list = (await as(ctx.app, user, { method: 'GET', url: M })).json();
    expect(list.items.map((m: { date: string }) => m.date)).toEqual(['2026-03-08', '2026-03-01']);

    const id = created.json().id as string;
    const patched = await as(ctx.app, user, {
      method: 'PATCH',
      url: `${M}/${id}`,
      payload: { unit: 'cm', hips: null, thigh: 60 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ waistCm: 86.36, hipsCm: null, thighCm: 60 });

    expectValidation(
      await as(ctx.app, user, {
        method: 'PATCH',
        url: `${M}/${id}`,
        payload: { waist: null, thigh: null },
      }),
      'Enter at least one measurement.',
    );
    expect((await as(ctx.app, user, { method: 'DELETE', url: `${M}/${id}` })).statusCode).toBe(204);
    expect((await as(ctx.app, user, { method: 'GET', url: `${M}/${id}` })).statusCode).toBe(404);
  });

  it('refuses empty sets, implausible values, a missing unit and future dates', async () => {
    const user = await onboarded();
    expectValidation(
      await post(user, M, { date: today(), unit: 'cm' }),
      'Enter at least one measurement.',
    );
    expectValidation(
      await post(user, M, { date: today(), unit: 'cm', waist: 5 }),
      'Waist must be between 10 and 300 cm.',
    );
    expectValidation(
      await post(user, M, { date: today(), unit: 'in', arm: 200 }),
      'Arm must be between 4 and 118 in.',
    );
    expectValidation(
      await post(user, M, { date: today(), unit: 'cm', thigh: -1 }),
      'Thigh must be between 10 and 300 cm.',
    );
    expectValidation(
      await post(user, M, { date: addDays(today(), 3), unit: 'cm', chest: 100 }),
      'The date can’t be in the future.',
    );
    const id = (await post(user, M, { date: today(), unit: 'cm', chest: 100 })).json().id as string;
    expectValidation(
      await as(ctx.app, user, { method: 'PATCH', url: `${M}/${id}`, payload: { chest: 98 } }),
      'Choose cm or in.',
    );
  });
});

describe('ketone and glucose readings', () => {
  const now = () => new Date().toISOString();

  it('computes GKI from mg/dL glucose and BHB with the zone label', async () => {
    const user = await onboarded();
    const res = await post(user, R, {
      measuredAt: now(),
      ketonesMmolL: 1.5,
      glucose: 90,
      glucoseUnit: 'mg/dL',
    });
    expect(res.statusCode).toBe(201);
    // 90 / 18.016 = 4.9956 mmol/L; / 1.5 = 3.33.
    expect(res.json()).toMatchObject({
      ketonesMmolL: 1.5,
      glucose: 90,
      glucoseUnit: 'mg/dL',
      glucoseMmolL: 5,
      gki: 3.33,
      gkiZone: 'moderate',
      gkiZoneLabel: 'Moderate ketosis (3–6)',
    });
  });

  it('computes GKI from mmol/L glucose, and none with one value or zero ketones', async () => {
    const user = await onboarded();
    const mmol = await post(user, R, {
      measuredAt: now(),
      ketonesMmolL: 2.5,
      glucose: 4.2,
      glucoseUnit: 'mmol/L',
    });
    expect(mmol.json()).toMatchObject({ gki: 1.68, gkiZone: 'high', glucoseMmolL: 4.2 });
    const glucoseOnly = await post(user, R, {
      measuredAt: now(),
      glucose: 100,
      glucoseUnit: 'mg/dL',
    });
    expect(glucoseOnly.json()).toMatchObject({ ketonesMmolL: null, gki: null, gkiZone: null });
    const ketonesOnly = await post(user, R, { measuredAt: now(), ketonesMmolL: 0.8 });
    expect(ketonesOnly.json()).toMatchObject({ glucose: null, glucoseUnit: null, gki: null });
    const zero = await post(user, R, {
      measuredAt: now(),
      ketonesMmolL: 0,
      glucose: 5,
      glucoseUnit: 'mmol/L',
    });
    expect(zero.json()).toMatchObject({ gki: null, gkiZoneLabel: null });

    const list = (await as(ctx.app, user, { method: 'GET', url: R })).json();
    expect(list.items).toHaveLength(4);
    expect(list.gkiNote).toMatch(/app conventions, not medical thresholds/);
  });

  it('recomputes GKI on PATCH, clears values with null and deletes', async () => {
    const user = await onboarded();
    const id = (
      await post(user, R, {
        measuredAt: now(),
        ketonesMmolL: 1,
        glucose: 90.08,
        glucoseUnit: 'mg/dL',
      })
    ).json().id as string;
    const patched = await as(ctx.app, user, {
      method: 'PATCH',
      url: `${R}/${id}`,
      payload: { ketonesMmolL: 5 },
    });
    expect(patched.json()).toMatchObject({ gki: 1, gkiZone: 'high' });
    const cleared = await as(ctx.app, user, {
      method: 'PATCH',
      url: `${R}/${id}`,
      payload: { glucose: null },
    });
    expect(cleared.json()).toMatchObject({ glucose: null, glucoseUnit: null, gki: null });
    expectValidation(
      await as(ctx.app, user, {
        method: 'PATCH',
        url: `${R}/${id}`,
        payload: { ketonesMmolL: null },
      }),
      'Enter a ketone reading, a glucose reading or both.',
    );
    expect((await as(ctx.app, user, { method: 'DELETE', url: `${R}/${id}` })).statusCode).toBe(204);
  });

  it('refuses out-of-range values, a glucose without unit, an empty reading and future times', async () => {
    const user = await onboarded();
    expectValidation(
      await post(user, R, { measuredAt: now(), ketonesMmolL: 12 }),
      'Blood ketones (BHB) must be between 0 and 10 mmol/L.',
    );
    expectValidation(
      await post(user, R, { measuredAt: now(), ketonesMmolL: -0.1 }),
      'Blood ketones (BHB) must be between 0 and 10 mmol/L.',
    );
    expectValidation(
      await post(user, R, { measuredAt: now(), glucose: 900, glucoseUnit: 'mg/dL' }),
      'Glucose must be between 20 and 600 mg/dL.',
    );
    expectValidation(
      await post(user, R, { measuredAt: now(), glucose: 90, glucoseUnit: 'mmol/L' }),
      'Glucose must be between 1.1 and 33.3 mmol/L.',
    );
    expectValidation(
      await post(user, R, { measuredAt: now(), glucose: 90 }),
      'Choose the glucose unit (mg/dL or mmol/L).',
    );
    expectValidation(
      await post(user, R, { measuredAt: now() }),
      'Enter a ketone reading, a glucose reading or both.',
    );
    expectValidation(
      await post(user, R, {
        measuredAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        ketonesMmolL: 1,
      }),
      'The reading time can’t be in the future.',
    );
    expectValidation(
      await post(user, R, { measuredAt: '2026-13-01T00:00:00Z', ketonesMmolL: 1 }),
      'Enter a valid date and time.',
    );
  });
});
