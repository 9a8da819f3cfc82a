import { createHash } from 'node:crypto';
import {
  RECIPE_LIMITS,
  type AiProvenance,
  type DietStyle,
  type DraftIngredient,
  type Food,
  type FoodExclusion,
  type GenerateRecipeBody,
  type GenerateRecipeResponse,
  type RecipeDifficulty,
  type RecipeDraft,
  type SaveRecipeDraftBody,
  type SaveRecipeDraftResponse,
  type UnmatchedIngredient,
} from '@ketoflow/contracts';
import {
  EXCLUSION_WORDS,
  NoRecipePatternError,
  composeRecipe,
  describeAmount,
  exclusionOf,
  gramsForAmount,
  ingredientGrams,
  ketoVerdict,
  pickIngredientMatch,
  priceOf,
  recipeNutrition,
  recipeWishResults,
  splitOnHandText,
  type ComposedRecipe,
  type GeneratorFood,
  type IngredientLine,
} from '@ketoflow/domain';
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AiEngine, AiMessage } from '../ai/engine.js';
import { refundKey, type PaidActionRunner } from '../ai/paid-action.js';
import type { FoodsService } from '../foods/foods.service.js';
import type { OnboardingService } from '../onboarding/onboarding.service.js';
import type { RecipesRepository, RecipeRow } from '../recipes/recipes.repository.js';
import { resolveIngredients, toRecipe } from '../recipes/recipes.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { PANTRY } from './recipe-generator.pantry.js';
import type { RecipeGeneratorRepository } from './recipe-generator.repository.js';

/** How many search results an ingredient is matched against. */
const SEARCH_LIMIT = 8;

/**
 * What the model is asked for. Its own nutrition numbers, if it adds any, are not in the
 * schema and are dropped by the parse: every number shown is recomputed from the food database.
 */
export const ModelRecipeDraftSchema = z.object({
  title: z.string().trim().min(1).max(RECIPE_LIMITS.titleMax),
  description: z.string().trim().max(RECIPE_LIMITS.descriptionMax),
  servings: z.number().positive().max(RECIPE_LIMITS.servingsMax),
  prepMinutes: z.number().int().min(0).max(RECIPE_LIMITS.minutesMax),
  cookMinutes: z.number().int().min(0).max(RECIPE_LIMITS.minutesMax),
  ingredients: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80),
        quantity: z.number().positive().max(RECIPE_LIMITS.quantityMax),
        /** "g", "tbsp", "cup", "large", or "" for a count ("2 eggs"). */
        unit: z.string().trim().max(40),
      }),
    )
    .min(1)
    .max(RECIPE_LIMITS.ingredientsMax),
  steps: z.array(z.string().trim().min(1).max(RECIPE_LIMITS.stepMax)).min(1).max(20),
});
export type ModelRecipeDraft = z.infer<typeof ModelRecipeDraftSchema>;

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

function generatorFood(food: Food): GeneratorFood {
  // Food.per100g carries derived net carbs; the domain derives its own from the stored facts.
  const { netCarbsG: _derived, ...facts } = food.per100g;
  void _derived;
  return {
    id: food.id,
    name: food.name,
    category: food.category,
    per100g: facts,
    portions: food.portions,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

type Preferences = { exclusions: FoodExclusion[]; dietStyle: DietStyle };

type DraftBody = Omit<RecipeDraft, 'draftKey' | 'provenance' | 'savedRecipeId'>;

export function createRecipeGeneratorService(deps: {
  repo: RecipeGeneratorRepository;
  recipesRepo: RecipesRepository;
  engine: AiEngine;
  paidActions: PaidActionRunner;
  wallet: WalletService;
  foods: FoodsService;
  onboarding: OnboardingService;
}) {
  const { repo, engine, paidActions, wallet, foods, onboarding } = deps;

  function provenance(): AiProvenance {
    return engine.name === 'builtin'
      ? { engine: 'builtin', model: null }
      : { engine: engine.name, model: engine.model };
  }

  async function preferences(userId: string): Promise<Preferences> {
    const answers = (await onboarding.get(userId)).response?.answers;
    return { exclusions: answers?.exclusions ?? [], dietStyle: answers?.dietStyle ?? 'omnivore' };
  }

  /** The search's best food for a phrase (above the threshold), and its closest alternatives. */
  async function match(userId: string, phrase: string, prefs: Preferences) {
    const found = (await foods.search(userId, phrase, SEARCH_LIMIT)).items;
    const allowed = found.filter(
      (f) => exclusionOf(generatorFood(f), prefs.exclusions, prefs.dietStyle) === null,
    );
    const best = pickIngredientMatch(phrase, found);
    return {
      best,
      suggestions: allowed.slice(0, 3).map((f) => ({ id: f.id, name: f.name })),
    };
  }

  async function builtinDraft(
    userId: string,
    body: GenerateRecipeBody,
    prefs: Preferences,
  ): Promise<DraftBody> {
    const onHand: { food: GeneratorFood; text: string; grams: number | null }[] = [];
    const unmatched: UnmatchedIngredient[] = [];
    for (const text of body.ingredients) {
      const { quantity, unit, name } = splitOnHandText(text);
      const { best, suggestions } = await match(userId, name, prefs);
      // "300 g chicken thigh", "2 zucchini": the amount caps what the recipe uses.
      if (best)
        onHand.push({
          food: generatorFood(best),
          text,
          grams: quantity === null ? null : gramsForAmount(quantity, unit, best.portions),
        });
      else
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'not_found',
          message: `We could not find “${name}” in the food database. Pick a food, or drop it.`,
          suggestions,
        });
    }
    const pantryFoods = new Map(
      (
        await repo.foodsByIds(
          userId,
          PANTRY.map((p) => p.id),
        )
      ).map((f) => [f.id, generatorFood(f)]),
    );
    const pantry = PANTRY.flatMap((p) => {
      const food = pantryFoods.get(p.id);
      return food ? [{ food, cuisines: p.cuisines }] : [];
    });
    let recipe: ComposedRecipe;
    try {
      recipe = composeRecipe({
        onHand,
        pantry,
        cuisine: body.cuisine,
        mealType: body.mealType,
        maxMinutes: body.maxMinutes,
        wishes: body.wishes,
        servings: body.servings,
        exclusions: prefs.exclusions,
        dietStyle: prefs.dietStyle,
      });
    } catch (error) {
      // Thrown inside the paid work, so the coins are refunded.
      if (error instanceof NoRecipePatternError)
        throw new ValidationError(
          'Your food exclusions leave nothing we can build a recipe from. Add ingredients you eat, or review your exclusions in your profile.',
        );
      throw error;
    }
    return {
      title: recipe.title,
      description: recipe.description,
      servings: body.servings,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      difficulty: recipe.difficulty,
      tags: recipe.tags,
      steps: recipe.steps,
      pattern: recipe.pattern,
      ingredients: recipe.ingredients.map((i) => ({
        foodId: i.food.id,
        name: i.food.name,
        quantity: i.quantity,
        unit: i.unit,
        grams: i.grams,
        sourceText: i.sourceText,
        portionText: i.portionText,
        fromOnHand: i.sourceText !== null,
      })),
      unmatched,
      nutrition: recipe.nutrition,
      verdict: ketoVerdict(recipe.nutrition.perServing.netCarbsG),
      wishes: recipe.wishes,
      notes: recipe.notes,
    };
  }

  function modelMessages(body: GenerateRecipeBody, prefs: Preferences): AiMessage[] {
    const avoid = [
      ...prefs.exclusions.map((e) => EXCLUSION_WORDS[e]),
      ...(prefs.dietStyle === 'omnivore' ? [] : [`anything not ${prefs.dietStyle}`]),
    ];
    const wishes = [
      body.wishes.maxNetCarbsG === undefined
        ? 'at most 10 g net carbs'
        : `at most ${body.wishes.maxNetCarbsG} g net carbs`,
      body.wishes.minProteinG === undefined
        ? null
        : `at least ${body.wishes.minProteinG} g protein`,
      body.wishes.targetKcal === undefined ? null : `about ${body.wishes.targetKcal} kcal`,
    ].filter(Boolean);
    const system = [
      'You are a keto chef writing one home recipe as JSON matching the given schema.',
      'Use plain grocery ingredient names a food database knows ("chicken thigh", "olive oil"), one food per line, with a quantity and a unit (g, tbsp, tsp, cup, or "" for a count such as 2 eggs).',
      'Do not include nutrition numbers: they are computed from a food database.',
      `Per serving: ${wishes.join(', ')}.`,
      avoid.length > 0 ? `Never use: ${avoid.join(', ')}.` : null,
      'Keep it very low in sugar and starch (no bread, pasta, rice, potatoes or sugar).',
    ]
      .filter(Boolean)
      .join('\n');
    const request = [
      body.ingredients.length > 0
        ? `Ingredients on hand: ${body.ingredients.join(', ')}.`
        : 'No particular ingredients on hand.',
      `Cuisine: ${body.cuisine === 'any' ? 'any' : body.cuisine}.`,
      body.mealType ? `Meal: ${body.mealType}.` : null,
      body.maxMinutes === undefined ? null : `Total time at most ${body.maxMinutes} minutes.`,
      `Servings: ${body.servings}.`,
    ]
      .filter(Boolean)
      .join('\n');
    return [
      { role: 'system', content: system },
      { role: 'user', content: request },
    ];
  }

  async function modelDraft(
    userId: string,
    body: GenerateRecipeBody,
    prefs: Preferences,
  ): Promise<DraftBody> {
    const { data } = await engine.structured(ModelRecipeDraftSchema, modelMessages(body, prefs), {
      schemaName: 'recipe_draft',
      temperature: 0.4,
    });
    // The model may write for another number of servings: scale its amounts to the request.
    const factor = body.servings / data.servings;
    const ingredients: DraftIngredient[] = [];
    const unmatched: UnmatchedIngredient[] = [];
    const lines: IngredientLine[] = [];
    const onHandNames = body.ingredients.map((t) => splitOnHandText(t).name.toLowerCase());
    for (const line of data.ingredients) {
      const quantity = round2(line.quantity * factor);
      const unit = line.unit || null;
      const text = `${quantity} ${line.unit} ${line.name}`.replace(/\s+/g, ' ').trim();
      const { best, suggestions } = await match(userId, line.name, prefs);
      if (!best) {
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'not_found',
          message: `We could not find “${line.name}” in the food database. Pick a food, or drop it.`,
          suggestions,
        });
        continue;
      }
      const why = exclusionOf(generatorFood(best), prefs.exclusions, prefs.dietStyle);
      if (why) {
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'excluded',
          message: `${best.name} contains ${EXCLUSION_WORDS[why]}, which you avoid. Pick another food, or drop it.`,
          suggestions,
        });
        continue;
      }
      const grams = gramsForAmount(quantity, unit, best.portions);
      if (grams === null || grams > RECIPE_LIMITS.ingredientGramsMax) {
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'unknown_unit',
          message: `We do not know how much “${quantity} ${line.unit}” of ${best.name} weighs. Pick the food and enter the amount.`,
          suggestions: [
            { id: best.id, name: best.name },
            ...suggestions.filter((s) => s.id !== best.id),
          ].slice(0, 3),
        });
        continue;
      }
      // Keep the model's words when the recipe rules read them the same; grams otherwise.
      const readable = unit !== null && ingredientGrams(quantity, unit, best.portions) !== null;
      const stored = readable ? { quantity, unit } : { quantity: round1(grams), unit: 'g' };
      ingredients.push({
        foodId: best.id,
        name: best.name,
        ...stored,
        grams: round1(grams),
        sourceText: text,
        portionText: describeAmount(grams, best.portions),
        fromOnHand: onHandNames.some(
          (n) => n.length > 0 && line.name.toLowerCase().includes(n.split(' ').at(-1) ?? n),
        ),
      });
      lines.push({ per100g: generatorFood(best).per100g, grams: round1(grams) });
    }
    const nutrition = recipeNutrition(lines, body.servings);
    const difficulty: RecipeDifficulty =
      data.steps.length > 8 ? 'hard' : data.steps.length > 5 ? 'medium' : 'easy';
    const notes: string[] = [];
    if (body.maxMinutes !== undefined && data.prepMinutes + data.cookMinutes > body.maxMinutes)
      notes.push(
        `This recipe takes about ${data.prepMinutes + data.cookMinutes} minutes, more than the ${body.maxMinutes} you asked for.`,
      );
    return {
      title: data.title,
      description: data.description,
      servings: body.servings,
      prepMinutes: data.prepMinutes,
      cookMinutes: data.cookMinutes,
      difficulty,
      tags: ['generated', ...(body.cuisine === 'any' ? [] : [body.cuisine])],
      steps: data.steps,
      pattern: null,
      ingredients,
      unmatched,
      nutrition,
      verdict: ketoVerdict(nutrition.perServing.netCarbsG),
      wishes: recipeWishResults(body.wishes, nutrition.perServing),
      notes,
    };
  }

  function draftFromSaved(row: RecipeRow, draftKey: string): RecipeDraft {
    return {
      draftKey,
      title: row.title,
      description: row.description,
      servings: row.servings,
      prepMinutes: row.prepMinutes,
      cookMinutes: row.cookMinutes,
      difficulty: row.difficulty as RecipeDifficulty,
      tags: row.tags,
      steps: row.steps,
      pattern: null,
      ingredients: row.ingredients.map((i) => ({
        ...i,
        sourceText: null,
        portionText: '',
        fromOnHand: false,
      })),
      unmatched: [],
      nutrition: row.nutrition,
      verdict: ketoVerdict(row.nutrition.perServing.netCarbsG),
      wishes: [],
      notes: [],
      provenance: provenanceOf(row),
      savedRecipeId: row.id,
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
            const saved = await repo.findRecipe(userId, draftRecipeId(userId, draftKey));
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
      if (priceOf('recipe', paidActions.prices()) > 0) {
        const charge = await wallet.findMovement(userId, `action:${body.draftKey}`);
        const refund = await wallet.findMovement(userId, refundKey(body.draftKey));
        if (!charge || charge.reason !== 'ai_action' || charge.reference !== 'recipe' || refund)
          throw new NotFoundError('Draft not found. Generate a recipe first.');
      }
      const id = draftRecipeId(userId, body.draftKey);
      const existing = await repo.findRecipe(userId, id);
      if (existing) return { recipe: toRecipe(existing), provenance: provenanceOf(existing) };

      const ids = [...new Set(body.ingredients.map((i) => i.foodId))];
      const known = await deps.recipesRepo.foodsForUser(userId, ids);
      const { ingredients, lines, issues } = resolveIngredients(body.ingredients, known);
      if (issues.length > 0) throw new ValidationError(issues[0]!.message, issues);
      const made = provenance();
      const row =
        (await repo.insertRecipe({
          id,
          userId,
          title: body.title,
          description: body.description,
          servings: body.servings,
          prepMinutes: body.prepMinutes,
          cookMinutes: body.cookMinutes,
          difficulty: body.difficulty,
          tags: [...new Set(body.tags)],
          steps: body.steps,
          ingredients,
          nutrition: recipeNutrition(lines, body.servings),
          aiEngine: made.engine,
          aiModel: made.model,
        })) ?? (await repo.findRecipe(userId, id));
      if (!row) throw new NotFoundError('Draft not found. Generate a recipe first.');
      return { recipe: toRecipe(row), provenance: provenanceOf(row) };
    },
  };
}

function provenanceOf(row: RecipeRow): AiProvenance {
  return {
    engine: row.aiEngine === 'openai-compatible' ? 'openai-compatible' : 'builtin',
    model: row.aiModel,
  };
}

export type RecipeGeneratorService = ReturnType<typeof createRecipeGeneratorService>;
