import type { Article } from './articles';
import { resolvePlaceholders, type PlaceholderText } from './placeholders';

/**
 * Search across the articles, in the browser. A couple of hundred short sections need no
 * search engine: every query word must occur in a section (its article's title, keywords,
 * heading or text, ignoring case and accents), and sections are ranked by where the words
 * occur.
 */
export interface SearchEntry {
  articleId: string;
  articleTitle: string;
  /** The element a result links to. */
  targetId: string;
  heading: string | null;
  /** Readable text, placeholders resolved (snippets are cut from it). */
  text: string;
  title: string;
  keywords: string;
  /** Intro sections show the article's summary before its text. */
  order: number;
}

export interface SearchResult {
  entry: SearchEntry;
  score: number;
  /** A short excerpt around the first match. */
  snippet: string;
  /** The words to highlight, as typed (lower-cased). */
  terms: string[];
}

export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Query words, with a plural "s" dropped so "refunds" finds "refund" (and "carbs" "carbohydrate"). */
export function queryTerms(query: string): string[] {
  const words = normalise(query).split(' ').filter(Boolean);
  return [...new Set(words.map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w)))];
}

export function buildSearchIndex(
  articles: readonly Article[],
  values: PlaceholderText,
): SearchEntry[] {
  let order = 0;
  return articles.flatMap((article) =>
    article.sections.map((section) => ({
      articleId: article.id,
      articleTitle: article.title,
      targetId: section.id,
      heading: section.heading === null ? null : resolvePlaceholders(section.heading, values),
      text: resolvePlaceholders(
        section.heading === null ? `${article.summary} ${section.text}` : section.text,
        values,
      ),
      title: article.title,
      keywords: article.keywords,
      order: order++,
    })),
  );
}

function count(haystack: string, needle: string): number {
  let n = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) n += 1;
  return n;
}

const SNIPPET_RADIUS = 90;

/** About two lines of text around the first place a term occurs. */
export function snippetOf(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t)).filter((at) => at >= 0);
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  let start = Math.max(0, at - SNIPPET_RADIUS);
  let end = Math.min(text.length, at + SNIPPET_RADIUS * 1.5);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

export function searchDocumentation(
  index: readonly SearchEntry[],
  query: string,
  limit = 8,
): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = normalise(query);
  const results: SearchResult[] = [];
  for (const entry of index) {
    const title = normalise(entry.title);
    const heading = normalise(entry.heading ?? '');
    const keywords = normalise(entry.keywords);
    const text = normalise(entry.text);
    let score = 0;
    let all = true;
    for (const term of terms) {
      const inTitle = title.includes(term);
      const inHeading = heading.includes(term);
      const inKeywords = keywords.includes(term);
      const inText = Math.min(count(text, term), 5);
      if (!inTitle && !inHeading && !inKeywords && inText === 0) {
        all = false;
        break;
      }
      score += (inTitle ? 8 : 0) + (inHeading ? 6 : 0) + (inKeywords ? 4 : 0) + inText;
    }
    if (!all) continue;
    if (terms.length > 1 && `${title} ${heading} ${text}`.includes(phrase)) score += 12;
    // An article's intro is the best landing place when the title itself matches.
    if (entry.heading === null && terms.every((t) => title.includes(t))) score += 10;
    results.push({ entry, score, snippet: snippetOf(entry.text, terms), terms });
  }
  return results.sort((a, b) => b.score - a.score || a.entry.order - b.entry.order).slice(0, limit);
}
