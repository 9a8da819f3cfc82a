import { CoinActionSchema, type CoinAction } from '@ketoflow/contracts';
import { PLANS } from '@ketoflow/domain';

/**
 * Placeholders the articles use instead of numbers and names that live elsewhere, so the text
 * can never drift from what the app charges or is called:
 *
 *   {{app}}                 the product name (APP_NAME at build time)
 *   {{price:meal_plan_7}}   one action's price, from the live price table (GET /api/v1/ai/prices)
 *   {{prices}}              the whole price table (a paragraph of its own)
 *   {{plans}}               the Digistore24 plans with their price and coins (a paragraph of its own)
 */
export type Placeholder =
  { kind: 'app' } | { kind: 'price'; action: CoinAction } | { kind: 'prices' } | { kind: 'plans' };

/** The kinds that stand alone as a block (a table), never inside a sentence. */
export const BLOCK_PLACEHOLDERS = ['prices', 'plans'] as const;

const PATTERN = /\{\{\s*([a-z]+)(?::([a-z0-9_]+))?\s*\}\}/g;

function toPlaceholder(kind: string, arg: string | undefined): Placeholder | null {
  if (kind === 'app' && arg === undefined) return { kind: 'app' };
  if (kind === 'prices' && arg === undefined) return { kind: 'prices' };
  if (kind === 'plans' && arg === undefined) return { kind: 'plans' };
  if (kind === 'price') {
    const action = CoinActionSchema.safeParse(arg);
    return action.success ? { kind: 'price', action: action.data } : null;
  }
  return null;
}

/**
 * Text cut at its placeholders: strings stay strings, known placeholders become objects. An
 * unknown one (a typo) stays as written, so it shows instead of silently vanishing; the
 * articles' test rejects it before it ships.
 */
export function splitPlaceholders(text: string): (string | Placeholder)[] {
  const parts: (string | Placeholder)[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    const placeholder = toPlaceholder(match[1] ?? '', match[2]);
    if (!placeholder) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(placeholder);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Every `{{…}}` in a text that is not a known placeholder (for the articles' test). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PATTERN)]
    .filter((match) => toPlaceholder(match[1] ?? '', match[2]) === null)
    .map((match) => match[0]);
}

/** The placeholder a paragraph consists of, when it is a block one and nothing else. */
export function blockPlaceholder(text: string): Placeholder | null {
  const parts = splitPlaceholders(text.trim());
  const only = parts.length === 1 ? parts[0] : undefined;
  if (only === undefined || typeof only === 'string') return null;
  return only.kind === 'prices' || only.kind === 'plans' ? only : null;
}

/** How placeholders read as plain text (the search index, snippets, the page's description). */
export interface PlaceholderText {
  appName: string;
  /** "5 FlowCoins"; undefined while the price table loads. */
  price: (action: CoinAction) => string | undefined;
}

export function placeholderText(placeholder: Placeholder, values: PlaceholderText): string {
  switch (placeholder.kind) {
    case 'app':
      return values.appName;
    case 'price':
      return values.price(placeholder.action) ?? 'FlowCoins';
    case 'prices':
      return 'Prices in FlowCoins';
    case 'plans':
      return PLANS.map((plan) => plan.name).join(', ');
  }
}

export function resolvePlaceholders(text: string, values: PlaceholderText): string {
  return splitPlaceholders(text)
    .map((part) => (typeof part === 'string' ? part : placeholderText(part, values)))
    .join('');
}
