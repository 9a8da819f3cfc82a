import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OWN_FOODS_DAYS } from '@ketoflow/contracts';
import { ZERO_NUTRIENTS } from '@ketoflow/domain';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type Database } from '../../db/client.js';
import { foods, mealItems, meals, user } from '../../db/schema/index.js';
import { createFoodsOfflineRepository } from './foods-offline.repository.js';
import { createFoodsRepository } from './foods.repository.js';
import { FOOD_COLUMNS } from './foods.search.js';

// The migration that gave foods its own usage table fills it from the diary. A database of its
// own is migrated to just before it, given diary rows, and read the way the food queries read
// the diary until then; after the migration the same queries over the usage table must agree.

const MIGRATION = '0019_food-usage';

let database: Database;
let folder: string;

/** The committed migrations up to (not including) MIGRATION, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ketoflow-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  folder = migrationsBefore(MIGRATION);
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
});
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;

async function seed(): Promise<void> {
  const db = database.db;
  await db.insert(user).values([
    { id: 'u1', name: 'One', email: 'one@example.com' },
    { id: 'u2', name: 'Two', email: 'two@example.com' },
  ]);
  const food = (id: string, ownerId: string | null = null) => ({
    id,
    ownerId,
    source: ownerId ? 'custom' : 'usda',
    sourceLabel: 'test',
    name: id,
    category: 'keto_staples',
    searchText: id,
    energyKcal: 100,
    proteinG: 1,
    fatG: 1,
    carbohydrateG: 1,
  });
  await db
    .insert(foods)
    .values([food('often'), food('pair'), food('long-ago'), food('both-sides'), food('own', 'u1')]);
  // [user, days ago, items of the entry: food (null: a deleted food), quantity, unit, grams]
  const entries: [string, number, [string | null, number, string, number][]][] = [
    ['u1', 1, [['often', 100, 'g', 100]]],
    ['u1', 5, [['often', 2, 'oz', 56.7]]],
    ['u1', 30, [['often', 20, 'g', 20]]],
    // Two items of one food in one entry: the later position is the amount last logged.
    [
      'u1',
      3,
      [
        ['pair', 10, 'g', 10],
        [null, 5, 'g', 5],
        ['pair', 1, 'slice', 35],
      ],
    ],
    ['u1', 200, [['long-ago', 50, 'g', 50]]],
    ['u1', 10, [['both-sides', 1, 'cup', 240]]],
    ['u1', 190, [['both-sides', 2, 'cup', 480]]],
    ['u1', 2, [['own', 35, 'g', 35]]],
    ['u1', 60, [['own', 70, 'g', 70]]],
    ['u2', 0, [['often', 500, 'g', 500]]],
  ];
  for (const [userId, days, items] of entries) {
    const [meal] = await db
      .insert(meals)
      .values({
        userId,
        mealType: 'lunch',
        date: '2026-01-15',
        title: 'test',
        macros: ZERO_NUTRIENTS,
        method: 'food',
        createdAt: ago(days),
      })
      .returning({ id: meals.id });
    await db.insert(mealItems).values(
      items.map(([foodId, quantity, unit, grams], position) => ({
        mealId: meal!.id,
        userId,
        position,
        foodId,
        name: foodId ?? 'deleted',
        quantity,
        unit,
        grams,
        nutrients: ZERO_NUTRIENTS,
        createdAt: ago(days),
      })),
    );
  }
}

type Listed = {
  id: string;
  timesLogged: number;
  lastLoggedAt: unknown;
  lastQuantity?: number;
  lastUnit?: string;
  lastGrams?: number;
};

/** What a list shows of each food (times as ISO strings: drivers answer Dates or text). */
const shown = (rows: Listed[]) =>
  rows.map((r) => ({
    id: r.id,
    timesLogged: Number(r.timesLogged),
    lastLoggedAt: r.lastLoggedAt ? new Date(r.lastLoggedAt as string).toISOString() : null,
    ...(r.lastUnit === undefined
      ? {}
      : { lastQuantity: r.lastQuantity, lastUnit: r.lastUnit, lastGrams: r.lastGrams }),
  }));

/** The recent list as it was read from the diary before the usage table (times in 180 days). */
const recentFromDiary = (userId: string) => sql`
  WITH usage AS (
    SELECT food_id, count(*)::int AS n, max(created_at) AS last FROM meal_items
    WHERE user_id = ${userId} AND food_id IS NOT NULL AND created_at > now() - interval '180 days'
    GROUP BY food_id
  )
  SELECT ${FOOD_COLUMNS}, u.n AS "timesLogged", u.last AS "lastLoggedAt",
    li.quantity AS "lastQuantity", li.unit AS "lastUnit", li.grams AS "lastGrams"
  FROM usage u
  JOIN foods f ON f.id = u.food_id AND (f.owner_id IS NULL OR f.owner_id = ${userId})
  CROSS JOIN LATERAL (
    SELECT m.quantity, m.unit, m.grams FROM meal_items m
    WHERE m.user_id = ${userId} AND m.food_id = u.food_id
    ORDER BY m.created_at DESC, m.position DESC LIMIT 1
  ) li
  ORDER BY 10 * ln(1 + u.n) + 30 * exp(-extract(epoch FROM now() - u.last) / 86400 / 7) DESC,
    u.last DESC, f.id
  LIMIT 20`;

/** The offline own foods as they were read from the diary before the usage table. */
const ownFoodsFromDiary = (userId: string) => sql`
  WITH usage AS (
    SELECT food_id, count(*)::int AS n, max(created_at) AS last FROM meal_items
    WHERE user_id = ${userId} AND food_id IS NOT NULL GROUP BY food_id
  )
  SELECT ${FOOD_COLUMNS}, u.n AS "timesLogged", u.last AS "lastLoggedAt"
  FROM usage u JOIN foods f ON f.id = u.food_id AND f.owner_id IS NULL
  WHERE u.last > now() - make_interval(days => ${OWN_FOODS_DAYS})
  UNION ALL
  SELECT ${FOOD_COLUMNS}, COALESCE(u.n, 0), u.last
  FROM foods f LEFT JOIN usage u ON u.food_id = f.id
  WHERE f.owner_id = ${userId}
  ORDER BY "lastLoggedAt" DESC NULLS LAST, id`;

/** Per user and food: times logged and the newest time, as search and the parser counted. */
const countsFromDiary = sql`
  SELECT user_id, food_id, count(*)::int AS n, max(created_at)::text AS last FROM meal_items
  WHERE food_id IS NOT NULL GROUP BY user_id, food_id ORDER BY user_id, food_id`;

describe(`the ${MIGRATION} migration`, () => {
  it('fills the usage so the recent list, own foods and counts read as they did from the diary', async () => {
    await seed();
    const recentBefore = shown(await queryRows<Listed>(database.db, recentFromDiary('u1')));
    const ownBefore = shown(await queryRows<Listed>(database.db, ownFoodsFromDiary('u1')));
    const countsBefore = await queryRows(database.db, countsFromDiary);
    expect(recentBefore.map((r) => r.id)).toEqual(['often', 'own', 'pair', 'both-sides']);

    await database.migrate();

    const recentAfter = shown(await createFoodsRepository(database.db).recent('u1', 20));
    const ownAfter = shown(await createFoodsOfflineRepository(database.db).ownFoods('u1'));
    // The one intended difference: times logged count every use, also those before 180 days
    // (the food logged 10 and 190 days ago shows 2 where the diary's window counted 1).
    const bothSides = recentAfter.find((r) => r.id === 'both-sides');
    expect(bothSides?.timesLogged).toBe(2);
    expect(recentAfter).toEqual(
      recentBefore.map((r) => (r.id === 'both-sides' ? { ...r, timesLogged: 2 } : r)),
    );
    expect(recentAfter.find((r) => r.id === 'pair')).toMatchObject({
      timesLogged: 2,
      lastQuantity: 1,
      lastUnit: 'slice',
    });
    expect(ownAfter).toEqual(ownBefore);
    expect(
      await queryRows(
        database.db,
        sql`SELECT user_id, food_id, times_logged AS n, last_logged_at::text AS last
          FROM food_usage ORDER BY user_id, food_id`,
      ),
    ).toEqual(countsBefore);
  });
});
