import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FoodCategorySchema } from '@ketoflow/contracts';
import { atwaterEnergy, netCarbs } from '@ketoflow/domain';
import { describe, expect, it } from 'vitest';
import { CatalogueFileSchema } from './catalogue.js';

/**
 * The shipped catalogue (apps/api/data/foods/foods.json) checked as data: what the app shows
 * is only as good as these numbers. Rules and tolerance match the dataset's own quality gate
 * (scripts/foods/check.mjs), so a typo in a value fails here as well as there.
 */
const FILE = path.resolve(import.meta.dirname, '../../../data/foods/foods.json');
const raw = JSON.parse(readFileSync(FILE, 'utf8')) as { id: string; ndbNumber?: string }[];
const foods = CatalogueFileSchema.parse(raw);

/**
 * Energy must be within max(15 kcal, 15 % of the stated energy) of Atwater's general factors
 * (4 kcal/g protein, 9 fat, 4 digestible carbohydrate, 2 fibre, 7 alcohol): a digit dropped
 * or swapped in any macro moves the sum far more than that.
 */
const ENERGY_TOLERANCE = (kcal: number) => Math.max(15, 0.15 * kcal);

/**
 * Foods whose USDA energy legitimately differs from the general factors, by NDB number, with
 * why. The same list as ENERGY_EXCEPTIONS in scripts/foods/check.mjs: add to both.
 */
const ENERGY_EXCEPTIONS: Record<string, string> = {
  '02050': 'vanilla extract: ~35 % ethanol, not carried as alcohol; USDA energy includes it',
  '02048': 'cider vinegar: energy from acetic acid',
  '02053': 'distilled vinegar: energy from acetic acid',
  '02068': 'red wine vinegar: energy from acetic acid',
  '02031': 'cayenne: very high fibre; USDA specific factors for spices',
  '14003': 'beer, regular: energy from alcohol (SR28 abbreviated rows carry no alcohol)',
  '14006': 'beer, light: energy from alcohol',
  '14013': 'beer, light, low carb: energy from alcohol',
  '14037': 'spirits 80 proof: energy from alcohol',
  '14532': 'spirits 94 proof: energy from alcohol',
  '14084': 'table wine: energy from alcohol',
  '14096': 'red wine: energy from alcohol',
  '14106': 'white wine: energy from alcohol',
  '14536': 'dessert wine, dry: energy from alcohol',
  '19165': 'cocoa powder: USDA specific factors for cocoa (protein 1.83, fat 8.37, carb 1.33)',
  '19166': 'Dutch cocoa powder: USDA specific factors for cocoa',
  '19918': 'stevia extract: USDA reports 0 kcal (non-caloric glycosides), carbohydrate 100 g',
};

const ndbOf = (id: string) =>
  raw.find((f) => f.id === id)?.ndbNumber ?? id.replace(/^usda-ndb-/, '');

describe('the shipped food catalogue', () => {
  it('has at least 400 foods with unique ids and names', () => {
    expect(foods.length).toBeGreaterThanOrEqual(400);
    expect(new Set(foods.map((f) => f.id)).size).toBe(foods.length);
    expect(new Set(foods.map((f) => f.name.toLowerCase())).size).toBe(foods.length);
  });

  it('covers every food category a keto dieter needs', () => {
    const counts = new Map<string, number>();
    for (const f of foods) counts.set(f.category, (counts.get(f.category) ?? 0) + 1);
    const missing = FoodCategorySchema.options.filter((c) => c !== 'other' && !counts.get(c));
    expect(missing).toEqual([]);
  });

  it('has no negative values and every food records its source', () => {
    const negative = foods.flatMap((f) =>
      Object.entries(f.per100g)
        .filter(([, v]) => typeof v === 'number' && v < 0)
        .map(([k]) => `${f.id} ${k}`),
    );
    expect(negative).toEqual([]);
    for (const f of foods) expect(f.source, f.id).toMatch(/USDA/);
  });

  it('never has more fibre than carbohydrate, nor more saturated fat than fat', () => {
    const bad = foods
      .filter(
        (f) =>
          f.per100g.fiberG > f.per100g.carbohydrateG + 0.05 ||
          f.per100g.saturatedFatG > f.per100g.fatG + 0.05,
      )
      .map((f) => `${f.id} ${f.name}`);
    expect(bad).toEqual([]);
    for (const f of foods) expect(netCarbs(f.per100g)).toBeGreaterThanOrEqual(0);
  });

  it('has protein + fat + carbohydrate of at most 100 g per 100 g (0.5 g rounding)', () => {
    const bad = foods
      .filter(
        (f) =>
          f.per100g.proteinG +
            f.per100g.fatG +
            f.per100g.carbohydrateG +
            (f.per100g.alcoholG ?? 0) >
          100.5,
      )
      .map((f) => f.id);
    expect(bad).toEqual([]);
  });

  it('has energy consistent with Atwater 4/4/9 within max(15 kcal, 15 %), except the listed foods', () => {
    const off = foods
      .filter((f) => !ENERGY_EXCEPTIONS[ndbOf(f.id)])
      .map((f) => {
        const expected = atwaterEnergy(f.per100g, f.per100g.alcoholG ?? 0);
        return { f, expected, diff: f.per100g.energyKcal - expected };
      })
      .filter(({ f, diff }) => Math.abs(diff) > ENERGY_TOLERANCE(f.per100g.energyKcal))
      .map(
        ({ f, expected }) =>
          `${f.id} ${f.name}: ${f.per100g.energyKcal} kcal vs Atwater ${expected.toFixed(1)}`,
      );
    expect(off).toEqual([]);
  });

  it('lists only exceptions that exist and still need to be exceptions', () => {
    for (const [ndb, reason] of Object.entries(ENERGY_EXCEPTIONS)) {
      const food = foods.find((f) => ndbOf(f.id) === ndb);
      if (!food) continue; // the dataset may not carry every listed food (yet)
      const expected = atwaterEnergy(food.per100g, food.per100g.alcoholG ?? 0);
      expect(
        Math.abs(food.per100g.energyKcal - expected),
        `${ndb} (${reason}) is within tolerance: remove it from the list`,
      ).toBeGreaterThan(ENERGY_TOLERANCE(food.per100g.energyKcal));
    }
  });

  it('gives portions a label and a weight', () => {
    for (const f of foods) {
      for (const p of f.portions) {
        expect(p.label.trim(), f.id).not.toBe('');
        expect(p.grams, `${f.id} ${p.label}`).toBeGreaterThan(0);
      }
    }
  });
});
