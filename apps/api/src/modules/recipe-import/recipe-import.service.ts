import {
  ErrorCode,
  PHOTO_LIMITS,
  type RecipeImportDraft,
  type SaveImportedRecipeBody,
  type SaveImportedRecipeResponse,
} from '@ketoflow/contracts';
import { processPhoto } from '../../lib/images/photo.js';
import { SafeFetchError, type SafeFetcher } from '../../lib/safe-fetch.js';
import { buildDraft } from './recipe-import.draft.js';
import { noRecipeError, pageFetchError, RecipeImportError } from './recipe-import.errors.js';
import type {
  ImportFoods,
  ImportLimiter,
  ImportLogger,
  ImportRecipes,
} from './recipe-import.ports.js';
import { readRecipeNode } from './recipe-import.read.js';
import { extractRecipeNode } from './recipe-import.schema-org.js';
import { readPastedRecipe } from './recipe-import.text.js';

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
const IMAGE_ACCEPT = 'image/webp,image/jpeg,image/png,image/avif;q=0.9';
/** The review screen's preview: small, so the draft stays light. */
const PREVIEW = { ...PHOTO_LIMITS, maxSidePx: 480 };

function charsetOf(contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase() ?? 'utf-8';
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return 'utf-8';
  }
}

/**
 * Recipe import, free of charge: a page (fetched by the server under the SSRF rules of
 * `safe-fetch`) or pasted text → a draft with the ingredients matched to the food database
 * and nutrition from it; then the reviewed draft is saved through the recipes module's own
 * creation path, its photo re-fetched and re-encoded without metadata.
 */
export function createRecipeImportService(deps: {
  fetcher: SafeFetcher;
  maxPageBytes: number;
  foods: ImportFoods;
  recipes: ImportRecipes;
  limit: ImportLimiter;
  logger: ImportLogger;
}) {
  const { fetcher, foods } = deps;

  async function fetchPage(url: string) {
    try {
      return await fetcher.fetch(url, { maxBytes: deps.maxPageBytes, accept: PAGE_ACCEPT });
    } catch (error) {
      if (error instanceof SafeFetchError) throw pageFetchError(error, deps.maxPageBytes);
      throw error;
    }
  }

  /** The photo's bytes under the same rules; null (and a log line) when it cannot be had. */
  async function fetchImage(url: string): Promise<Buffer | null> {
    try {
      const res = await fetcher.fetch(url, {
        maxBytes: PHOTO_LIMITS.maxBytes,
        accept: IMAGE_ACCEPT,
      });
      return res.body;
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      deps.logger.warn({ failure: error.failure }, 'recipe import: photo not fetched');
      return null;
    }
  }

  async function preview(url: string | null): Promise<RecipeImportDraft['image']> {
    if (!url) return null;
    const bytes = await fetchImage(url);
    if (!bytes) return null;
    try {
      const image = await processPhoto(bytes, PREVIEW);
      return {
        sourceUrl: url,
        previewDataUrl: `data:${image.mimeType};base64,${image.data.toString('base64')}`,
      };
    } catch {
      return null;
    }
  }

  return {
    async fromUrl(userId: string, url: string): Promise<RecipeImportDraft> {
      await deps.limit(userId);
      const page = await fetchPage(url);
      const html = new TextDecoder(charsetOf(page.contentType)).decode(page.body);
      const node = extractRecipeNode(html);
      if (!node) throw noRecipeError();
      const raw = readRecipeNode(node, page.url);
      if (raw.ingredients.length === 0) throw noRecipeError();
      const image = await preview(raw.image);
      return buildDraft({
        foods,
        userId,
        raw,
        source: { kind: 'url', url: page.url },
        image,
        notes: raw.image && !image ? ['The page’s photo could not be used.'] : [],
      });
    },

    async fromText(userId: string, text: string): Promise<RecipeImportDraft> {
      await deps.limit(userId);
      const raw = readPastedRecipe(text);
      if (raw.ingredients.length === 0) {
        throw new RecipeImportError(
          ErrorCode.IMPORT_NO_RECIPE,
          422,
          'We couldn’t find ingredient lines in that text. Put the title first, then one ingredient per line, then the steps.',
        );
      }
      return buildDraft({ foods, userId, raw, source: { kind: 'text' }, image: null, notes: [] });
    },

    /** The recipes module computes the nutrition from the foods; the photo is best effort. */
    async save(userId: string, body: SaveImportedRecipeBody): Promise<SaveImportedRecipeResponse> {
      const { imageUrl, ...fields } = body;
      const bytes = imageUrl ? await fetchImage(imageUrl) : null;
      const recipe = await deps.recipes.create(userId, fields);
      if (!bytes) return { recipe, photoSaved: false };
      try {
        return { recipe: await deps.recipes.setPhoto(userId, recipe.id, bytes), photoSaved: true };
      } catch (error) {
        deps.logger.warn({ error: String(error) }, 'recipe import: photo not saved');
        return { recipe, photoSaved: false };
      }
    },
  };
}

export type RecipeImportService = ReturnType<typeof createRecipeImportService>;
