import { createHash } from 'node:crypto';
import type {
  AiProvenance,
  GenerateRecipeBody,
  GenerateRecipeResponse,
  Recipe,
  RecipeDraft,
  SaveRecipeDraftBody,
  SaveRecipeDraftResponse,
} from '@ketoflow/contracts';
import { ketoVerdict, type ProfileReader } from '@ketoflow/domain';
import type { AiEngine } from '../../lib/ai/index.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { createBuiltinDrafter } from './recipe-generator.builtin.js';
import { createFoodMatcher, type Preferences } from './recipe-generator.matching.js';
import { createModelDrafter } from './recipe-generator.model.js';
import type { DraftPayments, DraftRecipes, GeneratorFoods } from './recipe-generator.ports.js';

export { ModelRecipeDraftSchema } from './recipe-generator.model.js';

/**
 * The recipe a paid draft saves into has an id derived from the user and the draft's key:
 * a retried save, or a save handled by another process, finds the same row.
 */
export function draftRecipeId(userId: string, draftKey: string): string {
  const hex = createHash('sha256')
    .update(`recipe-generator\u0000${userId}\u0000${draftKey}`)
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createRecipeGeneratorService(deps: {
  engine: AiEngine;
  paidActions: DraftPayments;
  foods: GeneratorFoods;
  recipes: DraftRecipes;
  profile: ProfileReader;
}) {
  const { engine, paidActions, recipes, profile } = deps;
  const match = createFoodMatcher(deps.foods);
  const builtinDraft = createBuiltinDrafter({ foods: deps.foods, match });
  const modelDraft = createModelDrafter({ engine, match });

  function provenance(): AiProvenance {
    return engine.name === 'builtin'
      ? { engine: 'builtin', model: null }
      : { engine: engine.name, model: engine.model };
  }

  async function preferences(userId: string): Promise<Preferences> {
    const answers = (await profile.read(userId))?.answers;
    return { exclusions: answers?.exclusions ?? [], dietStyle: answers?.dietStyle ?? 'omnivore' };
  }

  function draftFromSaved(
    { recipe, provenance: madeBy }: { recipe: Recipe; provenance: AiProvenance },
    draftKey: string,
  ): RecipeDraft {
    return {
      draftKey,
      title: recipe.title,
      description: recipe.description,
      servings: recipe.servings,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      difficulty: recipe.difficulty,
      tags: recipe.tags,
      steps: recipe.steps,
      pattern: null,
      ingredients: recipe.ingredients.map((i) => ({
        ...i,
        sourceText: null,
        portionText: '',
        fromOnHand: false,
      })),
      unmatched: [],
      nutrition: recipe.nutrition,
      verdict: ketoVerdict(recipe.nutrition.perServing.netCarbsG),
      wishes: [],
      notes: [],
      provenance: madeBy,
      savedRecipeId: recipe.id,
    };
  }

  return {
    /**
     * A paid draft (action "recipe"). A replay of a charged key answers with the recipe the
     * draft was saved as; an unsaved builtin draft is recomputed (deterministic, same
     * answer); an unsaved model draft was not kept, so the replay is refused (decision 015).
     */
    async generate(
      userId: string,
      draftKey: string,
      body: GenerateRecipeBody,
    ): Promise<GenerateRecipeResponse> {
      const prefs = await preferences(userId);
      const run = await paidActions.runPaidAction({
        userId,
        action: 'recipe',
        idempotencyKey: draftKey,
        work: async ({ replayed }): Promise<RecipeDraft | 'not_kept'> => {
          if (replayed) {
            const saved = await recipes.findGenerated(userId, draftRecipeId(userId, draftKey));
            if (saved) return draftFromSaved(saved, draftKey);
            if (engine.capabilities.structured) return 'not_kept';
          }
          const made = engine.capabilities.structured
            ? await modelDraft(userId, body, prefs)
            : await builtinDraft(userId, body, prefs);
          return { ...made, draftKey, provenance: provenance(), savedRecipeId: null };
        },
      });
      // Thrown outside the paid run on purpose: a refund here would make the draft free.
      if (run.result === 'not_kept')
        throw new ConflictError(
          'This draft was delivered earlier and model drafts are not kept until saved. Please start a new draft.',
        );
      return {
        draft: run.result,
        coinsCharged: run.replayed ? 0 : run.price,
        balance: run.balance,
        replayed: run.replayed,
      };
    },

    /**
     * Saves a paid draft (free): only a key this user was charged for, and not refunded, for
     * a recipe. Nutrition is computed by the recipe rules from the foods and amounts sent.
     */
    async save(userId: string, body: SaveRecipeDraftBody): Promise<SaveRecipeDraftResponse> {
      if (!(await paidActions.wasPaidFor(userId, 'recipe', body.draftKey)))
        throw new NotFoundError('Draft not found. Generate a recipe first.');
      const { draftKey, ...draft } = body;
      const saved = await recipes.saveGenerated(
        userId,
        draftRecipeId(userId, draftKey),
        draft,
        provenance(),
      );
      if (!saved) throw new NotFoundError('Draft not found. Generate a recipe first.');
      return saved;
    },
  };
}

export type RecipeGeneratorService = ReturnType<typeof createRecipeGeneratorService>;
