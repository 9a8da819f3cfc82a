import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bodyMeasurements,
  fasts,
  foods,
  recipes,
  ketoneReadings,
  mealItems,
  meals,
  notifications,
  pushSubscriptions,
  reminderSettings,
  userPreferences,
  waterLogs,
  weightLogs,
} from '../../db/schema/index.js';

/** Read-only: every query is filtered by the user whose data is exported. */
export function createExportRepository(db: Db) {
  return {
    meals: (userId: string) =>
      db
        .select()
        .from(meals)
        .where(eq(meals.userId, userId))
        .orderBy(asc(meals.date), asc(meals.createdAt)),
    mealItems: (userId: string) =>
      db
        .select()
        .from(mealItems)
        .where(eq(mealItems.userId, userId))
        .orderBy(asc(mealItems.mealId), asc(mealItems.position)),
    weights: (userId: string) =>
      db
        .select()
        .from(weightLogs)
        .where(eq(weightLogs.userId, userId))
        .orderBy(asc(weightLogs.date), asc(weightLogs.createdAt)),
    measurements: (userId: string) =>
      db
        .select()
        .from(bodyMeasurements)
        .where(eq(bodyMeasurements.userId, userId))
        .orderBy(asc(bodyMeasurements.date), asc(bodyMeasurements.createdAt)),
    readings: (userId: string) =>
      db
        .select()
        .from(ketoneReadings)
        .where(eq(ketoneReadings.userId, userId))
        .orderBy(asc(ketoneReadings.measuredAt)),
    water: (userId: string) =>
      db
        .select()
        .from(waterLogs)
        .where(eq(waterLogs.userId, userId))
        .orderBy(asc(waterLogs.date), asc(waterLogs.loggedAt), asc(waterLogs.createdAt)),
    recipes: (userId: string) =>
      db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(asc(recipes.createdAt)),
    customFoods: (userId: string) =>
      db.select().from(foods).where(eq(foods.ownerId, userId)).orderBy(asc(foods.createdAt)),
    fasts: (userId: string) =>
      db.select().from(fasts).where(eq(fasts.userId, userId)).orderBy(asc(fasts.startedAt)),
    preferences: (userId: string) =>
      db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
        .orderBy(asc(userPreferences.preferenceKey)),
    /** The names and dates only: endpoints and keys are the browser's, not the person's data. */
    reminderSettings: (userId: string) =>
      db
        .select({ timeZone: reminderSettings.timeZone, settings: reminderSettings.settings })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId)),
    notifications: (userId: string) =>
      db
        .select({
          kind: notifications.kind,
          title: notifications.title,
          body: notifications.body,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt)),
    pushDevices: (userId: string) =>
      db
        .select({
          name: pushSubscriptions.name,
          createdAt: pushSubscriptions.createdAt,
          lastDeliveredAt: pushSubscriptions.lastDeliveredAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt)),
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
