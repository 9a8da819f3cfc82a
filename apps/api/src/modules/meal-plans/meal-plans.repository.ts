import type { PlannedMeal } from '@ketoflow/contracts';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { mealPlanDays, mealPlans } from './meal-plans.schema.js';

export type MealPlanRow = typeof mealPlans.$inferSelect;
export type MealPlanDayRow = typeof mealPlanDays.$inferSelect;
export type NewMealPlan = Omit<
  typeof mealPlans.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type NewMealPlanDay = Omit<
  typeof mealPlanDays.$inferInsert,
  'id' | 'planId' | 'userId' | 'updatedAt'
> & { meals: PlannedMeal[] };

/** Every query filters by the user: plans and days carry user_id. */
export function createMealPlansRepository(db: Db) {
  return {
    async insert(
      tx: Executor,
      userId: string,
      plan: NewMealPlan,
      days: readonly NewMealPlanDay[],
    ): Promise<MealPlanRow> {
      const [row] = await tx
        .insert(mealPlans)
        .values({ ...plan, userId })
        .returning();
      if (!row) throw new Error('meal plan insert returned no row');
      if (days.length > 0) {
        await tx
          .insert(mealPlanDays)
          .values(days.map((day) => ({ ...day, planId: row.id, userId })));
      }
      return row;
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<MealPlanRow | undefined> {
      const rows = await db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, userId), eq(mealPlans.idempotencyKey, idempotencyKey)));
      return rows[0];
    },

    async find(userId: string, id: string): Promise<MealPlanRow | undefined> {
      const rows = await db
        .select()
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, userId), eq(mealPlans.id, id)));
      return rows[0];
    },

    async days(userId: string, planId: string): Promise<MealPlanDayRow[]> {
      return db
        .select()
        .from(mealPlanDays)
        .where(and(eq(mealPlanDays.userId, userId), eq(mealPlanDays.planId, planId)))
        .orderBy(asc(mealPlanDays.dayNumber));
    },

    async list(userId: string, limit: number): Promise<MealPlanRow[]> {
      return db
        .select()
        .from(mealPlans)
        .where(eq(mealPlans.userId, userId))
        .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
        .limit(limit);
    },

    /** The current plan: complete, ending today or later, newest first, limit 1. */
    async findCurrent(userId: string, today: string): Promise<MealPlanRow | undefined> {
      const rows = await db
        .select()
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.userId, userId),
            eq(mealPlans.status, 'complete'),
            gte(mealPlans.endsOn, today),
          ),
        )
        .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
        .limit(1);
      return rows[0];
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(mealPlans)
        .where(and(eq(mealPlans.userId, userId), eq(mealPlans.id, id)))
        .returning({ id: mealPlans.id });
      return rows.length > 0;
    },

    async updateDay(
      userId: string,
      planId: string,
      dayNumber: number,
      changes: Pick<MealPlanDayRow, 'meals' | 'totals' | 'shortfall'>,
    ): Promise<MealPlanDayRow | undefined> {
      const rows = await db
        .update(mealPlanDays)
        .set({ ...changes, updatedAt: new Date() })
        .where(
          and(
            eq(mealPlanDays.userId, userId),
            eq(mealPlanDays.planId, planId),
            eq(mealPlanDays.dayNumber, dayNumber),
          ),
        )
        .returning();
      return rows[0];
    },

    /**
     * The current plan (status complete, ends today or later, newest first), as the
     * coach talks about it.
     */
    async currentPlan(
      userId: string,
      today: string,
    ): Promise<{ id: string; name: string; startsOn: string; duration: number } | undefined> {
      const [plan] = await db
        .select({
          id: mealPlans.id,
          name: mealPlans.name,
          startsOn: mealPlans.startsOn,
          duration: mealPlans.duration,
        })
        .from(mealPlans)
        .where(
          and(
            eq(mealPlans.userId, userId),
            eq(mealPlans.status, 'complete'),
            gte(mealPlans.endsOn, today),
          ),
        )
        .orderBy(desc(mealPlans.createdAt))
        .limit(1);
      return plan;
    },

    async planDayMeals(userId: string, planId: string, dayNumber: number): Promise<unknown[]> {
      const [day] = await db
        .select({ meals: mealPlanDays.meals })
        .from(mealPlanDays)
        .where(
          and(
            eq(mealPlanDays.userId, userId),
            eq(mealPlanDays.planId, planId),
            eq(mealPlanDays.dayNumber, dayNumber),
          ),
        );
      return day?.meals ?? [];
    },
  };
}

export type MealPlansRepository = ReturnType<typeof createMealPlansRepository>;
