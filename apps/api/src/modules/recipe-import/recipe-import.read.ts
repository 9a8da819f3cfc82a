import type { PageNutrition } from '@ketoflow/contracts';
import { hasType, plainText, type LdNode } from './recipe-import.schema-org.js';

/** What a page or a pasted text says about a recipe, before any food is matched. */
export type RawRecipe = {
  title: string;
  description: string;
  /** Null when the source does not say. */
  servings: number | null;
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  ingredients: string[];
  steps: string[];
  /** Absolute address of the page's photo, or null. */
  image: string | null;
  nutrition: PageNutrition | null;
};

const list = (v: unknown): unknown[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
const isNode = (v: unknown): v is LdNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** "PT1H30M", "P0DT0H20M", "PT90M" → minutes; anything else → null. */
export function durationMinutes(iso: string): number | null {
  const m =
    /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      iso.trim(),
    );
  if (!m || iso.trim().toUpperCase() === 'P' || iso.trim().toUpperCase() === 'PT') return null;
  const [, w = '0', d = '0', h = '0', min = '0', s = '0'] = m;
  const minutes =
    Number(w) * 7 * 24 * 60 + Number(d) * 24 * 60 + Number(h) * 60 + Number(min) + Number(s) / 60;
  return Number.isFinite(minutes) ? Math.round(minutes) : null;
}

function duration(v: unknown): string | null {
  const text = plainText(list(v)[0]);
  return text && durationMinutes(text) !== null ? text.toUpperCase() : null;
}

/** recipeYield: 4, "4", "4 servings", ["4", "4 servings"], "Serves 4-6" → the first number. */
export function servingsOf(v: unknown): number | null {
  for (const item of list(v)) {
    const match = /(\d+(?:[.,]\d+)?)/.exec(plainText(item));
    const n = match ? Number(match[1]!.replace(',', '.')) : NaN;
    if (n > 0) return n;
  }
  return null;
}

function imageOf(v: unknown, base: string): string | null {
  for (const item of list(v)) {
    const raw = isNode(item) ? (item.url ?? item.contentUrl) : item;
    const text = typeof raw === 'string' ? raw.trim() : Array.isArray(raw) ? String(raw[0]) : '';
    if (!text) continue;
    try {
      return new URL(text, base).toString();
    } catch {
      continue;
    }
  }
  return null;
}

/** Steps from a string, HowToStep, HowToSection (its name before its first step) or ItemList. */
function stepsOf(v: unknown, depth = 0): string[] {
  if (depth > 4) return [];
  const out: string[] = [];
  for (const item of list(v)) {
    if (typeof item === 'string') {
      // One block of text: its lines (or its HTML paragraphs) are the steps.
      const html = item.replace(/<\/(?:p|li|div)>|<br\s*\/?>/gi, '\n');
      out.push(...html.split(/\n+/).map(plainText).filter(Boolean));
    } else if (isNode(item)) {
      const nested =
        item.itemListElement ?? (hasType(item, 'HowToSection') ? item.steps : undefined);
      if (nested !== undefined) {
        const inner = stepsOf(nested, depth + 1);
        const name = plainText(item.name);
        if (name && inner[0]) inner[0] = `${name}: ${inner[0]}`;
        out.push(...inner);
      } else {
        const text = plainText(item.text) || plainText(item.name) || plainText(item.description);
        if (text) out.push(text);
      }
    }
  }
  return out;
}

/** "240 kcal", "12 g", "300 mg", 12 → the number (the unit is the property's). */
function amount(v: unknown): number | null {
  const match = /(\d+(?:[.,]\d+)?)/.exec(plainText(list(v)[0]));
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

function nutritionOf(v: unknown): PageNutrition | null {
  const n = list(v).find(isNode);
  if (!n) return null;
  const sodium = amount(n.sodiumContent);
  const page: PageNutrition = {
    servingSize: plainText(list(n.servingSize)[0]) || null,
    energyKcal: amount(n.calories),
    proteinG: amount(n.proteinContent),
    fatG: amount(n.fatContent),
    saturatedFatG: amount(n.saturatedFatContent),
    carbohydrateG: amount(n.carbohydrateContent),
    fiberG: amount(n.fiberContent),
    sugarsG: amount(n.sugarContent),
    // Some pages write sodium in grams ("0.3 g"); the contract's unit is mg.
    sodiumMg:
      sodium !== null && /\d\s*g\b/i.test(plainText(list(n.sodiumContent)[0]))
        ? sodium * 1000
        : sodium,
  };
  const { servingSize: _s, ...numbers } = page;
  void _s;
  return Object.values(numbers).some((x) => x !== null) ? page : null;
}

/** A schema.org Recipe node (from JSON-LD or microdata) → the raw recipe, page-relative URLs resolved. */
export function readRecipeNode(node: LdNode, pageUrl: string): RawRecipe {
  const ingredients = list(node.recipeIngredient ?? node.ingredients)
    .map(plainText)
    .filter(Boolean);
  return {
    title: plainText(list(node.name)[0]) || plainText(list(node.headline)[0]),
    description: plainText(list(node.description)[0]),
    servings: servingsOf(node.recipeYield ?? node.yield),
    prepTime: duration(node.prepTime),
    cookTime: duration(node.cookTime),
    totalTime: duration(node.totalTime),
    ingredients,
    steps: stepsOf(node.recipeInstructions),
    image: imageOf(node.image, pageUrl),
    nutrition: nutritionOf(node.nutrition),
  };
}
