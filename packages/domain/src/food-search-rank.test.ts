import type { Food } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueRowOf, foodOfCatalogueRow } from './food-catalogue.js';
import { rankFoods, usagePoints, type RankableFood } from './food-search-rank.js';
import { buildSearchText } from './food-search.js';
import { wordSimilarity } from './trigram.js';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const DAY = 86_400_000;

function food(
  id: string,
  name: string,
  extra: Partial<Omit<RankableFood, 'searchText'>> & { aliases?: string[]; brand?: string } = {},
): RankableFood {
  const { aliases, brand, ...rest } = extra;
  return {
    id,
    searchText: buildSearchText({ name, aliases: aliases ?? [], brand: brand ?? null }),
    branded: Boolean(brand),
    own: false,
    usage: null,
    ...rest,
  };
}

const ids = (q: string, foods: RankableFood[], limit = 20) =>
  rankFoods(q, foods, { limit, now: NOW }).map((f) => f.id);

describe('wordSimilarity (pg_trgm word_similarity)', () => {
  it.each([
    ['word', 'two words', 0.8],
    ['bacin', 'bacon', 0.5],
    ['avocado', 'avocado', 1],
    ['kale', 'salmon', 0],
  ])('%s in %s is %f', (query, text, expected) => {
    expect(wordSimilarity(query, text)).toBeCloseTo(expected, 5);
  });
});

describe('rankFoods', () => {
  const catalogue = [
    food('butter', 'Butter, salted', { aliases: ['butter', 'salted butter'] }),
    food('cocoa-butter', 'Cocoa butter'),
    food('butterhead', 'Butterhead lettuce'),
    food('bacon', 'Bacon, pan-fried'),
    food('avocado', 'Avocado', { aliases: ['avo'] }),
    food('avocado-oil', 'Avocado oil'),
    food('peanut-butter', 'Peanut butter', { brand: 'Nutty Co' }),
  ];

  it('ranks the name that is the word, then names starting with it, then a later word, brands last', () => {
    expect(ids('butter', catalogue)).toEqual([
      'butter',
      'butterhead',
      'cocoa-butter',
      'peanut-butter',
    ]);
  });

  it('tolerates a typo in a word of four letters or more, not in shorter ones', () => {
    expect(ids('bacin', catalogue)).toEqual(['bacon']);
    expect(ids('avocdo', catalogue)[0]).toBe('avocado');
    expect(ids('bcn', catalogue)).toEqual([]);
  });

  it('finds by prefix and by alias', () => {
    expect(ids('avo', catalogue)).toEqual(['avocado', 'avocado-oil']);
  });

  it('puts a generic food above a branded one of the same words', () => {
    const foods = [food('branded', 'Butter', { brand: 'Farm' }), food('plain', 'Butter salted')];
    expect(ids('butter', foods)).toEqual(['plain', 'branded']);
  });

  it('puts what the user logged first among equals, the more recent first', () => {
    const foods = [
      food('dark', 'Choco bar, dark'),
      food('milk', 'Choco bar, milk', { usage: { timesLogged: 1, lastLoggedAt: NOW - 40 * DAY } }),
      food('white', 'Choco bar, white', { usage: { timesLogged: 1, lastLoggedAt: NOW - DAY } }),
    ];
    expect(ids('choco bar', foods)).toEqual(['white', 'milk', 'dark']);
    expect(usagePoints(null, NOW)).toBe(0);
    expect(usagePoints({ timesLogged: 100, lastLoggedAt: NOW }, NOW)).toBeCloseTo(40, 5);
  });

  it("includes the user's own branded foods for any word, other brands only with every word", () => {
    const foods = [
      food('mine', 'Seed bread', { brand: 'Home', own: true }),
      food('theirs', 'Seed crackers', { brand: 'Shop' }),
    ];
    expect(ids('seed loaf', foods)).toEqual(['mine']);
  });

  it('keeps at most the limit, and nothing for an empty query', () => {
    expect(ids('butter', catalogue, 2)).toHaveLength(2);
    expect(ids('  ', catalogue)).toEqual([]);
  });
});

describe('the compact catalogue', () => {
  it('gives back the food with the same facts per 100 g, net carbs derived as the server does', () => {
    const avocado: Food = {
      id: 'usda-ndb-09037',
      name: 'Avocado',
      description: 'Avocados, raw, all commercial varieties',
      brand: null,
      category: 'fruits',
      source: 'usda',
      sourceLabel: 'USDA SR28',
      labelConvention: null,
      fdcId: null,
      barcode: null,
      per100g: {
        energyKcal: 160,
        proteinG: 2,
        fatG: 14.66,
        saturatedFatG: 2.126,
        carbohydrateG: 8.53,
        fiberG: 6.7,
        sugarsG: 0.66,
        sugarAlcoholsG: 0,
        sodiumMg: 7,
        netCarbsG: 1.83,
      },
      portions: [{ label: '1 fruit', grams: 201 }],
      isCustom: false,
    };
    const sources: string[] = [];
    const row = catalogueRowOf(avocado, ['avo'], sources);
    const back = foodOfCatalogueRow(row, sources);
    expect(back.food).toEqual(avocado);
    expect(back.searchText).toBe(
      buildSearchText({ name: 'Avocado', aliases: ['avo'], description: avocado.description }),
    );
  });
});
