/** The knowledge base's entries and their retrieval (BM25), for both engines. */
import type { CoachIntent, CoachSource } from '@ketoflow/contracts';
import { normalizeCoachText } from './intent.js';

export type CoachKnowledgeEntry = {
  id: string;
  /** The intent this entry answers (builtin); retrieval also matches its words. */
  intent: CoachIntent;
  title: string;
  keywords: readonly string[];
  /** Short, hedged guidance in plain words. */
  body: string;
  /** True when the entry is fasting or restriction advice (withheld for flagged users). */
  restrictive?: boolean;
  sources: readonly CoachSource[];
};

const STOPWORDS = new Set(
  'the a an and or but if of to in on at for with from by is are was were be been am i me my you your it its this that these those do does did have has had can could should would will what how when why which who much many about into than then so too very just not no any some more most there their them our we us'.split(
    ' ',
  ),
);

export function coachTokens(text: string): string[] {
  return normalizeCoachText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length >= 3 && !STOPWORDS.has(t))
    .map((t) => (t.length > 4 && t.endsWith('s') ? t.slice(0, -1) : t));
}

/**
 * BM25 over title, keywords (counted twice: they are the curated vocabulary) and body; an
 * entry whose intent matches the detected one gets a bonus so the builtin answer and the
 * LLM's retrieved context agree. Deterministic: ties keep the knowledge base's order.
 */
export function retrieveCoachKnowledge(
  entries: readonly CoachKnowledgeEntry[],
  query: string,
  options: { limit?: number; intent?: CoachIntent } = {},
): CoachKnowledgeEntry[] {
  const { limit = 3, intent } = options;
  const k1 = 1.2;
  const b = 0.75;
  const docs = entries.map((entry) =>
    coachTokens(
      [entry.title, entry.keywords.join(' '), entry.keywords.join(' '), entry.body].join(' '),
    ),
  );
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(docs.length, 1);
  const queryTerms = [...new Set(coachTokens(query))];
  const df = new Map<string, number>();
  for (const term of queryTerms) df.set(term, docs.filter((d) => d.includes(term)).length);
  const scored = entries.map((entry, i) => {
    const doc = docs[i] ?? [];
    let score = 0;
    for (const term of queryTerms) {
      const tf = doc.filter((t) => t === term).length;
      if (tf === 0) continue;
      const n = df.get(term) ?? 0;
      const idf = Math.log(1 + (entries.length - n + 0.5) / (n + 0.5));
      score += (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * doc.length) / avgLength));
    }
    if (intent && entry.intent === intent) score += 5;
    return { entry, score, i };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || x.i - y.i)
    .slice(0, limit)
    .map((s) => s.entry);
}
