import {
  CreateCustomFoodBodySchema,
  type CreateCustomFoodInput,
  type FoodCategory,
} from '@ketoflow/contracts';
import { atwaterEnergy, isValidGtin, netCarbs, normaliseBarcode } from '@ketoflow/domain';
import type { FieldPath, Resolver } from 'react-hook-form';
import { round2 } from '../../lib/format';

/** The custom-food form: the label as typed, turned into the contract's request body. */

export const CATEGORY_LABELS: Record<FoodCategory, string> = {
  meat: 'Meat',
  poultry: 'Poultry',
  fish_seafood: 'Fish and seafood',
  eggs: 'Eggs',
  dairy: 'Dairy',
  cheese: 'Cheese',
  fats_oils: 'Fats and oils',
  nuts_seeds: 'Nuts and seeds',
  vegetables: 'Vegetables',
  fruits: 'Fruits',
  keto_staples: 'Keto staples',
  sweeteners: 'Sweeteners',
  condiments_sauces: 'Condiments and sauces',
  drinks: 'Drinks',
  high_carb: 'High-carb foods',
  other: 'Other',
};

const NUMBER_FIELDS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'carbohydrateG',
  'fiberG',
  'sugarsG',
  'sugarAlcoholsG',
  'sodiumMg',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type FormValues = {
  name: string;
  brand: string;
  category: FoodCategory;
  basis: '100g' | 'serving';
  servingLabel: string;
  servingGrams: string;
  barcode: string;
} & Record<NumberField, string>;

export const EMPTY: FormValues = {
  name: '',
  brand: '',
  category: 'other',
  basis: '100g',
  servingLabel: '',
  servingGrams: '',
  barcode: '',
  energyKcal: '',
  proteinG: '',
  fatG: '',
  saturatedFatG: '',
  carbohydrateG: '',
  fiberG: '',
  sugarsG: '',
  sugarAlcoholsG: '',
  sodiumMg: '',
};
export const FORM_FIELDS = Object.keys(EMPTY) as (keyof FormValues)[];

/** "1,5" and "1.5" both work; '' is "not given"; anything else unreadable is NaN. */
function readNumber(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return undefined;
  return /^\d*\.?\d+$|^\d+\.$/.test(t) ? Number(t) : Number.NaN;
}

type Built = {
  body: CreateCustomFoodInput | null;
  errors: Partial<Record<FieldPath<FormValues>, string>>;
};

/**
 * The request body from the form, checked with the same contract the server uses. Values
 * typed per serving are converted to per 100 g, and the serving becomes a portion.
 */
export function buildBody(v: FormValues): Built {
  const errors: Built['errors'] = {};
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of NUMBER_FIELDS) {
    const value = readNumber(v[field]);
    if (Number.isNaN(value)) errors[field] = 'Enter a number, like 12.5.';
    else if (value !== undefined) numbers[field] = value;
  }
  let factor = 1;
  const portions: { label: string; grams: number }[] = [];
  if (v.basis === 'serving') {
    const grams = readNumber(v.servingGrams);
    if (grams === undefined || Number.isNaN(grams) || grams <= 0 || grams > 5000) {
      errors.servingGrams = 'Enter the serving size in grams (from the label).';
    } else {
      factor = 100 / grams;
      portions.push({ label: v.servingLabel.trim() || '1 serving', grams });
    }
  }
  const barcode = normaliseBarcode(v.barcode);
  if (barcode && !isValidGtin(barcode))
    errors.barcode = "That doesn't look like a barcode. Check the digits and try again.";
  if (Object.keys(errors).length > 0) return { body: null, errors };

  const per = (field: NumberField) => {
    const value = numbers[field];
    return value === undefined ? undefined : round2(value * factor);
  };
  const body = {
    name: v.name,
    brand: v.brand.trim() || null,
    category: v.category,
    barcode: barcode || null,
    portions,
    per100g: {
      energyKcal: per('energyKcal') ?? null,
      proteinG: per('proteinG'),
      fatG: per('fatG'),
      saturatedFatG: per('saturatedFatG'),
      carbohydrateG: per('carbohydrateG'),
      fiberG: per('fiberG'),
      sugarsG: per('sugarsG'),
      sugarAlcoholsG: per('sugarAlcoholsG'),
      sodiumMg: per('sodiumMg'),
    },
  };
  const parsed = CreateCustomFoodBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'per100g' ? issue.path[1] : issue.path[0];
    const field = (key === 'portions' ? 'servingGrams' : key) as FieldPath<FormValues>;
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}

/** Net carbs and energy per 100 g as typed so far (shown live, before any checks). */
export function previewOf(v: FormValues): { netCarbsG: number; energyKcal: number } | null {
  const n = (field: NumberField) => {
    const value = readNumber(v[field]);
    return value === undefined || Number.isNaN(value) ? undefined : value;
  };
  const serving = v.basis === 'serving' ? readNumber(v.servingGrams) : 100;
  if (serving === undefined || Number.isNaN(serving) || serving <= 0) return null;
  const [protein, fat, carbs] = [n('proteinG'), n('fatG'), n('carbohydrateG')];
  if (protein === undefined || fat === undefined || carbs === undefined) return null;
  const f = 100 / serving;
  const facts = {
    proteinG: protein * f,
    fatG: fat * f,
    carbohydrateG: carbs * f,
    fiberG: (n('fiberG') ?? 0) * f,
    sugarAlcoholsG: (n('sugarAlcoholsG') ?? 0) * f,
  };
  const energy = n('energyKcal');
  return {
    netCarbsG: netCarbs(facts),
    energyKcal: energy === undefined ? atwaterEnergy(facts) : energy * f,
  };
}

export const resolver: Resolver<FormValues> = (values) => {
  const { errors } = buildBody(values);
  const entries = Object.entries(errors);
  if (entries.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  };
};
