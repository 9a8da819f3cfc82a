import type { FoodPortion, NutrientFacts } from '@ketoflow/contracts';
import { atwaterEnergy, round2 } from '@ketoflow/domain';
import { z } from 'zod';

/**
 * Open Food Facts product reads (API v2). OFF asks every client for a User-Agent naming the
 * app and a contact, and for very few reads per minute: the service caches every answer and
 * budgets the reads; this file only speaks the protocol and maps a product to our facts.
 */

export const OFF_FIELDS =
  'code,product_name,brands,nutriments,serving_size,countries_tags,nutrition_data_per';

/**
 * Why a read did not give a product. `unreachable`: no answer in time, no connection, or OFF
 * says it is overloaded (5xx, 429), so asking again at once would only wait or add load.
 */
export class OpenFoodFactsUnavailable extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
  ) {
    super(message);
  }
}

const numberish = z.preprocess((v) => {
  if (typeof v === 'string' && v.trim() !== '') return Number(v.replace(',', '.'));
  return v;
}, z.number().finite().optional().catch(undefined));

const ProductSchema = z.object({
  code: z.string().optional().catch(undefined),
  product_name: z.string().optional().catch(undefined),
  brands: z.string().optional().catch(undefined),
  serving_size: z.string().optional().catch(undefined),
  countries_tags: z.array(z.string()).optional().catch(undefined),
  nutrition_data_per: z.string().optional().catch(undefined),
  nutriments: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
export type OffProduct = z.infer<typeof ProductSchema>;

const ResponseSchema = z.object({
  status: z.union([z.number(), z.string()]).optional(),
  product: ProductSchema.optional(),
});

export type OffClientOptions = {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
};

/**
 * One product read. Resolves with the product, or null when OFF does not know the code
 * (HTTP 404 or `status: 0`); throws OpenFoodFactsUnavailable when OFF cannot answer.
 */
export async function fetchOffProduct(
  options: OffClientOptions,
  code: string,
): Promise<OffProduct | null> {
  const url = `${options.baseUrl}/api/v2/product/${encodeURIComponent(code)}.json?fields=${OFF_FIELDS}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new OpenFoodFactsUnavailable(
      error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error',
      true,
    );
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new OpenFoodFactsUnavailable(
      `HTTP ${response.status}`,
      response.status >= 500 || response.status === 429,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // A body cut off by the timeout is an unreachable server; bad JSON is a one-off.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new OpenFoodFactsUnavailable(timedOut ? 'timeout' : 'invalid JSON', timedOut);
  }
  const parsed = ResponseSchema.safeParse(body);
  if (!parsed.success) throw new OpenFoodFactsUnavailable('unexpected response', false);
  if (Number(parsed.data.status) !== 1 || !parsed.data.product) return null;
  return parsed.data.product;
}

/**
 * Products sold only in the US or Canada: their labels' "Total Carbohydrate" includes fibre.
 * Everywhere else (EU, UK, Australia…) "Carbohydrate" excludes fibre.
 */
const FIBRE_INCLUSIVE_COUNTRIES = new Set(['en:united-states', 'en:canada']);

export function labelIncludesFibre(countriesTags: readonly string[] | undefined): boolean {
  const tags = countriesTags ?? [];
  return tags.length > 0 && tags.every((tag) => FIBRE_INCLUSIVE_COUNTRIES.has(tag));
}

export type MappedProduct = {
  name: string;
  brand: string | null;
  per100g: NutrientFacts;
  portions: FoodPortion[];
  /** 'us': total carbohydrate includes fibre (US, Canada); 'eu': it excludes fibre. */
  labelConvention: 'eu' | 'us';
};

/**
 * Our per-100 g facts from an OFF product, or null when it lacks the basics (protein, fat and
 * carbohydrate per 100 g, or a name) — such a product is treated as not found.
 *
 * The carbohydrate trap: `carbohydrates_100g` is what the label says. A
 * product sold only in the US/Canada has a US label, whose total carbohydrate already includes
 * fibre; every other product is taken as having an EU-style label, whose carbohydrate excludes
 * fibre, so we store total carbohydrate = carbohydrates + fibre. Net carbs (total − fibre −
 * sugar alcohols) then come out right for both.
 */
export function mapOffProduct(product: OffProduct): MappedProduct | null {
  const n = product.nutriments ?? {};
  const get = (key: string): number | undefined => {
    const value = numberish.parse(n[key]);
    return value !== undefined && value >= 0 ? value : undefined;
  };
  // Nutrition given per serving only is not per 100 g: the values below would be wrong.
  if (product.nutrition_data_per && product.nutrition_data_per !== '100g') return null;
  const name = product.product_name?.trim();
  const protein = get('proteins_100g');
  const fat = get('fat_100g');
  const carbsOnLabel = get('carbohydrates_100g');
  if (!name || protein === undefined || fat === undefined || carbsOnLabel === undefined)
    return null;

  const fibre = get('fiber_100g') ?? 0;
  const includesFibre = labelIncludesFibre(product.countries_tags);
  const carbohydrate = includesFibre ? carbsOnLabel : carbsOnLabel + fibre;
  const sugarAlcohols = get('polyols_100g') ?? 0;
  // Sodium in g per 100 g; when only salt is given, sodium = salt / 2.5.
  const sodiumG = get('sodium_100g') ?? (get('salt_100g') ?? 0) / 2.5;
  const kcal =
    get('energy-kcal_100g') ??
    (get('energy-kj_100g') !== undefined ? (get('energy-kj_100g') as number) / 4.184 : undefined);
  const facts = {
    proteinG: round2(protein),
    fatG: round2(fat),
    saturatedFatG: round2(Math.min(get('saturated-fat_100g') ?? 0, fat)),
    carbohydrateG: round2(carbohydrate),
    fiberG: round2(Math.min(fibre, carbohydrate)),
    sugarsG: round2(Math.min(get('sugars_100g') ?? 0, carbohydrate)),
    sugarAlcoholsG: round2(Math.min(sugarAlcohols, carbohydrate)),
    sodiumMg: Math.round(sodiumG * 1000),
  };
  const per100g: NutrientFacts = {
    energyKcal: Math.round(kcal ?? atwaterEnergy(facts)),
    ...facts,
  };
  const portions: FoodPortion[] = [];
  const servingGrams = /(\d+(?:[.,]\d+)?)\s*(g|ml)\b/i.exec(product.serving_size ?? '');
  if (servingGrams?.[1]) {
    const grams = Number(servingGrams[1].replace(',', '.'));
    if (grams > 0 && grams <= 5000)
      portions.push({ label: `1 serving (${product.serving_size?.trim().slice(0, 60)})`, grams });
  }
  return {
    name: name.slice(0, 200),
    brand: product.brands?.split(',')[0]?.trim().slice(0, 120) || null,
    per100g,
    portions,
    labelConvention: includesFibre ? 'us' : 'eu',
  };
}
