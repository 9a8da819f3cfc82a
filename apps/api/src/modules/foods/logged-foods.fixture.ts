import { ZERO_NUTRIENTS } from '@ketoflow/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mealItems, meals } from '../../db/schema/index.js';

/** One food the user logged: its amount, and how many days ago (default now). */
export type LoggedFood = {
  foodId: string;
  grams?: number;
  quantity?: number;
  unit?: string;
  daysAgo?: number;
};

/**
 * For the food tests: diary rows as the diary module writes them, which the search's usage
 * ("recent and frequent") and the user's own foods read. One meal per food.
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
    await db.insert(mealItems).values({
      mealId: meal!.id,
      userId,
      position: 0,
      foodId: item.foodId,
      name: 'test',
      quantity: item.quantity ?? grams,
      unit: item.unit ?? 'g',
      grams,
      nutrients: ZERO_NUTRIENTS,
      createdAt: at,
    });
  }
}
