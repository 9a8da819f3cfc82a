import { randomUUID } from 'node:crypto';
import {
  customFoodFactsIssues,
  FOOD_MESSAGES,
  type CreateCustomFoodBody,
  type Food,
  type FoodList,
  type NutrientFacts,
  type RecentFoodList,
  type UpdateCustomFoodBody,
} from '@ketoflow/contracts';
import {
  atwaterEnergy,
  buildSearchText,
  isValidGtin,
  normaliseSearchText,
  searchWords,
} from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { readCatalogueFile, seedCatalogue, type SeedResult } from './catalogue.js';
import {
  createBarcodeLookup,
  type FoodsLogger,
  type OpenFoodFactsSettings,
} from './foods.barcode.js';
import { toFood, toFoodFacts, type FoodFacts } from './foods.mappers.js';
import type { FoodCandidate, FoodCandidatesRepository } from './food-candidates.repository.js';
import type { FoodRow, FoodsRepository } from './foods.repository.js';
import type { FoodUsageWriter } from './foods.usage.js';

export type { FoodsLogger, OpenFoodFactsSettings } from './foods.barcode.js';

export function createFoodsService(deps: {
  db: Db;
  repo: FoodsRepository;
  candidates: FoodCandidatesRepository;
  usage: FoodUsageWriter;
  logger: FoodsLogger;
  /** Per-user limits; disabled with RATE_LIMIT_ENABLED=false like every other limit. */
  limiter: RateLimiter;
  catalogueFile: string;
  openFoodFacts: OpenFoodFactsSettings;
  appName: string;
  appVersion: string;
}) {
  const { repo } = deps;
  const byBarcode = createBarcodeLookup(deps);

  async function getCustomOrThrow(userId: string, id: string): Promise<FoodRow> {
    const row = await repo.findCustom(userId, id);
    if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
    return row;
  }

  function checkFacts(facts: NutrientFacts): void {
    const issues = customFoodFactsIssues(facts);
    if (issues.length > 0)
      throw new ValidationError(
        issues[0]?.message ?? 'Check the nutrition facts.',
        issues.map((i) => ({ path: `body.per100g.${i.path}`, message: i.message })),
      );
  }

  function checkBarcode(barcode: string | null | undefined): string | null {
    if (!barcode) return null;
    if (!isValidGtin(barcode))
      throw new ValidationError(FOOD_MESSAGES.barcodeInvalid, [
        { path: 'body.barcode', message: FOOD_MESSAGES.barcodeInvalid },
      ]);
    return barcode;
  }

  /** Energy typed by the user wins; left out, it follows from the macros. */
  function withEnergy(
    facts: Omit<NutrientFacts, 'energyKcal'> & { energyKcal?: number | null },
  ): NutrientFacts {
    return {
      ...facts,
      energyKcal: Math.round(facts.energyKcal ?? atwaterEnergy(facts)),
    };
  }

  return {
    /** Loads the curated catalogue file (idempotent; skipped when unchanged). */
    async seedCatalogue(): Promise<SeedResult | null> {
      let catalogue;
      try {
        catalogue = await readCatalogueFile(deps.catalogueFile);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          deps.logger.warn(
            { file: deps.catalogueFile },
            'food catalogue file not found; the food database starts empty',
          );
          return null;
        }
        throw error;
      }
      const result = await seedCatalogue(deps.db, catalogue);
      if (result.status === 'loaded') deps.logger.info(result, 'food catalogue loaded');
      return result;
    },

    async search(userId: string, q: string, limit: number): Promise<FoodList> {
      const words = searchWords(q);
      if (words.length === 0) return { items: [] };
      const rows = await repo.search({ userId, words, phrase: normaliseSearchText(q), limit });
      return { items: rows.map(toFood) };
    },

    async recent(userId: string, limit: number): Promise<RecentFoodList> {
      const rows = await repo.recent(userId, limit);
      return {
        items: rows.map((row) => ({
          ...toFood(row),
          usage: {
            timesLogged: row.timesLogged,
            lastLoggedAt: row.lastLoggedAt.toISOString(),
            lastQuantity: row.lastQuantity,
            lastUnit: row.lastUnit,
            lastGrams: row.lastGrams,
          },
        })),
      };
    },

    /**
     * The stored facts of these foods that this user may use (the catalogue and their own
     * custom foods); another user's custom food is simply not found. What other modules
     * compute nutrition from.
     */
    async factsByIds(userId: string, ids: readonly string[]): Promise<FoodFacts[]> {
      return (await repo.findVisibleByIds(userId, ids)).map(toFoodFacts);
    },

    /**
     * For each phrase of a described meal (normalised to [a-z0-9 ]), the foods within the
     * trigram threshold with their similarities and the user's use counts; the domain ranks.
     */
    candidatesFor(userId: string, phrases: string[]): Promise<FoodCandidate[][]> {
      return deps.candidates.searchCandidates(userId, phrases);
    },

    /** Catalogue foods only (what the starter library may use). */
    async catalogueFactsByIds(ids: readonly string[]): Promise<FoodFacts[]> {
      return (await repo.findCatalogueByIds(ids)).map(toFoodFacts);
    },

    async get(userId: string, id: string): Promise<Food> {
      const row = await repo.findVisible(userId, id);
      if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
      return toFood(row);
    },

    async listCustom(userId: string): Promise<FoodList> {
      return { items: (await repo.listCustom(userId)).map(toFood) };
    },

    async createCustom(userId: string, body: CreateCustomFoodBody): Promise<Food> {
      const facts = withEnergy(body.per100g);
      checkFacts(facts);
      const barcode = checkBarcode(body.barcode);
      const brand = body.brand || null;
      const row = await repo.insertCustom({
        id: randomUUID(),
        ownerId: userId,
        source: 'custom',
        sourceLabel: 'Your own food',
        fdcId: null,
        dataType: null,
        barcode,
        name: body.name,
        description: null,
        brand,
        category: body.category,
        aliases: [],
        searchText: buildSearchText({ name: body.name, brand }),
        ...facts,
        portions: body.portions,
      });
      return toFood(row);
    },

    async updateCustom(userId: string, id: string, body: UpdateCustomFoodBody): Promise<Food> {
      const current = await getCustomOrThrow(userId, id);
      const patch = body.per100g ?? {};
      const merged = {
        proteinG: patch.proteinG ?? current.proteinG,
        fatG: patch.fatG ?? current.fatG,
        saturatedFatG: patch.saturatedFatG ?? current.saturatedFatG,
        carbohydrateG: patch.carbohydrateG ?? current.carbohydrateG,
        fiberG: patch.fiberG ?? current.fiberG,
        sugarsG: patch.sugarsG ?? current.sugarsG,
        sugarAlcoholsG: patch.sugarAlcoholsG ?? current.sugarAlcoholsG,
        sodiumMg: patch.sodiumMg ?? current.sodiumMg,
      };
      const macrosChanged = ['proteinG', 'fatG', 'carbohydrateG', 'fiberG'].some(
        (k) => patch[k as keyof typeof patch] !== undefined,
      );
      // null: compute again; a number: the user's; absent: keep, unless the macros changed
      // and the stored energy was the computed one (it would be stale).
      const storedWasComputed =
        Math.round(atwaterEnergy(current)) === Math.round(current.energyKcal);
      const energy =
        patch.energyKcal === null
          ? null
          : (patch.energyKcal ?? (macrosChanged && storedWasComputed ? null : current.energyKcal));
      const facts = withEnergy({ ...merged, energyKcal: energy });
      checkFacts(facts);
      const name = body.name ?? current.name;
      const brand = body.brand === undefined ? current.brand : body.brand || null;
      const row = await repo.updateCustom(userId, id, {
        name,
        brand,
        category: body.category ?? current.category,
        barcode: body.barcode === undefined ? current.barcode : checkBarcode(body.barcode),
        portions: body.portions ?? current.portions,
        searchText: buildSearchText({ name, brand }),
        ...facts,
      });
      if (!row) throw new NotFoundError(FOOD_MESSAGES.notFound);
      return toFood(row);
    },

    /**
     * Deletes a custom food. Diary entries keep their snapshot of the nutrients (their link
     * to the food becomes empty); recipes keep the ingredient as they stored it.
     */
    async deleteCustom(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteCustom(userId, id))) throw new NotFoundError(FOOD_MESSAGES.notFound);
    },

    byBarcode,

    /** What the diary reports as it adds and removes items of foods (search ranks by it). */
    usage: deps.usage,
  };
}

export type FoodsService = ReturnType<typeof createFoodsService>;
