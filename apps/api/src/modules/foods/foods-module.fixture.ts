import { wireFoods } from '../../composition/tracking.js';
import type { Platform } from '../../test/module-harness.js';

/** The foods module wired as the app wires it (composition/tracking.ts); seeds the catalogue. */
export const createFoodsModuleFor = wireFoods;

/** A `build` for the module harness: the foods module alone, its routes served. */
export async function buildFoods(platform: Platform) {
  return { foods: await createFoodsModuleFor(platform) };
}
