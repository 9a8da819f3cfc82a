import type { AiProvenance, FoodScanMethod } from '@ketoflow/contracts';
import {
  round1,
  assessKeto,
  calendarDateInTimeZone,
  nutrientsForGrams,
  roundNutrients,
} from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import type { ProcessedImage } from '../../lib/images/photo.js';
import { ConflictError } from '../../lib/errors.js';
import { macrosOf, perHundred, type Portion, type StoredItem } from './food-scans.mappers.js';
import type { ScanDiary, ScanPhotos } from './food-scans.ports.js';
import type { FoodScanRow, FoodScansRepository } from './food-scans.repository.js';

/** Storing a paid scan, and finding the one a replayed key already paid for. */
export function createScanStore(deps: {
  db: Db;
  repo: FoodScansRepository;
  photos: Pick<ScanPhotos, 'insert'>;
  diary: Pick<ScanDiary, 'summary'>;
  now: () => Date;
}) {
  const { db, repo, now } = deps;
  const uploads = deps.photos;
  const meals = deps.diary;

  /**
   * Scores the plate against today's net-carb budget and stores the scan (with its photo, if
   * any) in one transaction. Runs inside the paid action: if it throws, the coins go back.
   */
  async function store(args: {
    userId: string;
    key: string;
    tz: string;
    method: FoodScanMethod;
    foodType: string;
    portions: Portion[];
    unmatched: string[];
    barcode: string | null;
    provenance: AiProvenance;
    image: ProcessedImage | null;
    photoId: string | null;
  }): Promise<FoodScanRow> {
    const { userId, portions } = args;
    const macros = macrosOf(
      portions.map((p) => ({
        per100g: perHundred(p.food),
        grams: p.grams,
        low: p.low,
        high: p.high,
      })),
    );
    const today = calendarDateInTimeZone(now(), args.tz);
    const summary = await meals.summary(userId, today);
    const assessment = assessKeto({
      foodType: args.foodType,
      grams: portions.reduce((sum, p) => sum + p.grams, 0),
      netCarbsG: macros.netCarbsG.value,
      netCarbsLowG: macros.netCarbsG.low,
      netCarbsHighG: macros.netCarbsG.high,
      dailyNetCarbsG: summary.targets?.netCarbsG ?? null,
      eatenNetCarbsG: summary.totals.netCarbsG,
    });
    const items: StoredItem[] = [
      ...portions.map((p) => ({
        label: p.label,
        foodId: p.food.id,
        foodName: p.food.name,
        grams: round1(p.grams),
        gramsLow: round1(p.low),
        gramsHigh: round1(p.high),
        nutrients: roundNutrients(nutrientsForGrams(perHundred(p.food), p.grams)),
        ...(args.barcode ? { barcode: args.barcode } : {}),
      })),
      ...args.unmatched.map((label) => ({
        label,
        foodId: null,
        foodName: null,
        grams: 0,
        gramsLow: 0,
        gramsHigh: 0,
        nutrients: null,
      })),
    ];
    return db.transaction(async (tx) => {
      const photoId = args.image
        ? (await uploads.insert(tx, userId, 'food_scan', args.image)).id
        : args.photoId;
      return repo.insert(tx, {
        userId,
        photoId,
        method: args.method,
        foodType: args.foodType,
        ketoScore: assessment.score,
        verdict: assessment.verdict,
        analysis: assessment.analysis,
        recommendation: assessment.recommendation,
        items,
        macros,
        engine: args.provenance.engine,
        model: args.provenance.model,
        idempotencyKey: args.key,
      });
    });
  }

  /** The scan stored for this key by the request that paid for it. */
  async function replayed(userId: string, key: string): Promise<FoodScanRow> {
    const row = await repo.findByKey(userId, key);
    if (!row) throw new ConflictError('This request is still running. Please wait a moment.');
    return row;
  }

  return { store, replayed };
}
