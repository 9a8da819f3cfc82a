import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  signUp,
  VALID_ANSWERS,
  type TestContext,
  uniqueEmail,
  type TestUser,
} from './harness.js';
import { foods, notifications } from '../db/schema/index.js';

/**
 * The per-user isolation suite. Every user-owned resource registers here:
 * `create` makes one as user A and returns the URLs that address it; user B
 * must get 404 on each (never 403, which would confirm it exists), and B's own
 * "mine" endpoints must not show A's data.
 */
type OwnedResource = {
  name: string;
  create(
    app: FastifyInstance,
    owner: TestUser,
  ): Promise<{
    urls: {
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      url: string;
      payload?: InjectOptions['payload'];
    }[];
  }>;
};

/** A recipe of `owner`'s, made from a custom food of theirs (no dependence on the catalogue). */
async function createRecipeOf(app: FastifyInstance, owner: TestUser): Promise<{ id: string }> {
  const foodId = randomUUID();
  await ctx.database.db.insert(foods).values({
    id: foodId,
    ownerId: owner.id,
    source: 'custom',
    sourceLabel: 'Your food',
    name: 'Isolation cheese',
    category: 'cheese',
    searchText: 'isolation cheese',
    energyKcal: 400,
    proteinG: 25,
    fatG: 33,
    carbohydrateG: 1.3,
  });
  const res = await as(app, owner, {
    method: 'POST',
    url: '/api/v1/recipes',
    payload: {
      title: 'Private cheese crisps',
      servings: 2,
      ingredients: [{ foodId, quantity: 100, unit: 'g' }],
    },
  });
  return res.json<{ id: string }>();
}

export const OWNED_RESOURCES: OwnedResource[] = [
  {
    name: 'coin ledger entry',
    async create(app, owner) {
      await app.services.wallet.credit({
        userId: owner.id,
        amount: 7,
        reason: 'admin_adjustment',
        idempotencyKey: randomUUID(),
      });
      const page = (await as(app, owner, { method: 'GET', url: '/api/v1/wallet/ledger' })).json<{
        items: { id: string }[];
      }>();
      const id = page.items[0]?.id ?? 'missing';
      return { urls: [{ method: 'GET', url: `/api/v1/wallet/ledger/${id}` }] };
    },
  },
  {
    name: 'custom food',
    async create(app, owner) {
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/foods/custom',
        payload: {
          name: 'Private keto bread',
          per100g: { proteinG: 20, fatG: 30, carbohydrateG: 15, fiberG: 10 },
        },
      });
      const id = res.json<{ id: string }>().id;
      return {
        urls: [
          { method: 'GET', url: `/api/v1/foods/${id}` },
          { method: 'PATCH', url: `/api/v1/foods/custom/${id}`, payload: { name: 'Taken' } },
          { method: 'DELETE', url: `/api/v1/foods/custom/${id}` },
        ],
      };
    },
  },
  {
    name: 'recipe',
    async create(app, owner) {
      const { id } = await createRecipeOf(app, owner);
      const url = `/api/v1/recipes/${id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'PATCH', url, payload: { title: 'Taken' } },
          {
            method: 'PUT',
            url: `${url}/photo`,
            payload: Buffer.from('ownership is checked first'),
          },
          { method: 'DELETE', url: `${url}/photo` },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'generated recipe (recipe generator draft, saved)',
    async create(app, owner) {
      await as(app, owner, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
      const draftKey = `iso-${randomUUID()}`;
      const generated = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/recipe-generator/drafts',
        headers: { 'idempotency-key': draftKey },
        payload: { ingredients: ['chicken thigh', 'spinach'] },
      });
      const draft = generated.json<{
        draft: { title: string; servings: number; steps: string[] } & {
          ingredients: { foodId: string; quantity: number; unit: string }[];
        };
      }>().draft;
      const saved = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/recipe-generator/drafts/save',
        payload: {
          draftKey,
          title: draft.title,
          servings: draft.servings,
          steps: draft.steps,
          ingredients: draft.ingredients.map(({ foodId, quantity, unit }) => ({
            foodId,
            quantity,
            unit,
          })),
        },
      });
      const url = `/api/v1/recipes/${saved.json<{ recipe: { id: string } }>().recipe.id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'PATCH', url, payload: { title: 'Taken' } },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'upload (recipe photo)',
    async create(app, owner) {
      const { id } = await createRecipeOf(app, owner);
      const jpeg = await sharp({
        create: { width: 32, height: 32, channels: 3, background: '#0a0' },
      })
        .jpeg()
        .toBuffer();
      const res = await as(app, owner, {
        method: 'PUT',
        url: `/api/v1/recipes/${id}/photo`,
        payload: jpeg,
        headers: { 'content-type': 'image/jpeg' },
      });
      return { urls: [{ method: 'GET', url: res.json<{ photoUrl: string }>().photoUrl }] };
    },
  },
  {
    name: 'fast',
    async create(app, owner) {
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/fasts',
        payload: { protocol: '16:8', note: 'private fast' },
      });
      const url = `/api/v1/fasts/${res.json<{ id: string }>().id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'PATCH', url, payload: { note: 'taken' } },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'meal diary entry',
    async create(app, owner) {
      // A custom food of the owner's, so the entry does not depend on the seeded catalogue.
      const foodId = randomUUID();
      await ctx.database.db.insert(foods).values({
        id: foodId,
        ownerId: owner.id,
        source: 'custom',
        sourceLabel: 'Entered by the user',
        name: 'Private omelette',
        category: 'other',
        searchText: 'private omelette |  |  | ',
        energyKcal: 150,
        proteinG: 10,
        fatG: 12,
        carbohydrateG: 1,
      });
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/meals',
        payload: {
          method: 'food',
          date: new Date().toISOString().slice(0, 10),
          mealType: 'breakfast',
          items: [{ foodId, quantity: 120, unit: 'g' }],
        },
      });
      const url = `/api/v1/meals/${res.json<{ id: string }>().id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'PATCH', url, payload: { notes: 'taken' } },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'weight log',
    async create(app, owner) {
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/body/weights',
        payload: { weight: 80, units: 'metric', date: '2026-01-15' },
      });
      const id = res.json<{ id: string }>().id;
      const url = `/api/v1/body/weights/${id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'PATCH', url, payload: { weight: 79 } },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'body measurement',
    async create(app, owner) {
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/body/measurements',
        payload: { date: '2026-01-15', unit: 'cm', waist: 90 },
      });
      const id = res.json<{ id: string }>().id;
      const url = `/api/v1/body/measurements/${id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'PATCH', url, payload: { unit: 'cm', waist: 89 } },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'ketone/glucose reading',
    async create(app, owner) {
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/body/readings',
        payload: {
          measuredAt: '2026-01-15T07:30:00.000Z',
          ketonesMmolL: 1.2,
          glucose: 85,
          glucoseUnit: 'mg/dL',
        },
      });
      const id = res.json<{ id: string }>().id;
      const url = `/api/v1/body/readings/${id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'PATCH', url, payload: { ketonesMmolL: 1.5 } },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'water entry',
    async create(app, owner) {
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/water',
        payload: { date: '2026-01-15', amountMl: 250 },
      });
      const id = res.json<{ id: string }>().id;
      // No route reads one drink: the day's list is checked below and among the "mine" ones.
      return { urls: [{ method: 'DELETE', url: `/api/v1/water/${id}` }] };
    },
  },
  {
    name: 'Dream Me result (with its photo and image)',
    async create(app, owner) {
      await as(app, owner, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
      const photo = await sharp({
        create: { width: 64, height: 96, channels: 3, background: '#48c' },
      })
        .jpeg()
        .toBuffer();
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/dream-me',
        headers: { 'content-type': 'image/jpeg', 'idempotency-key': randomUUID() },
        payload: photo,
      });
      const { result } = res.json<{
        result: { id: string; photoUrl: string; imageUrl: string };
      }>();
      const url = `/api/v1/dream-me/${result.id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'GET', url: result.photoUrl },
          { method: 'GET', url: result.imageUrl },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'meal plan',
    async create(app, owner) {
      await as(app, owner, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/meal-plans',
        headers: { 'idempotency-key': randomUUID() },
        payload: { duration: 7 },
      });
      const url = `/api/v1/meal-plans/${res.json<{ id: string }>().id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'GET', url: `${url}/shopping-list` },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'FlowBrain conversation (with its messages)',
    async create(app, owner) {
      await as(app, owner, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/coach/conversations',
        payload: {},
      });
      const url = `/api/v1/coach/conversations/${res.json<{ id: string }>().id}`;
      await as(app, owner, {
        method: 'POST',
        url: `${url}/messages`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { content: 'Hello, I am Maria. How many carbs do I have left?' },
      });
      return {
        urls: [
          { method: 'GET', url },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'KetoVision food scan (with its photo)',
    async create(app, owner) {
      await as(app, owner, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
      const photo = await sharp({
        create: { width: 48, height: 48, channels: 3, background: '#c84' },
      })
        .jpeg()
        .toBuffer();
      const pending = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/food-scans/photo',
        payload: photo,
        headers: { 'content-type': 'image/jpeg', 'idempotency-key': randomUUID() },
      });
      const { id: foodId } = (
        await as(app, owner, {
          method: 'POST',
          url: '/api/v1/foods/custom',
          payload: {
            name: 'Scanned cheese',
            per100g: { proteinG: 25, fatG: 33, carbohydrateG: 1 },
          },
        })
      ).json<{ id: string }>();
      const scan = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/food-scans/describe',
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          photoId: pending.json<{ photoId: string }>().photoId,
          items: [{ foodId, grams: 30 }],
        },
      });
      const { id, photoUrl } = scan.json<{ id: string; photoUrl: string }>();
      const url = `/api/v1/food-scans/${id}`;
      return {
        urls: [
          { method: 'GET', url },
          { method: 'GET', url: photoUrl },
          { method: 'DELETE', url },
        ],
      };
    },
  },
  {
    name: 'notification',
    async create(_app, owner) {
      const [notice] = await ctx.database.db
        .insert(notifications)
        .values({
          userId: owner.id,
          kind: 'fast_goal',
          occurrence: `fast_goal:${randomUUID()}`,
          title: 'Fast goal reached',
          body: 'A private notice',
          url: '/fasting-tracker',
        })
        .returning();
      return { urls: [{ method: 'POST', url: `/api/v1/notifications/${notice!.id}/read` }] };
    },
  },
  {
    name: 'push device',
    async create(app, owner) {
      const browserKey = createECDH('prime256v1');
      browserKey.generateKeys();
      const res = await as(app, owner, {
        method: 'POST',
        url: '/api/v1/push/devices',
        payload: {
          endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
          keys: {
            p256dh: browserKey.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
          name: 'A private phone',
        },
      });
      const url = `/api/v1/push/devices/${res.json<{ id: string }>().id}`;
      return {
        urls: [
          { method: 'PATCH', url, payload: { name: 'Taken over' } },
          { method: 'DELETE', url },
        ],
      };
    },
  },
];

/** Endpoints that answer with "my" data: B must see only B's. */
const MINE_ENDPOINTS = [
  '/api/v1/wallet',
  '/api/v1/wallet/ledger',
  '/api/v1/onboarding',
  '/api/v1/me/export',
  '/api/v1/me/export/tracking.json',
  `/api/v1/dashboard/today?date=${new Date().toISOString().slice(0, 10)}`,
  '/api/v1/me/export/diary.csv',
  '/api/v1/me/export/weights.csv',
  '/api/v1/me/export/fasts.csv',
  '/api/v1/referrals/me',
  '/api/v1/orders',
  '/api/v1/foods/custom',
  '/api/v1/foods/recent',
  '/api/v1/foods/search?q=private%20keto%20bread',
  '/api/v1/recipes',
  '/api/v1/fasts',
  '/api/v1/fasts/current',
  '/api/v1/fasts/stats',
  '/api/v1/metashift',
  `/api/v1/meals?date=${new Date().toISOString().slice(0, 10)}`,
  `/api/v1/meals/summary?date=${new Date().toISOString().slice(0, 10)}`,
  '/api/v1/body/weights',
  '/api/v1/body/weights/summary',
  '/api/v1/body/measurements',
  '/api/v1/body/readings',
  `/api/v1/water?date=${new Date().toISOString().slice(0, 10)}`,
  '/api/v1/me/export/water.csv',
  '/api/v1/dream-me',
  '/api/v1/meal-plans',
  '/api/v1/meal-plans/current',
  '/api/v1/coach/conversations',
  '/api/v1/food-scans',
  '/api/v1/me/preferences',
  '/api/v1/activity/settings',
  '/api/v1/notifications',
  '/api/v1/push/devices',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('per-user isolation', () => {
  it.each(OWNED_RESOURCES.map((r) => [r.name, r] as const))(
    '%s: the owner can read it, another user gets 404',
    async (_name, resource) => {
      const a = await signUp(ctx.app);
      const b = await signUp(ctx.app);
      const { urls } = await resource.create(ctx.app, a);
      for (const target of urls) {
        if (target.method === 'GET') {
          expect((await as(ctx.app, a, target)).statusCode).toBe(200);
        }
        const res = await as(ctx.app, b, target);
        expect(res.statusCode, `${target.method} ${target.url} as another user`).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
        const anonymous = await ctx.app.inject(target);
        expect(anonymous.statusCode).toBe(401);
      }
    },
  );

  it('"mine" endpoints never show another user’s data', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    await as(ctx.app, a, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
    for (const url of MINE_ENDPOINTS) {
      const res = await as(ctx.app, b, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(a.id);
      expect(res.body).not.toContain(a.email);
      expect(res.body).not.toContain('Maria');
    }
  });

  it('a water entry is seen and undone only by its owner; the total counts only my own', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const date = new Date().toISOString().slice(0, 10);
    const logged = await as(ctx.app, a, {
      method: 'POST',
      url: '/api/v1/water',
      payload: { date, amountMl: 750 },
    });
    const id = logged.json<{ id: string }>().id;
    const url = `/api/v1/water?date=${date}`;
    const theirs = await as(ctx.app, b, { method: 'GET', url });
    expect(theirs.json()).toMatchObject({ totalMl: 0, entries: [] });
    expect(theirs.body).not.toContain(id);
    const removed = await as(ctx.app, b, { method: 'DELETE', url: `/api/v1/water/${id}` });
    expect(removed.statusCode).toBe(404);
    expect(removed.json().error.code).toBe('NOT_FOUND');
    const mine = await as(ctx.app, a, { method: 'GET', url });
    expect(mine.json()).toMatchObject({ totalMl: 750, entries: [{ id, amountMl: 750 }] });
  });

  it('preferences (no ids: one set per user) are read, saved and reset only as their owner', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const url = '/api/v1/me/preferences';
    const mine = { key: 'dismissed_tours', value: { ids: ['a-private-tour'] } };
    expect((await as(ctx.app, a, { method: 'PUT', url, payload: mine })).statusCode).toBe(200);
    // B naming A in the body saves for B; B's reads and resets never reach A's row.
    await as(ctx.app, b, {
      method: 'PUT',
      url,
      payload: { key: 'dismissed_tours', value: { ids: ['b-tour'] }, userId: a.id },
    });
    expect((await as(ctx.app, b, { method: 'GET', url })).body).not.toContain('a-private-tour');
    await as(ctx.app, b, { method: 'DELETE', url });
    await as(ctx.app, b, { method: 'DELETE', url: `${url}/dismissed_tours` });
    expect((await as(ctx.app, a, { method: 'GET', url })).json().dismissed_tours).toEqual({
      ids: ['a-private-tour'],
    });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('a referral list shows only its own referrals, and never who was referred', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const aCode = (await as(ctx.app, a, { method: 'GET', url: '/api/v1/referrals/me' })).json()
      .code as string;
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: uniqueEmail('invited'), password: 'keto-Flow-2026!', referralCode: aCode },
    });
    const c = invited.json().user as { id: string; email: string };
    const mineA = await as(ctx.app, a, { method: 'GET', url: '/api/v1/referrals/me' });
    const referralId = mineA.json().referrals[0].id as string;
    expect(mineA.body).not.toContain(c.id);
    expect(mineA.body).not.toContain(c.email);

    const mineB = await as(ctx.app, b, { method: 'GET', url: '/api/v1/referrals/me' });
    expect(mineB.json().referrals).toEqual([]);
    expect(mineB.json().totalReferrals).toBe(0);
    for (const secret of [aCode, referralId, a.id, c.id, c.email]) {
      expect(mineB.body).not.toContain(secret);
    }
  });

  it('activity entries are stored for the session’s user only, and exported only to them', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const entry = {
      actionType: 'page_visit',
      pageRoute: '/private-route-of-a',
      sessionId: 'isolation-tab-a',
      details: { timestamp: new Date().toISOString() },
    };
    const res = await as(ctx.app, a, {
      method: 'POST',
      url: '/api/v1/activity/logs',
      // Naming B anywhere in the body changes nothing: the user comes from the session.
      payload: { userId: b.id, entries: [{ ...entry, userId: b.id }] },
    });
    expect(res.statusCode).toBe(202);
    const exportA = (await as(ctx.app, a, { method: 'GET', url: '/api/v1/me/export' })).json();
    expect(exportA.activity.entries).toHaveLength(1);
    const exportB = await as(ctx.app, b, { method: 'GET', url: '/api/v1/me/export' });
    expect(exportB.json().activity.entries).toEqual([]);
    expect(exportB.body).not.toContain('private-route-of-a');
    expect(exportB.body).not.toContain('isolation-tab-a');
  });
});
