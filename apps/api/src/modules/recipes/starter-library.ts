import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CreateRecipeBodySchema } from '@ketoflow/contracts';
import { z } from 'zod';

/**
 * The shipped starter library (apps/api/data/recipes/starter-recipes.json): keto recipes
 * whose ingredients reference catalogue food ids. Each entry is validated with the same
 * rules as a user's recipe, plus a stable `key` for idempotent seeding.
 */
export const StarterRecipeSchema = CreateRecipeBodySchema.extend({
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case key'),
});
export type StarterRecipe = z.infer<typeof StarterRecipeSchema>;

export const StarterFileSchema = z.object({
  /** Where the recipes come from and how their nutrition is computed (for readers of the file). */
  about: z.string().optional(),
  recipes: z
    .array(StarterRecipeSchema)
    .refine(
      (list) => new Set(list.map((r) => r.key)).size === list.length,
      'starter recipe keys must be unique',
    ),
});

const RELATIVE = 'data/recipes/starter-recipes.json';

/** src/modules/recipes (tsx, tests) and dist/server (bundle) both live under apps/api. */
export function defaultStarterFile(): string {
  const candidates = [
    path.resolve(import.meta.dirname, '../../..', RELATIVE),
    path.resolve(import.meta.dirname, '../..', RELATIVE),
  ];
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}

export function loadStarterFile(file: string = defaultStarterFile()): StarterRecipe[] {
  if (!existsSync(file)) return [];
  const parsed = StarterFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.recipes;
}
