import { ZERO_NUTRIENTS } from '@ketoflow/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foodUsage, mealItems, meals } from '../../db/schema/index.js';

/** One food the user logged: its amount, and how many days ago (default now). */
export type LoggedFood = {
  foodId: string;
  grams?: number;
  quantity?: number;
  unit?: string;
  daysAgo?: number;
};

/**
 * For the food tests: diary rows as the diary module writes them, with the food usage the
 * diary keeps beside them (what search's "recent and frequent", the recent list and the
 * user's own foods read). One meal per food; the items may be given in any order of days.
 */
export async function logFoods(db: Db, userId: string, items: LoggedFood[]): Promise<void> {
  for (const item of items) {
    const at = sql`now() - make_interval(days => ${item.daysAgo ?? 0})`;
    const grams = item.grams ?? 100;
    const [meal] = await db
      .insert(meals)
      .values({
        userId,
        mealType: 'lunch',
        date: '2026-01-15',
        title: 'test',
        macros: ZERO_NUTRIENTS,
        method: 'food',
        createdAt: at,
      })
      .returning({ id: meals.id });
    const amount = { quantity: item.quantity ?? grams, unit: item.unit ?? 'g', grams };
    await db.insert(mealItems).values({
      mealId: meal!.id,
      userId,
      position: 0,
      foodId: item.foodId,
      name: 'test',
      ...amount,
      nutrients: ZERO_NUTRIENTS,
      createdAt: at,
    });
    // The newest item gives the amount shown, whichever order the days came in.
    const newer = sql`excluded.last_logged_at >= ${foodUsage.lastLoggedAt}`;
    await db
      .insert(foodUsage)
      .values({
        userId,
        foodId: item.foodId,
        timesLogged: 1,
        lastLoggedAt: at,
        lastQuantity: amount.quantity,
        lastUnit: amount.unit,
        lastGrams: amount.grams,
      })
      .onConflictDoUpdate({
        target: [foodUsage.userId, foodUsage.foodId],
        set: {
          timesLogged: sql`${foodUsage.timesLogged} + 1`,
          lastLoggedAt: sql`greatest(${foodUsage.lastLoggedAt}, excluded.last_logged_at)`,
          lastQuantity: sql`CASE WHEN ${newer} THEN excluded.last_quantity ELSE ${foodUsage.lastQuantity} END`,
          lastUnit: sql`CASE WHEN ${newer} THEN excluded.last_unit ELSE ${foodUsage.lastUnit} END`,
          lastGrams: sql`CASE WHEN ${newer} THEN excluded.last_grams ELSE ${foodUsage.lastGrams} END`,
        },
      });
  }
}
