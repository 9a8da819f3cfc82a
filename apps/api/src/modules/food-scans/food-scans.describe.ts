import type { DescribeScanBody, Food, FoodScan } from '@ketoflow/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { toScan, type Portion } from './food-scans.mappers.js';
import type { ScanDiary, ScanFoods, ScanPayments, ScanPhotos } from './food-scans.ports.js';
import type { FoodScansRepository } from './food-scans.repository.js';
import type { createScanStore } from './food-scans.store.js';

const BUILTIN = { engine: 'builtin', model: null } as const;

/**
 * The user says what is on the plate: chosen foods with grams, or a sentence for the diary's
 * parser. Everything is checked before the coins are taken.
 */
export function createDescribeScan(deps: {
  repo: FoodScansRepository;
  photos: Pick<ScanPhotos, 'get'>;
  foods: ScanFoods;
  diary: Pick<ScanDiary, 'parse'>;
  paidActions: ScanPayments;
  scans: ReturnType<typeof createScanStore>;
}) {
  const { repo, foods, paidActions } = deps;
  const uploads = deps.photos;
  const meals = deps.diary;
  const { store, replayed } = deps.scans;

  return async function describe(
    userId: string,
    body: DescribeScanBody,
    key: string,
    tz: string,
  ): Promise<FoodScan> {
    const done = await repo.findByKey(userId, key);
    if (done) return toScan(done);
    if (body.photoId) {
      // Only a photo this scanner stored and no scan shows yet: deleting the scan deletes
      // its photo, which must never take a recipe's photo or another scan's with it.
      const photo = await uploads.get(userId, body.photoId); // 404 for anyone else's
      if (photo.purpose !== 'food_scan') throw new NotFoundError('Photo not found.');
      if (await repo.photoInUse(userId, photo.id)) {
        const message = 'This photo already belongs to a scan. Take a new photo.';
        throw new ValidationError(message, [{ path: 'body.photoId', message }]);
      }
    }

    const portions: Portion[] = [];
    const unmatched: string[] = [];
    if (body.items) {
      for (const [index, item] of body.items.entries()) {
        let food: Food;
        try {
          food = await foods.get(userId, item.foodId);
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
          const message = 'One of the foods was not found. Search for it again.';
          throw new ValidationError(message, [{ path: `body.items.${index}.foodId`, message }]);
        }
        portions.push({
          label: food.name,
          food,
          grams: item.grams,
          low: item.grams,
          high: item.grams,
        });
      }
    } else {
      const parsed = await meals.parse(userId, body.text ?? '');
      for (const item of parsed.items) {
        if (!item.match || !item.grams) {
          unmatched.push(item.raw);
          continue;
        }
        const food = await foods.get(userId, item.match.foodId);
        portions.push({
          label: item.raw,
          food,
          grams: item.grams,
          low: item.grams,
          high: item.grams,
        });
      }
      if (portions.length === 0) {
        const message = 'None of those foods are in the database. Search for them one by one.';
        throw new ValidationError(message, [{ path: 'body.text', message }]);
      }
    }

    const { result } = await paidActions.runPaidAction({
      userId,
      action: 'food_scan',
      idempotencyKey: key,
      work: async (ctx) =>
        ctx.replayed
          ? replayed(userId, key)
          : store({
              userId,
              key,
              tz,
              method: 'described',
              foodType: portions.map((p) => p.food.name).join(', '),
              portions,
              unmatched,
              barcode: null,
              provenance: BUILTIN,
              image: null,
              photoId: body.photoId ?? null,
            }),
    });
    return toScan(result);
  };
}
