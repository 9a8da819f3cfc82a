import type { Platform } from '../../test/module-harness.js';
import { APP_VERSION } from '../../version.js';
import { createFoodsModule } from './index.js';

/**
 * The foods module wired as the app wires it (composition/tracking.ts): the platform's logger
 * and rate limiter, the catalogue file and the Open Food Facts settings from the test's config.
 * Building it seeds the catalogue, as a start of the app does.
 */
export function createFoodsModuleFor({ db, log, limiter, config }: Platform) {
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

/** A `build` for the module harness: the foods module alone, its routes served. */
export async function buildFoods(platform: Platform) {
  return { foods: await createFoodsModuleFor(platform) };
}
