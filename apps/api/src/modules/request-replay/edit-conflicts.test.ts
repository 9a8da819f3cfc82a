import { randomUUID } from 'node:crypto';
import { toIsoDate } from '@ketoflow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  findFood,
  onboard,
  signUp,
  type TestContext,
  type TestUser,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const today = () => toIsoDate(new Date());

async function onboarded(): Promise<TestUser> {
  const user = await signUp(ctx.app);
  await onboard(ctx.app, user);
  return user;
}

function patch(user: TestUser, url: string, payload: object, headers: Record<string, string>) {
  return as(ctx.app, user, { method: 'PATCH', url, payload, headers });
}

// Two devices, one offline: an edit names the version it started from, and a stale one is
// refused with the server's entry, so the person can choose between both.
describe('an edit made from an older version of the entry', () => {
  it('is refused with the current entry when another device changed it meanwhile', async () => {
    const user = await onboarded();
    const created = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/body/weights',
      payload: { weight: 82, units: 'metric', date: today() },
    });
    const log = created.json<{ id: string; updatedAt: string }>();
    const url = `/api/v1/body/weights/${log.id}`;

    // The other device edits first (from the same version): accepted.
    const first = await patch(user, url, { weight: 81 }, { 'if-match': `"${log.updatedAt}"` });
    expect(first.statusCode).toBe(200);

    // This device's edit started from the old version: refused, with both sides to show.
    const stale = await patch(user, url, { weight: 80.5 }, { 'if-match': `"${log.updatedAt}"` });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('EDIT_CONFLICT');
    expect(stale.json().error.details.current).toMatchObject({ id: log.id, weight: 81 });

    // Choosing "keep mine" sends it without the old version: the last edit wins.
    const mine = await patch(user, url, { weight: 80.5 }, {});
    expect(mine.statusCode).toBe(200);
    expect(mine.json().weight).toBe(80.5);
  });

  it('is applied when nothing changed since, and a repeat of it is not a conflict with itself', async () => {
    const user = await onboarded();
    const egg = await findFood(ctx.app, user, 'egg');
    const created = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/meals',
      payload: {
        method: 'food',
        date: today(),
        mealType: 'breakfast',
        items: [{ foodId: egg.id, quantity: 100, unit: 'g' }],
      },
    });
    const meal = created.json<{ id: string; updatedAt: string }>();
    const url = `/api/v1/meals/${meal.id}`;
    const headers = { 'if-match': `"${meal.updatedAt}"`, 'idempotency-key': randomUUID() };
    const applied = await patch(user, url, { mealType: 'lunch' }, headers);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().mealType).toBe('lunch');
    // The answer was lost and the device sends it again: the same answer, no conflict.
    const again = await patch(user, url, { mealType: 'lunch' }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it("never reveals someone else's entry: their id answers 404 as without If-Match", async () => {
    const [owner, other] = [await onboarded(), await onboarded()];
    const created = await as(ctx.app, owner, {
      method: 'POST',
      url: '/api/v1/body/weights',
      payload: { weight: 70, units: 'metric', date: today() },
    });
    const url = `/api/v1/body/weights/${created.json<{ id: string }>().id}`;
    const res = await patch(
      other,
      url,
      { weight: 71 },
      { 'if-match': '"2020-01-01T00:00:00.000Z"' },
    );
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('"weight"');
  });
});
