import {
  PHOTO_LIMITS,
  type AiProvenance,
  type DescribeScanBody,
  type Food,
  type FoodScan,
  type FoodScanItem,
  type FoodScanList,
  type FoodScanListQuery,
  type FoodScanMacros,
  type FoodScanMethod,
  type LogFoodScanBody,
  type Meal,
  type MacroRange,
  type Nutrients,
  type NutrientFacts,
  type PhotoScanResponse,
} from '@ketoflow/contracts';
import {
  addDays,
  assessKeto,
  calendarDateInTimeZone,
  ketoScoreBand,
  nutrientsForGrams,
  roundNutrients,
  toIsoDate,
} from '@ketoflow/domain';
import { z } from 'zod';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AiFeatureDeps } from '../ai/feature-deps.js';
import { addUp, DIARY_EARLIEST_DATE } from '../meals/meals.service.js';
import { createMealsRepository } from '../meals/meals.repository.js';
import type { ProcessedImage } from '../../lib/images/photo.js';
import { readProductBarcode } from './barcode.js';
import type { FoodScanRow, FoodScansRepository } from './food-scans.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Grams assessed when a product has no serving size. */
const DEFAULT_SERVING_G = 100;
const VISION_ITEMS_MAX = 12;

const BUILTIN: AiProvenance = { engine: 'builtin', model: null };

/** An item as stored in food_scans.items (the wire item plus the barcode it came from). */
const StoredItemSchema = z.object({
  label: z.string(),
  foodId: z.string().nullable(),
  foodName: z.string().nullable(),
  grams: z.number(),
  gramsLow: z.number(),
  gramsHigh: z.number(),
  nutrients: z.record(z.string(), z.number()).nullable(),
  barcode: z.string().nullable().optional(),
});
type StoredItem = FoodScanItem & { barcode?: string | null };

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

const VISION_PROMPT = [
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
class NothingRecognised extends Error {
  constructor(
    readonly reason: string,
    readonly unmatched: string[],
    readonly provenance: AiProvenance,
  ) {
    super(reason);
  }
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function range(value: number, low: number, high: number, digits = 1): MacroRange {
  const f = 10 ** digits;
  const r = (v: number) => Math.round(v * f) / f;
  return { value: r(value), low: r(Math.min(low, value)), high: r(Math.max(high, value)) };
}

function perHundred(food: Food): NutrientFacts {
  const { netCarbsG: _derived, ...facts } = food.per100g;
  return facts;
}

/** Sums the matched items at their middle, low and high grams. */
function macrosOf(items: { per100g: NutrientFacts; grams: number; low: number; high: number }[]) {
  const at = (pick: 'grams' | 'low' | 'high'): Nutrients =>
    addUp(items.map((i) => roundNutrients(nutrientsForGrams(i.per100g, i[pick]))));
  const [mid, low, high] = [at('grams'), at('low'), at('high')];
  const macros: FoodScanMacros = {
    netCarbsG: range(mid.netCarbsG, low.netCarbsG, high.netCarbsG),
    carbohydrateG: range(mid.carbohydrateG, low.carbohydrateG, high.carbohydrateG),
    fiberG: range(mid.fiberG, low.fiberG, high.fiberG),
    proteinG: range(mid.proteinG, low.proteinG, high.proteinG),
    fatG: range(mid.fatG, low.fatG, high.fatG),
    energyKcal: range(mid.energyKcal, low.energyKcal, high.energyKcal, 0),
  };
  return macros;
}

/** A matched food with its grams (and range) on the plate. */
type Portion = { label: string; food: Food; grams: number; low: number; high: number };

export type FoodScansServiceDeps = AiFeatureDeps & {
  repo: FoodScansRepository;
  now?: () => Date;
};

export function createFoodScansService(deps: FoodScansServiceDeps) {
  const { repo, db, uploads, foods, meals, engine, paidActions } = deps;
  const now = deps.now ?? (() => new Date());
  const mealsRepo = createMealsRepository(db);

  function toScan(row: FoodScanRow): FoodScan {
    const items = z.array(StoredItemSchema).parse(row.items) as StoredItem[];
    const barcode = items.find((i) => i.barcode)?.barcode ?? null;
    return {
      id: row.id,
      method: row.method as FoodScanMethod,
      foodType: row.foodType,
      ketoScore: row.ketoScore,
      verdict: row.verdict,
      band: ketoScoreBand(row.ketoScore),
      analysis: row.analysis,
      recommendation: row.recommendation,
      macros: row.macros as FoodScanMacros,
      items: items.map(({ barcode: _b, ...item }) => item),
      unmatched: items.filter((i) => i.foodId === null).map((i) => i.label),
      barcode,
      provenance: { engine: row.engine as AiProvenance['engine'], model: row.model },
      photoUrl: row.photoId ? `/api/v1/uploads/${row.photoId}` : null,
      createdAt: row.createdAt.toISOString(),
      mealId: row.mealId,
    };
  }

  async function getOwned(userId: string, id: string): Promise<FoodScanRow> {
    const row = UUID.test(id) ? await repo.findOwned(userId, id) : undefined;
    if (!row) throw new NotFoundError('Scan not found.');
    return row;
  }

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
        error.statusCode === 503
          ? 'the product lookup is not available right now'
          : 'it is not in the food database';
      return {
        reason: `We read the barcode ${code}, but ${why}. Tell us what is on the plate instead.`,
      };
    }
  }

  /** Names from a vision model → foods of our database with the model's grams. */
  async function matchVisionItems(
    userId: string,
    items: z.infer<typeof VisionAnswerSchema>['items'],
  ): Promise<{ portions: Portion[]; unmatched: string[] }> {
    const portions: Portion[] = [];
    const unmatched: string[] = [];
    for (const item of items) {
      let match: { foodId: string } | null = null;
      try {
        // The diary's own ranking (typo-tolerant, with its "good enough" threshold).
        match = (await meals.parse(userId, item.name)).items[0]?.match ?? null;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
      }
      if (!match) {
        unmatched.push(item.name);
        continue;
      }
      const food = await foods.get(userId, match.foodId);
      const low = Math.min(item.gramsLow, item.grams);
      const high = Math.max(item.gramsHigh, item.grams);
      portions.push({ label: item.name, food, grams: item.grams, low, high });
    }
    return { portions, unmatched };
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
    await deps.limiter.hit(
      `food-scans:free-photo:${userId}`,
      deps.rateLimits.freeScanPhotosPerUser,
    );
    const upload = await db.transaction((tx) => uploads.insert(tx, userId, 'food_scan', image));
    return {
      status: 'needs_description',
      photoId: upload.id,
      photoUrl: `/api/v1/uploads/${upload.id}`,
      ...details,
    };
  }

  return {
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

    /**
     * The user says what is on the plate: chosen foods with grams, or a sentence for the
     * diary's parser. Everything is checked before the coins are taken.
     */
    async describe(
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
    },

    async list(userId: string, query: FoodScanListQuery): Promise<FoodScanList> {
      let after: { createdAt: Date; id: string } | null = null;
      if (query.cursor) {
        const [at, id] = Buffer.from(query.cursor, 'base64url').toString('utf8').split('|');
        const createdAt = new Date(at ?? '');
        if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
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
      if (!UUID.test(id)) throw new NotFoundError('Scan not found.');
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
      // The diary's date rule (meals.service checkDate): not before 2000, at most tomorrow.
      if (body.date > addDays(toIsoDate(now()), 1) || body.date < DIARY_EARLIEST_DATE) {
        const message = "You can't log meals more than a day ahead or before 2000.";
        throw new ValidationError(message, [{ path: 'body.date', message }]);
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
      // meals.create has no "scan" method: the scan's foods are already resolved, so they go
      // in through the diary's repository, as meals.copy does with resolved items.
      const [meal] = await mealsRepo.insertMany(userId, [
        {
          meal: {
            recipeId: null,
            mealType: body.mealType,
            date: body.date,
            servings: 1,
            title: scan.foodType.slice(0, 120),
            macros: addUp(items.map((i) => i.nutrients)),
            method: 'scan',
            notes: null,
            analysisData: { scan: { ...scan, mealId: null } },
          },
          items,
        },
      ]);
      if (!meal) throw new Error('meal insert returned no row');
      if (!(await repo.setMeal(userId, id, meal.id, scan.mealId))) {
        // Another request logged it meanwhile: keep the diary to one entry per scan.
        await meals.delete(userId, meal.id);
        throw new ConflictError('This scan is already in your diary.');
      }
      return meals.get(userId, meal.id);
    },
  };
}

export type FoodScansService = ReturnType<typeof createFoodScansService>;
