import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  signUp,
  VALID_ANSWERS,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { ONBOARDING_BONUS_COINS: '25' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('onboarding', () => {
  it('starts incomplete with no response', async () => {
    const user = await signUp(ctx.app);
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/onboarding' });
    expect(res.json()).toEqual({ status: 'incomplete', response: null });
  });

  it('completing computes the plan and summary, and grants the bonus', async () => {
    const user = await signUp(ctx.app);
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
    const user = await signUp(ctx.app);
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
    expect(await ctx.app.services.wallet.ledgerSum(user.id)).toBe(25);
  });

  it('editing the answers recomputes the targets', async () => {
    const user = await signUp(ctx.app);
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
    const user = await signUp(ctx.app);
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
    const user = await signUp(ctx.app);
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

  it('requires a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/onboarding' });
    expect(res.statusCode).toBe(401);
  });
});
