import { OnboardingAnswersSchema } from '@ketoflow/contracts';
import { buildPersonalPlan } from '@ketoflow/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wirePeople } from '../../composition/identity.js';
import { onboardingResponses } from '../../db/schema/index.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { as, VALID_ANSWERS } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';

// Onboarding with its ports as composition/identity.ts wires them: the profile it fills in, the
// wallet that pays the bonus (its balance served too), referrals and the configured AI engine.
function build(platform: Platform) {
  const { wallet, onboarding } = wirePeople(platform);
  return { wallet, onboarding };
}
type Context = ModuleTestContext<ReturnType<typeof build>>;

let ctx: Context;
beforeAll(async () => {
  ctx = await createModuleTestContext(build, { env: { ONBOARDING_BONUS_COINS: '25' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('onboarding', () => {
  it('starts incomplete with no response', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/onboarding' });
    expect(res.json()).toEqual({ status: 'incomplete', response: null });
  });

  it('completing computes the plan and summary, and grants the bonus', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: VALID_ANSWERS,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bonusGranted).toBe(25);
    expect(body.balance).toBe(25);
    const plan = body.response.plan;
    // 82 kg, 165 cm woman, lightly active: Mifflin-St Jeor 10W + 6.25H − 5A − 161, TDEE ×1.375.
    const age = new Date().getUTCFullYear() - VALID_ANSWERS.birthYear;
    const bmr = 10 * 82 + 6.25 * 165 - 5 * age - 161;
    expect(plan.bmr).toBe(Math.round(bmr));
    expect(Math.abs(plan.tdee - bmr * 1.375)).toBeLessThanOrEqual(1);
    expect(plan.targets.netCarbsG).toBeGreaterThanOrEqual(20);
    expect(plan.targets.netCarbsG).toBeLessThanOrEqual(30);
    expect(plan.targets.calories).toBeLessThan(plan.tdee);
    expect(plan.bmi).toBeCloseTo(30.1, 1);
    expect(plan.goalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.response.aiSummary.trim().length).toBeGreaterThan(100);
    expect(body.response.aiSummary).toContain('Maria');
    const status = await as(ctx.app, user, { method: 'GET', url: '/api/v1/onboarding' });
    expect(status.json().status).toBe('complete');
  });

  it('grants the bonus exactly once, even when completion is sent twice concurrently', async () => {
    const user = await ctx.signUp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(ctx.app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + (r.json().bonusGranted as number), 0)).toBe(25);
    const again = await as(ctx.app, user, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: { ...VALID_ANSWERS, name: 'Maria B.' },
    });
    expect(again.json().bonusGranted).toBe(0);
    expect((await as(ctx.app, user, { method: 'GET', url: '/api/v1/wallet' })).json()).toEqual({
      balance: 25,
    });
    expect(await ctx.modules.wallet.service.ledgerSum(user.id)).toBe(25);
  });

  it('editing the answers recomputes the targets', async () => {
    const user = await ctx.signUp();
    const first = (
      await as(ctx.app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS })
    ).json();
    const second = (
      await as(ctx.app, user, {
        method: 'PUT',
        url: '/api/v1/onboarding',
        payload: { ...VALID_ANSWERS, activityLevel: 'active' },
      })
    ).json();
    expect(second.response.plan.tdee).toBeGreaterThan(first.response.plan.tdee);
    expect(second.response.id).toBe(first.response.id);
  });

  it('cautions users who report a safety condition', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: { ...VALID_ANSWERS, safetyFlags: ['type1_diabetes'] },
    });
    expect(res.json().response.plan.cautions.join(' ')).toMatch(/type 1 diabetes/i);
  });

  it.each([
    ['a goal above the current weight when losing', { goalWeightKg: 90 }, 'goalWeightKg'],
    ['a height out of range', { heightCm: 400 }, 'heightCm'],
    ['a minor', { birthYear: new Date().getUTCFullYear() - 15 }, 'birthYear'],
    ['an unknown activity level', { activityLevel: 'couch' }, 'activityLevel'],
    ['an empty name', { name: '   ' }, 'name'],
  ])('rejects %s with a field error', async (_label, patch, field) => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: { ...VALID_ANSWERS, ...patch },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((d: { path: string }) => d.path).join(' ')).toContain(field);
    expect(
      (await as(ctx.app, user, { method: 'GET', url: '/api/v1/onboarding' })).json().status,
    ).toBe('incomplete');
  });

  it('counts a summary of only blanks as not completed', async () => {
    const user = await ctx.signUp();
    await as(ctx.app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
    // A record whose summary is whitespace (as an older or interrupted save could leave it).
    await ctx.database.db
      .update(onboardingResponses)
      .set({ aiSummary: ' \n\t ' })
      .where(eq(onboardingResponses.userId, user.id));
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/onboarding' });
    expect(res.json().status).toBe('incomplete');
    expect(res.json().response.aiSummary).toBe(' \n\t ');
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/onboarding' });
    expect(res.statusCode).toBe(401);
  });
});

describe('onboarding summary written by a model', () => {
  let llm: Context;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    llm = await createModuleTestContext(build, {
      env: {
        ONBOARDING_BONUS_COINS: '0',
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'test-writer',
      },
    });
  });
  afterAll(async () => {
    await llm.close();
    await fake.close();
  });

  const plan = () => buildPersonalPlan(OnboardingAnswersSchema.parse(VALID_ANSWERS), new Date());
  const stored = async (userId: string) =>
    (
      await llm.database.db
        .select()
        .from(onboardingResponses)
        .where(eq(onboardingResponses.userId, userId))
    )[0];
  const complete = async (answers: object = VALID_ANSWERS) => {
    const user = await llm.signUp();
    const res = await as(llm.app, user, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: answers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const response = res.json().response as {
      aiSummary: string;
      summaryProvenance: { engine: string; model: string | null };
    };
    return { user, summary: response.aiSummary, provenance: response.summaryProvenance };
  };

  it('keeps the model’s wording when every number is the domain’s, and records who wrote it', async () => {
    const { targets, bmi } = plan();
    const text = `Maria, welcome to your keto plan. Your daily target is ${targets.calories.toLocaleString('en-US')} kcal, with about ${targets.netCarbsG} g of net carbs and ${targets.proteinG} g of protein. Your BMI is ${bmi.toFixed(1)}; treat it as one signal among many.`;
    const before = fake.requests.length;
    fake.reply({ kind: 'completion', content: JSON.stringify({ summary: text }) });
    const { user, summary, provenance } = await complete();
    expect(summary).toBe(text);
    expect(provenance).toEqual({ engine: 'openai-compatible', model: 'test-writer' });
    const row = await stored(user.id);
    expect(row?.summaryEngine).toBe('openai-compatible');
    expect(row?.summaryModel).toBe('test-writer');
    // The model was given the computed numbers to word, not asked to compute them.
    const sent = fake.requests[before]?.body as { messages: { content: string }[] };
    expect(sent.messages[0]?.content).toContain(
      'Use ONLY numbers that appear in the reference text',
    );
    expect(sent.messages[1]?.content).toContain(`"calories":${targets.calories}`);
  });

  it('falls back to the builtin summary when the model changes or invents a number', async () => {
    const { targets } = plan();
    const text = `Maria, welcome! Eat ${targets.calories + 150} kcal a day with ${targets.netCarbsG} g net carbs and ${targets.proteinG} g protein, and you will lose 12 kg by summer.`;
    fake.reply({ kind: 'completion', content: JSON.stringify({ summary: text }) });
    const { user, summary, provenance } = await complete();
    expect(summary).not.toBe(text);
    expect(provenance).toEqual({ engine: 'builtin', model: null });
    expect(summary).toContain(`Hi Maria, thank you for telling`);
    const row = await stored(user.id);
    expect(row?.summaryEngine).toBe('builtin');
    expect(row?.summaryModel).toBeNull();
  });

  it('never fails onboarding because of the model: an error gives the builtin summary', async () => {
    fake.reply({ kind: 'json', status: 500, body: { error: { message: 'down' } } });
    const { user, summary } = await complete();
    expect(summary).toContain('Hi Maria, thank you for telling');
    expect((await stored(user.id))?.summaryEngine).toBe('builtin');
  });

  it('keeps the safety cautions first and verbatim, whoever words the rest', async () => {
    const answers = { ...VALID_ANSWERS, safetyFlags: ['diabetes_medication'] };
    const { targets } = buildPersonalPlan(OnboardingAnswersSchema.parse(answers), new Date());
    const text = `Maria, here is your plan: ${targets.calories} kcal a day, ${targets.netCarbsG} g net carbs and ${targets.proteinG} g protein. Go gently and check in with your doctor.`;
    fake.reply({ kind: 'completion', content: JSON.stringify({ summary: text }) });
    const { summary } = await complete(answers);
    expect(summary.startsWith('Maria, before the numbers, please read this carefully:')).toBe(true);
    expect(summary).toContain('You told us you take medication for diabetes.');
    expect(summary.endsWith(text)).toBe(true);
  });
});
