import {
  type AiProvenance,
  type Recipe,
  type RecipeDifficulty,
  type RecipeSummary,
  uploadUrl,
} from '@ketoflow/contracts';
import { ketoVerdict } from '@ketoflow/domain';
import type { RecipeRow } from './recipes.repository.js';

function summaryFields(row: RecipeRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    totalMinutes: row.prepMinutes + row.cookMinutes,
    difficulty: row.difficulty as RecipeDifficulty,
    tags: row.tags,
    nutrition: row.nutrition,
    verdict: ketoVerdict(row.nutrition.perServing.netCarbsG),
    photoUrl: row.photoId ? uploadUrl(row.photoId) : null,
    isStarter: row.userId === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRecipeSummary(row: RecipeRow): RecipeSummary {
  return { ...summaryFields(row), ingredientCount: row.ingredients.length };
}

export function toRecipe(row: RecipeRow): Recipe {
  return { ...summaryFields(row), steps: row.steps, ingredients: row.ingredients };
}

/** Which engine wrote a generated recipe (recipes typed by a cook are "builtin" with no model). */
export function provenanceOf(row: RecipeRow): AiProvenance {
  return {
    engine: row.aiEngine === 'openai-compatible' ? 'openai-compatible' : 'builtin',
    model: row.aiModel,
  };
}
