import {
  CATALOGUE_NUTRIENT_ORDER,
  type CatalogueFoodRow,
  type Food,
  type FoodCatalogue,
  type NutrientFacts,
  type OwnFood,
} from '@ketoflow/contracts';
import type { RankableFood } from './food-search-rank.js';
import { buildSearchText } from './food-search.js';
import { round2 } from './numbers.js';
import { netCarbs } from './nutrition.js';

/**
 * The compact catalogue the app keeps for searching offline (decision 039), both ways: the
 * server writes its rows from the foods it serves, the app reads them back into the same
 * `Food` the server would answer, so an entry logged from an offline result has the server's
 * numbers.
 */

/** A curated food as a compact row; `sources` collects the provenance labels. */
export function catalogueRowOf(
  food: Food,
  aliases: readonly string[],
  sources: string[],
): CatalogueFoodRow {
  let source = sources.indexOf(food.sourceLabel);
  if (source < 0) source = sources.push(food.sourceLabel) - 1;
  return [
    food.id,
    food.name,
    [...aliases],
    food.description,
    food.category,
    source,
    food.fdcId,
    CATALOGUE_NUTRIENT_ORDER.map((key) => food.per100g[key]),
    food.portions.map((p) => [p.label, p.grams] as [string, number]),
  ];
}

/** A compact row as the `Food` the server answers for it, and its search text. */
export function foodOfCatalogueRow(
  row: CatalogueFoodRow,
  sources: FoodCatalogue['sources'],
): { food: Food; searchText: string } {
  const [id, name, aliases, description, category, source, fdcId, values, portions] = row;
  const facts = Object.fromEntries(
    CATALOGUE_NUTRIENT_ORDER.map((key, i) => [key, values[i] ?? 0]),
  ) as NutrientFacts;
  return {
    food: {
      id,
      name,
      description,
      brand: null,
      category,
      source: 'usda',
      sourceLabel: sources[source] ?? '',
      labelConvention: null,
      fdcId,
      barcode: null,
      // As the server's mapper does: net carbs derived, rounded.
      per100g: { ...facts, netCarbsG: round2(netCarbs(facts)) },
      portions: portions.map(([label, grams]) => ({ label, grams })),
      isCustom: false,
    },
    searchText: buildSearchText({ name, aliases, description }),
  };
}

/** A food the offline search can rank and hand to the log dialog. */
export type OfflineFood = RankableFood & { food: Food };

/**
 * Everything the offline search covers, once per food: the catalogue, then the user's own and
 * logged foods (their entry wins: it carries the server's search text and the usage).
 */
export function offlineFoods(
  catalogue: FoodCatalogue | null,
  own: readonly OwnFood[],
): OfflineFood[] {
  const byId = new Map<string, OfflineFood>();
  for (const row of catalogue?.foods ?? []) {
    const { food, searchText } = foodOfCatalogueRow(row, catalogue?.sources ?? []);
    byId.set(food.id, { id: food.id, food, searchText, branded: false, own: false, usage: null });
  }
  for (const item of own) {
    const { food } = item;
    byId.set(food.id, {
      id: food.id,
      food,
      searchText: item.searchText,
      branded: food.brand !== null || food.source === 'open_food_facts',
      own: food.isCustom,
      usage: item.lastLoggedAt
        ? { timesLogged: item.timesLogged, lastLoggedAt: Date.parse(item.lastLoggedAt) }
        : null,
    });
  }
  return [...byId.values()];
}
