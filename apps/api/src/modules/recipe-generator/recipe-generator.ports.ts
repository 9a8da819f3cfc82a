import type { AiProvenance, FoodList, Recipe, SaveRecipeDraftBody } from '@ketoflow/contracts';
import type { GeneratorFood } from '@ketoflow/domain';
import type { PaidActionRunner } from '../ai/index.js';

/** Where the generator finds foods (the foods module's service fits). */
export type GeneratorFoods = {
  search(userId: string, q: string, limit: number): Promise<FoodList>;
  /** Stored facts of the catalogue's and this user's foods among `ids`. */
  factsByIds(userId: string, ids: readonly string[]): Promise<GeneratorFood[]>;
};

type SavedDraft = { recipe: Recipe; provenance: AiProvenance };

/** Where a paid draft is saved, by the recipes module's own rules (its service fits). */
export type DraftRecipes = {
  findGenerated(userId: string, id: string): Promise<SavedDraft | null>;
  saveGenerated(
    userId: string,
    id: string,
    body: Omit<SaveRecipeDraftBody, 'draftKey'>,
    provenance: AiProvenance,
  ): Promise<SavedDraft | null>;
};

/** Drafts are paid actions; saving one checks it was paid for. */
export type DraftPayments = Pick<PaidActionRunner, 'runPaidAction' | 'wasPaidFor'>;
