import { OWN_FOODS_DAYS } from '@ketoflow/contracts';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { foods } from './foods.schema.js';
import type { FoodRow } from './foods.repository.js';
import { FOOD_COLUMNS } from './foods.search.js';

export type OwnFoodRow = FoodRow & { timesLogged: number; lastLoggedAt: Date | null };

/** What the app keeps for searching without a network (decision 039). */
export function createFoodsOfflineRepository(db: Db) {
  return {
    /** How many of these catalogue foods exist and when the last of them changed. */
    async catalogueStamp(ids: readonly string[]): Promise<string> {
      if (ids.length === 0) return 'empty';
      const rows = await db
        .select({ n: sql<number>`count(*)::int`, at: sql<string>`max(${foods.updatedAt})::text` })
        .from(foods)
        .where(and(inArray(foods.id, [...ids]), isNull(foods.ownerId)));
      return `${rows[0]?.n ?? 0}@${rows[0]?.at ?? ''}`;
    },

    /**
     * The user's custom foods and the catalogue foods they logged in the last OWN_FOODS_DAYS
     * days, each with how often (ever) and when they last logged it: the same usage the
     * server's search ranks by.
     */
    async ownFoods(userId: string): Promise<OwnFoodRow[]> {
      const rows = await queryRows<OwnFoodRow>(
        db,
        sql`
        WITH usage AS (
          SELECT food_id, times_logged AS n, last_logged_at AS last
          FROM food_usage WHERE user_id = ${userId}
        )
        SELECT ${FOOD_COLUMNS}, u.n AS "timesLogged", u.last AS "lastLoggedAt"
        FROM usage u JOIN foods f ON f.id = u.food_id AND f.owner_id IS NULL
        WHERE u.last > now() - make_interval(days => ${OWN_FOODS_DAYS})
        UNION ALL
        SELECT ${FOOD_COLUMNS}, COALESCE(u.n, 0), u.last
        FROM foods f LEFT JOIN usage u ON u.food_id = f.id
        WHERE f.owner_id = ${userId}
        ORDER BY "lastLoggedAt" DESC NULLS LAST, id`,
      );
      return rows.map((row) => ({
        ...row,
        createdAt: new Date(row.createdAt as unknown as string),
        updatedAt: new Date(row.updatedAt as unknown as string),
        timesLogged: Number(row.timesLogged),
        lastLoggedAt: row.lastLoggedAt ? new Date(row.lastLoggedAt as unknown as string) : null,
      }));
    },
  };
}

export type FoodsOfflineRepository = ReturnType<typeof createFoodsOfflineRepository>;
