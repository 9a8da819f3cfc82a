import type {
  Food,
  MacroTargets,
  Meal,
  MealType,
  Nutrients,
  ParseMealResponse,
} from '@ketoflow/contracts';
import type { Executor } from '../../db/client.js';
import type { ProcessedImage } from '../../lib/images/photo.js';
import type { PaidActionRunner } from '../ai/index.js';

/** Where scan photos are kept (the uploads module's service fits). */
export type ScanPhotos = {
  prepare(bytes: Buffer): Promise<ProcessedImage>;
  insert(
    tx: Executor,
    userId: string,
    purpose: 'food_scan',
    image: ProcessedImage,
  ): Promise<{ id: string }>;
  get(userId: string, id: string): Promise<{ id: string; purpose: string }>;
  remove(tx: Executor, userId: string, id: string): Promise<void>;
};

/** The food database: products by barcode and foods by id (the foods module's service fits). */
export type ScanFoods = {
  byBarcode(userId: string, code: string): Promise<Food>;
  get(userId: string, id: string): Promise<Food>;
};

/** A resolved item of a logged scan (its grams and nutrients come from the food database). */
export type ScanDiaryItem = {
  foodId: string;
  name: string;
  quantity: number;
  unit: string;
  grams: number;
  nutrients: Nutrients;
};

/** The diary: today's totals, its food-name matching, and entries (the meals module's service fits). */
export type ScanDiary = {
  summary(
    userId: string,
    date: string,
  ): Promise<{ targets: MacroTargets | null; totals: Nutrients }>;
  parse(userId: string, text: string): Promise<ParseMealResponse>;
  get(userId: string, id: string): Promise<Meal>;
  /** Adds the entry in the transaction `tx`, so it commits with the scan's link to it. */
  addResolved(
    tx: Executor,
    userId: string,
    entry: {
      mealType: MealType;
      date: string;
      title: string;
      method: 'scan';
      analysisData: Record<string, unknown>;
      items: ScanDiaryItem[];
    },
  ): Promise<Meal>;
};

/** Scans are paid actions. */
export type ScanPayments = Pick<PaidActionRunner, 'runPaidAction'>;
