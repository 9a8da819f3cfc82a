import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { FoodCatalogueSchema, type OwnFoodList } from '@ketoflow/contracts';
import { catalogueRowOf } from '@ketoflow/domain';
import type { FoodsOfflineRepository } from './foods-offline.repository.js';
import { toFood } from './foods.mappers.js';
import type { FoodRow } from './foods.repository.js';

const compress = promisify(gzip);

/** The compact catalogue, serialised once per version: JSON text, its gzip, and the version. */
export type CatalogueAnswer = { version: string; json: string; gzip: Buffer };

/**
 * What the app keeps for searching without a network (decision 039): the curated catalogue in
 * compact form, and the user's own and recently logged foods.
 */
export function createFoodsOffline(deps: {
  repo: FoodsOfflineRepository;
  /** The curated catalogue's food ids (the catalogue file's), read when first needed. */
  catalogueIds: () => Promise<string[]>;
  findCatalogueByIds: (ids: readonly string[]) => Promise<FoodRow[]>;
}) {
  let memo: { stamp: string; answer: Promise<CatalogueAnswer> } | null = null;

  async function build(ids: readonly string[]): Promise<CatalogueAnswer> {
    const rows = (await deps.findCatalogueByIds(ids)).sort((a, b) => (a.id < b.id ? -1 : 1));
    const sources: string[] = [];
    const foods = rows.map((row) => catalogueRowOf(toFood(row), row.aliases, sources));
    const content = JSON.stringify({ sources, foods });
    const version = createHash('sha256').update(content).digest('base64url').slice(0, 16);
    // Checked against the contract once here: the route sends these bytes as they are.
    const json = JSON.stringify(FoodCatalogueSchema.parse({ version, sources, foods }));
    return { version, json, gzip: await compress(json, { level: 9 }) };
  }

  return {
    /**
     * The catalogue as stored now. One cheap query (count and last change of its rows) says
     * whether the serialised answer of this process is still right: a reseed or an FDC import
     * that changes a food, in any process, changes the version.
     */
    async catalogue(): Promise<CatalogueAnswer> {
      const ids = await deps.catalogueIds();
      const stamp = await deps.repo.catalogueStamp(ids);
      if (memo?.stamp !== stamp) {
        const answer = build(ids);
        memo = { stamp, answer };
        answer.catch(() => {
          if (memo?.answer === answer) memo = null;
        });
      }
      return memo.answer;
    },

    async ownFoods(userId: string): Promise<OwnFoodList> {
      const rows = await deps.repo.ownFoods(userId);
      return {
        items: rows.map((row) => ({
          food: toFood(row),
          searchText: row.searchText,
          timesLogged: row.timesLogged,
          lastLoggedAt: row.lastLoggedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type FoodsOffline = ReturnType<typeof createFoodsOffline>;
