import type { RecipeDraft } from '@ketoflow/contracts';

/** A draft before its key, provenance and saved id are attached. */
export type DraftBody = Omit<RecipeDraft, 'draftKey' | 'provenance' | 'savedRecipeId'>;
