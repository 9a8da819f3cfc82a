import { ErrorCode, FOOD_MESSAGES, type Food } from '@ketoflow/contracts';
import { buildSearchText, isValidGtin, normaliseBarcode } from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter.js';
import { toFood } from './foods.mappers.js';
import type { FoodsRepository } from './foods.repository.js';
import {
  fetchOffProduct,
  mapOffProduct,
  OpenFoodFactsUnavailable,
  type OffClientOptions,
} from './open-food-facts.js';

/**
 * 424 (Failed Dependency): the barcode service is off, unreachable or over its budget; the
 * user can type the food in. Not a 5xx: nothing is wrong with this server, and proxies that
 * put their own page over 502-504 answers would hide this message.
 */
export class FoodLookupUnavailableError extends AppError {
  constructor() {
    super(ErrorCode.FOOD_LOOKUP_UNAVAILABLE, 424, FOOD_MESSAGES.lookupUnavailable);
  }
}

/** A barcode that Open Food Facts does not know, or knows without usable nutrition facts. */
export class BarcodeNotFoundError extends AppError {
  constructor() {
    super(ErrorCode.NOT_FOUND, 404, FOOD_MESSAGES.barcodeNotFound);
  }
}

/** A miss is asked again after a day (a product may be added to OFF meanwhile). */
const NOT_FOUND_TTL_MS = 24 * 60 * 60 * 1000;
/** A found product is refreshed after a month (recipes change; so do labels). */
const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type FoodsLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type OpenFoodFactsSettings = {
  enabled: boolean;
  baseUrl: string;
  contact: string;
  timeoutMs: number;
  retryAfterSeconds: number;
  readsPerMinute: number;
  userReadsPerHour: number;
};

/** Barcode lookups: the user's own food, the Open Food Facts cache, then budgeted reads. */
export function createBarcodeLookup(deps: {
  db: Db;
  repo: FoodsRepository;
  logger: FoodsLogger;
  limiter: RateLimiter;
  openFoodFacts: OpenFoodFactsSettings;
  appName: string;
  appVersion: string;
}) {
  const { repo } = deps;
  const off = deps.openFoodFacts;
  const offClient: OffClientOptions = {
    baseUrl: off.baseUrl,
    userAgent: `${deps.appName}/${deps.appVersion} (${off.contact})`,
    timeoutMs: off.timeoutMs,
  };
  // OFF asks for a contact it can reach; support@localhost (no APP_URL, no e-mail) is none.
  if (off.enabled && /@(localhost|127\.0\.0\.1)$/i.test(off.contact))
    deps.logger.warn(
      { contact: off.contact },
      'Open Food Facts asks for a real contact in the User-Agent: set OPENFOODFACTS_CONTACT or OPERATOR_EMAIL',
    );
  // OFF's budget is a promise to OFF, not abuse protection: it holds even when the
  // operator turns the app's own rate limits off.
  const offBudget = createRateLimiter(deps.db, true);
  // After OFF did not answer (offline machine, OFF down or overloaded), lookups say "not
  // available" at once until then instead of each waiting out the timeout. Per process, in
  // memory: each server process pays at most one timeout per window.
  let unreachableUntil = 0;

  async function lookupOpenFoodFacts(userId: string, code: string): Promise<Food> {
    if (!off.enabled || Date.now() < unreachableUntil) throw new FoodLookupUnavailableError();
    // The user's budget first: one user cannot spend everyone's share of OFF.
    await deps.limiter.hit(`foods:off:user:${userId}`, {
      limit: off.userReadsPerHour,
      windowSeconds: 3600,
    });
    try {
      await offBudget.hit(`foods:off:global:${off.baseUrl}`, {
        limit: off.readsPerMinute,
        windowSeconds: 60,
      });
    } catch {
      deps.logger.warn({ code }, 'Open Food Facts read budget spent for this minute');
      throw new FoodLookupUnavailableError();
    }
    let product;
    try {
      product = await fetchOffProduct(offClient, code);
    } catch (error) {
      if (!(error instanceof OpenFoodFactsUnavailable)) throw error;
      if (error.unreachable) unreachableUntil = Date.now() + off.retryAfterSeconds * 1000;
      deps.logger.warn(
        {
          code,
          reason: error.message,
          pausedSeconds: error.unreachable ? off.retryAfterSeconds : 0,
        },
        'Open Food Facts lookup failed',
      );
      throw new FoodLookupUnavailableError();
    }
    const mapped = product ? mapOffProduct(product) : null;
    if (!mapped) {
      await repo.saveNotFound(code);
      throw new BarcodeNotFoundError();
    }
    const row = await repo.saveFound(code, {
      id: `off-${code}`,
      ownerId: null,
      source: 'open_food_facts',
      sourceLabel: `Open Food Facts (ODbL), product ${code}${
        mapped.labelConvention === 'eu'
          ? '; EU label: carbohydrate excludes fibre, fibre added to the total'
          : '; US label: total carbohydrate includes fibre'
      }`,
      fdcId: null,
      // For OFF rows the data type is the label convention (foods.mappers labelConventionOf).
      dataType: mapped.labelConvention === 'eu' ? 'eu_label' : 'us_label',
      barcode: code,
      name: mapped.name,
      description: null,
      brand: mapped.brand,
      category: 'other',
      aliases: [],
      searchText: buildSearchText({ name: mapped.name, brand: mapped.brand }),
      ...mapped.per100g,
      portions: mapped.portions,
    });
    return toFood(row);
  }

  /**
   * A food by barcode: the user's own custom food with that barcode, else the cached Open
   * Food Facts product (misses cached for a day), else one budgeted read from OFF.
   */
  return async function byBarcode(userId: string, raw: string): Promise<Food> {
    const code = normaliseBarcode(raw);
    if (!isValidGtin(code)) throw new ValidationError(FOOD_MESSAGES.barcodeInvalid);
    const own = await repo.findCustomByBarcode(userId, code);
    if (own) return toFood(own);
    const cached = await repo.findLookup(code);
    if (cached) {
      const age = Date.now() - cached.fetchedAt.getTime();
      if (cached.status === 'found' && cached.food) {
        // A stale product is refreshed when OFF is available; otherwise the cache serves.
        if (age < FOUND_TTL_MS || !off.enabled) return toFood(cached.food);
        try {
          return await lookupOpenFoodFacts(userId, code);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return toFood(cached.food);
        }
      }
      if (cached.status === 'not_found' && age < NOT_FOUND_TTL_MS) throw new BarcodeNotFoundError();
    }
    return lookupOpenFoodFacts(userId, code);
  };
}
