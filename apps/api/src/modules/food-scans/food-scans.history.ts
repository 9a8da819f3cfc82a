import type {
  FoodScan,
  FoodScanList,
  FoodScanListQuery,
  LogFoodScanBody,
  Meal,
} from '@ketoflow/contracts';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { toScan } from './food-scans.mappers.js';
import type { ScanDiary, ScanPhotos } from './food-scans.ports.js';
import type { FoodScanRow, FoodScansRepository } from './food-scans.repository.js';

/** The user's scans: pages of history, one scan, deletion, and logging one to the diary. */
export function createScanHistory(deps: {
  db: Db;
  repo: FoodScansRepository;
  photos: Pick<ScanPhotos, 'remove'>;
  diary: Pick<ScanDiary, 'get' | 'addResolved'>;
}) {
  const { db, repo } = deps;
  const uploads = deps.photos;
  const meals = deps.diary;

  async function getOwned(userId: string, id: string): Promise<FoodScanRow> {
    const row = isUuid(id) ? await repo.findOwned(userId, id) : undefined;
    if (!row) throw new NotFoundError('Scan not found.');
    return row;
  }

  return {
    async list(userId: string, query: FoodScanListQuery): Promise<FoodScanList> {
      let after: { createdAt: Date; id: string } | null = null;
      if (query.cursor) {
        const [at, id] = Buffer.from(query.cursor, 'base64url').toString('utf8').split('|');
        const createdAt = new Date(at ?? '');
        if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
          throw new ValidationError('This page link is not valid. Reload the list.');
        }
        after = { createdAt, id };
      }
      const rows = await repo.list(userId, query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toScan),
        nextCursor:
          rows.length > query.limit && last
            ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
            : null,
      };
    },

    async get(userId: string, id: string): Promise<FoodScan> {
      return toScan(await getOwned(userId, id));
    },

    /** Deletes the scan and its photo. A diary entry logged from it stays (it is the diary's). */
    async delete(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw new NotFoundError('Scan not found.');
      await db.transaction(async (tx) => {
        const row = await repo.deleteOwned(tx, userId, id);
        if (!row) throw new NotFoundError('Scan not found.');
        if (row.photoId) await uploads.remove(tx, userId, row.photoId);
      });
    },

    /**
     * Logs the scan as a diary entry (method scan) with the matched foods as its items and the
     * whole scan in analysis_data, then links the scan to it.
     */
    async log(userId: string, id: string, body: LogFoodScanBody): Promise<Meal> {
      const row = await getOwned(userId, id);
      const scan = toScan(row);
      if (scan.mealId) {
        const existing = await meals.get(userId, scan.mealId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null; // deleted from the diary: log again
          throw error;
        });
        if (existing) throw new ConflictError('This scan is already in your diary.');
      }
      const items = scan.items.flatMap((item) =>
        item.foodId && item.foodName && item.nutrients
          ? [
              {
                foodId: item.foodId,
                name: item.foodName,
                quantity: item.grams,
                unit: 'g',
                grams: item.grams,
                nutrients: item.nutrients,
              },
            ]
          : [],
      );
      // The scan's foods are already resolved: the diary adds them as they are, in one
      // transaction with the link, so two logs of one scan at once leave one entry.
      return db.transaction(async (tx) => {
        const meal = await meals.addResolved(tx, userId, {
          mealType: body.mealType,
          date: body.date,
          title: scan.foodType.slice(0, 120),
          method: 'scan',
          analysisData: { scan: { ...scan, mealId: null } },
          items,
        });
        if (!(await repo.setMeal(tx, userId, id, meal.id, scan.mealId))) {
          // Another request logged it meanwhile: keep the diary to one entry per scan.
          throw new ConflictError('This scan is already in your diary.');
        }
        return meal;
      });
    },
  };
}
