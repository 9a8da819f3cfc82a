import { createBodyModule } from '../modules/body/index.js';
import { createDashboardModule } from '../modules/dashboard/index.js';
import { createFastingModule } from '../modules/fasting/index.js';
import { createFoodsModule } from '../modules/foods/index.js';
import { createMealsModule } from '../modules/meals/index.js';
import { createMetashiftModule } from '../modules/metashift/index.js';
import { createPushModule } from '../modules/push/index.js';
import { createRecipesModule } from '../modules/recipes/index.js';
import { createRemindersModule } from '../modules/reminders/index.js';
import { createUploadsModule } from '../modules/uploads/index.js';
import { createWaterModule } from '../modules/water/index.js';
import { APP_VERSION } from '../version.js';
import { wireDigest } from './digest.js';
import type { Identity } from './identity.js';
import type { Platform } from './platform.js';

export type Tracking = Awaited<ReturnType<typeof wireTracking>>;

/**
 * The daily loop: uploads, foods, recipes, the diary, body, water, fasting, Metashift, the
 * dashboard, and the reminders, inbox and push devices that bring people back to it.
 */
export async function wireTracking(
  platform: Platform,
  { wallet, profile }: Pick<Identity, 'wallet' | 'profile'>,
) {
  const { db, log, events, config } = platform;
  const { uploads, foods, recipes, meals } = await wireDiary(platform, { profile });
  const body = createBodyModule({ db, profile: profile.reader });
  const water = createWaterModule({ db, profile: profile.reader });
  const digest = await wireDigest(platform, { profile, meals, body });
  const push = createPushModule({
    db,
    logger: log,
    dataDir: config.dataDir,
    settings: config.push,
  });
  const reminders = createRemindersModule({
    db,
    push: push.channel,
    events,
    logger: log,
    secret: config.authSecret,
    appUrl: config.appUrl,
    conditions: {
      loggedOn: async (userId, date) => (await meals.service.summary(userId, date)).entries > 0,
    },
    digest: digest.channel,
    intervalMs: config.remindersIntervalMs,
  });
  const fasting = createFastingModule({
    db,
    profile: profile.reader,
    goalReminders: reminders.service,
    logger: log,
  });
  const metashift = createMetashiftModule({
    db,
    phaseReminders: reminders.service,
    logger: log,
  });
  const dashboard = createDashboardModule({
    sources: {
      nutrition: (userId, date) => meals.service.summary(userId, date),
      fasting: (userId) => fasting.service.getCurrent(userId),
      weight: (userId) => body.service.summary(userId),
      metashift: (userId, timeZone) => metashift.service.get(userId, timeZone),
      balance: (userId) => wallet.service.getBalance(userId),
      standing: (userId, nutrition) => meals.service.standing(userId, nutrition),
    },
  });
  return {
    uploads,
    foods,
    recipes,
    meals,
    body,
    water,
    fasting,
    metashift,
    dashboard,
    reminders,
    push,
  };
}

/**
 * The diary and what it stands on: uploads (recipe photos), the food database, recipes and
 * the meals. Also what a module test builds when its module reads or writes the diary.
 */
export async function wireDiary(platform: Platform, { profile }: Pick<Identity, 'profile'>) {
  const { db } = platform;
  const { uploads, foods, recipes } = await wireRecipes(platform);
  const meals = createMealsModule({
    db,
    foods: foods.service,
    recipes: recipes.service,
    profile: profile.reader,
  });
  return { uploads, foods, recipes, meals };
}

/** Recipes on the food database, with their photos in uploads (and a module test's build). */
export async function wireRecipes(platform: Platform) {
  const { db, log } = platform;
  const uploads = createUploadsModule({ db });
  const foods = await wireFoods(platform);
  const recipes = createRecipesModule({
    db,
    foods: foods.service,
    photos: uploads.service,
    logger: log,
  });
  return { uploads, foods, recipes };
}

/**
 * The food database: the catalogue (seeded on the first start), custom foods, search and
 * Open Food Facts lookups, with the platform's logger and rate limiter.
 */
export function wireFoods({ config, db, log, limiter }: Platform) {
  return createFoodsModule({
    db,
    logger: log,
    limiter,
    catalogueFile: config.foods.dataFile,
    openFoodFacts: config.foods.openFoodFacts,
    appName: config.appName,
    appVersion: APP_VERSION,
  });
}
