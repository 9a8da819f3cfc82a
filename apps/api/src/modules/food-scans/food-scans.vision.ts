import type { AiProvenance } from '@ketoflow/contracts';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import type { Portion } from './food-scans.mappers.js';
import type { ScanDiary, ScanFoods } from './food-scans.ports.js';

const VISION_ITEMS_MAX = 12;

/** What the vision model is asked for: names and portions only; every number after is ours. */
export const VisionAnswerSchema = z.object({
  dish: z.string().max(120).describe('Short name of the dish or food, e.g. "Salmon with broccoli"'),
  items: z
    .array(
      z.object({
        name: z
          .string()
          .min(1)
          .max(120)
          .describe('One food, in plain words, e.g. "grilled salmon"'),
        grams: z.number().positive().max(5000).describe('Best estimate of the grams on the plate'),
        gramsLow: z.number().positive().max(5000).describe('Lowest plausible grams'),
        gramsHigh: z.number().positive().max(5000).describe('Highest plausible grams'),
      }),
    )
    .max(VISION_ITEMS_MAX),
});

export const VISION_PROMPT = [
  'You identify the foods on a plate for a nutrition diary.',
  'List each separate food you can see with your estimate of its weight in grams and a plausible low–high range.',
  'Use plain food names that a food database would know ("fried egg", "avocado", "white rice").',
  'Do not give calories or macros. If no food is visible, return an empty list.',
].join(' ');

/**
 * Thrown inside a paid scan when nothing was recognised: the paid-action runner refunds
 * the coins (a scan that found nothing is not charged), then the service answers
 * "needs_description" instead of an error.
 */
export class NothingRecognised extends Error {
  constructor(
    readonly reason: string,
    readonly unmatched: string[],
    readonly provenance: AiProvenance,
  ) {
    super(reason);
  }
}

/** Names from a vision model → foods of our database with the model's grams. */
export function createVisionMatcher(deps: { diary: Pick<ScanDiary, 'parse'>; foods: ScanFoods }) {
  return async function matchVisionItems(
    userId: string,
    items: z.infer<typeof VisionAnswerSchema>['items'],
  ): Promise<{ portions: Portion[]; unmatched: string[] }> {
    const portions: Portion[] = [];
    const unmatched: string[] = [];
    for (const item of items) {
      let match: { foodId: string } | null = null;
      try {
        // The diary's own ranking (typo-tolerant, with its "good enough" threshold).
        match = (await deps.diary.parse(userId, item.name)).items[0]?.match ?? null;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
      }
      if (!match) {
        unmatched.push(item.name);
        continue;
      }
      const food = await deps.foods.get(userId, match.foodId);
      const low = Math.min(item.gramsLow, item.grams);
      const high = Math.max(item.gramsHigh, item.grams);
      portions.push({ label: item.name, food, grams: item.grams, low, high });
    }
    return { portions, unmatched };
  };
}
