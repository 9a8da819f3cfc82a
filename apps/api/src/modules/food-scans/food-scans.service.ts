import {
  ErrorCode,
  PHOTO_LIMITS,
  type AiProvenance,
  type Food,
  type PhotoScanResponse,
  uploadUrl,
} from '@ketoflow/contracts';
import type { Db } from '../../db/client.js';
import type { AiEngine } from '../../lib/ai/index.js';
import { AppError } from '../../lib/errors.js';
import type { ProcessedImage } from '../../lib/images/photo.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { readProductBarcode } from './barcode.js';
import { createDescribeScan } from './food-scans.describe.js';
import { createScanHistory } from './food-scans.history.js';
import { toScan } from './food-scans.mappers.js';
import type { ScanDiary, ScanFoods, ScanPayments, ScanPhotos } from './food-scans.ports.js';
import type { FoodScansRepository } from './food-scans.repository.js';
import { createScanStore } from './food-scans.store.js';
import {
  createVisionMatcher,
  NothingRecognised,
  VISION_PROMPT,
  VisionAnswerSchema,
} from './food-scans.vision.js';

/** Grams assessed when a product has no serving size. */
const DEFAULT_SERVING_G = 100;

const BUILTIN: AiProvenance = { engine: 'builtin', model: null };

export type FoodScansServiceDeps = {
  db: Db;
  repo: FoodScansRepository;
  engine: AiEngine;
  paidActions: ScanPayments;
  photos: ScanPhotos;
  foods: ScanFoods;
  diary: ScanDiary;
  limiter: RateLimiter;
  /** Unrecognised (free) photos one user may store per hour. */
  freeScanPhotos: RateRule;
  now?: () => Date;
};

/** KetoVision: a photo or a description → a scored scan, paid in FlowCoins. */
export function createFoodScansService(deps: FoodScansServiceDeps) {
  const { repo, db, foods, engine, paidActions } = deps;
  const uploads = deps.photos;
  const now = deps.now ?? (() => new Date());
  const scans = createScanStore({ db, repo, photos: uploads, diary: deps.diary, now });
  const { store, replayed } = scans;
  const matchVisionItems = createVisionMatcher({ diary: deps.diary, foods });
  const describe = createDescribeScan({
    repo,
    photos: uploads,
    foods,
    diary: deps.diary,
    paidActions,
    scans,
  });
  const history = createScanHistory({ db, repo, photos: uploads, diary: deps.diary });

  /** The barcode's product, or why there is none (never an error: the user can describe it). */
  async function lookUpBarcode(
    userId: string,
    code: string,
  ): Promise<{ food: Food } | { reason: string }> {
    try {
      return { food: await foods.byBarcode(userId, code) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const why =
        error.code === ErrorCode.NOT_FOUND
          ? 'it is not in the food database'
          : 'the product lookup is not available right now';
      return {
        reason: `We read the barcode ${code}, but ${why}. Tell us what is on the plate instead.`,
      };
    }
  }

  async function needsDescription(
    userId: string,
    image: ProcessedImage,
    details: {
      reason: string;
      barcode: string | null;
      unmatched: string[];
      provenance: AiProvenance;
    },
  ): Promise<PhotoScanResponse> {
    await deps.limiter.hit(`food-scans:free-photo:${userId}`, deps.freeScanPhotos);
    const upload = await db.transaction((tx) => uploads.insert(tx, userId, 'food_scan', image));
    return {
      status: 'needs_description',
      photoId: upload.id,
      photoUrl: uploadUrl(upload.id),
      ...details,
    };
  }

  return {
    describe,
    ...history,
    /**
     * A photo → a scan. The photo is validated and re-encoded before anything is charged (a
     * hostile file costs nothing and stores nothing). A retail barcode is tried first with
     * every engine (exact product facts beat any estimate); without one, a vision model
     * names the foods if configured. When nothing is recognised the user is asked to
     * describe the plate and no coins are kept.
     */
    async scanPhoto(
      userId: string,
      bytes: Buffer,
      key: string,
      tz: string,
    ): Promise<PhotoScanResponse> {
      const done = await repo.findByKey(userId, key);
      if (done) return { status: 'complete', scan: toScan(done) };

      const image = await uploads.prepare(bytes);
      const code = await readProductBarcode(bytes, PHOTO_LIMITS.maxMegapixels * 1_000_000);
      let reason = code
        ? ''
        : engine.capabilities.vision
          ? ''
          : 'No barcode could be read in this photo, and this server does not recognise dishes from photos. Tell us what is on the plate.';

      if (code) {
        const found = await lookUpBarcode(userId, code);
        if ('food' in found) {
          const food = found.food;
          const grams = food.portions[0]?.grams ?? DEFAULT_SERVING_G;
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
                    method: 'barcode',
                    foodType: food.brand ? `${food.name} (${food.brand})` : food.name,
                    portions: [{ label: food.name, food, grams, low: grams, high: grams }],
                    unmatched: [],
                    barcode: code,
                    provenance: BUILTIN,
                    image,
                    photoId: null,
                  }),
          });
          return { status: 'complete', scan: toScan(result) };
        }
        reason = found.reason;
        if (!engine.capabilities.vision) {
          return needsDescription(userId, image, {
            reason,
            barcode: code,
            unmatched: [],
            provenance: BUILTIN,
          });
        }
      }

      if (!engine.capabilities.vision) {
        return needsDescription(userId, image, {
          reason,
          barcode: null,
          unmatched: [],
          provenance: BUILTIN,
        });
      }

      try {
        const { result } = await paidActions.runPaidAction({
          userId,
          action: 'food_scan',
          idempotencyKey: key,
          work: async (ctx) => {
            if (ctx.replayed) return replayed(userId, key);
            const answer = await engine.structured(
              VisionAnswerSchema,
              [
                { role: 'system', content: VISION_PROMPT },
                {
                  role: 'user',
                  content: [
                    {
                      type: 'text',
                      text: 'What foods are on this plate, and how many grams of each?',
                    },
                    // The re-encoded copy: the model never sees the original's EXIF/GPS.
                    {
                      type: 'image',
                      url: `data:image/webp;base64,${image.data.toString('base64')}`,
                    },
                  ],
                },
              ],
              { vision: true, schemaName: 'plate_foods', temperature: 0 },
            );
            const provenance: AiProvenance = { engine: answer.engine, model: answer.model };
            const { portions, unmatched } = await matchVisionItems(userId, answer.data.items);
            if (portions.length === 0) {
              throw new NothingRecognised(
                answer.data.items.length === 0
                  ? 'No food was recognised in this photo. Tell us what is on the plate.'
                  : 'The foods seen in this photo are not in the food database. Tell us what is on the plate.',
                unmatched,
                provenance,
              );
            }
            const dish = answer.data.dish.trim();
            return store({
              userId,
              key,
              tz,
              method: 'vision',
              foodType: dish || portions.map((p) => p.food.name).join(', '),
              portions,
              unmatched,
              barcode: null,
              provenance,
              image,
              photoId: null,
            });
          },
        });
        return { status: 'complete', scan: toScan(result) };
      } catch (error) {
        if (!(error instanceof NothingRecognised)) throw error;
        return needsDescription(userId, image, {
          reason: code ? `${reason} ${error.reason}` : error.reason,
          barcode: code,
          unmatched: error.unmatched,
          provenance: error.provenance,
        });
      }
    },
  };
}

export type FoodScansService = ReturnType<typeof createFoodScansService>;
