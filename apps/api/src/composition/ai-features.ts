import { createCoachModule } from '../modules/coach/index.js';
import { createDreamMeModule } from '../modules/dream-me/index.js';
import { createFoodScansModule } from '../modules/food-scans/index.js';
import { createMealPlansModule } from '../modules/meal-plans/index.js';
import { createRecipeGeneratorModule } from '../modules/recipe-generator/index.js';
import { createRecipeImportModule } from '../modules/recipe-import/index.js';
import { APP_VERSION } from '../version.js';
import type { Identity } from './identity.js';
import { withLowBalanceReminder } from './low-balance.js';
import type { Platform } from './platform.js';
import type { Tracking } from './tracking.js';

export type AiFeatures = Awaited<ReturnType<typeof wireAiFeatures>>;

/**
 * The AI features: each pays through ai.paidActions and reads the daily loop's modules through
 * its ports. Recipe import is here too: it reads pages from the web, limited per person.
 */
export async function wireAiFeatures(
  { config, db, log, limits, limiter }: Platform,
  { ai, profile, wallet }: Pick<Identity, 'ai' | 'profile' | 'wallet'>,
  { uploads, foods, recipes, meals, body, water, fasting, metashift, reminders }: Tracking,
) {
  const paidActions = withLowBalanceReminder(ai.paidActions, {
    reminders: reminders.service,
    wallet: wallet.service,
    log,
  });
  const paid = { engine: ai.engine, paidActions };
  const mealPlans = createMealPlansModule({
    db,
    ...paid,
    profile: profile.reader,
    recipes: recipes.service,
    foods: foods.service,
    diary: meals.service,
    logger: log,
  });
  const recipeGenerator = createRecipeGeneratorModule({
    ...paid,
    foods: foods.service,
    recipes: recipes.service,
    profile: profile.reader,
  });
  const recipeImport = createRecipeImportModule({
    settings: {
      ...config.recipeImport,
      userAgent: `${config.appName}/${APP_VERSION} recipe import (+${config.appUrl})`,
    },
    foods: foods.service,
    recipes: recipes.service,
    limit: (userId) => limiter.hit(`recipe-import:user:${userId}`, limits.recipeImportsPerUser),
    logger: log,
  });
  const foodScans = createFoodScansModule({
    db,
    ...paid,
    photos: uploads.service,
    foods: foods.service,
    diary: meals.service,
    limiter,
    freeScanPhotos: limits.freeScanPhotosPerUser,
  });
  const coach = await createCoachModule({
    db,
    ...paid,
    profile: profile.reader,
    diary: meals.service,
    fasting: fasting.service,
    weight: body.service,
    water: water.service,
    metashift: metashift.service,
    plans: mealPlans.service,
    logger: log,
  });
  const dreamMe = createDreamMeModule({
    db,
    ...paid,
    photos: uploads.service,
    profile: profile.reader,
    weights: body.service,
  });
  return { mealPlans, recipeGenerator, recipeImport, foodScans, coach, dreamMe };
}
