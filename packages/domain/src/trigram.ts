/**
 * PostgreSQL pg_trgm's `word_similarity`, in TypeScript, so the app ranks typos offline the
 * way the server's food search does (decision 039). Inputs are expected normalised already
 * (domain `normaliseSearchText`: lower case, [a-z0-9] words); anything else separates words.
 */

/** The trigrams of a text in order, duplicates kept: each word padded "  word " as pg_trgm does. */
export function trigramsInOrder(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) out.push(padded.slice(i, i + 3));
  }
  return out;
}

/** A text's trigrams, prepared once for many comparisons: each distinct one numbered, in order. */
export type TrigramSequence = { distinct: string[]; order: number[] };

export function trigramSequence(text: string): TrigramSequence {
  const indexOf = new Map<string, number>();
  const order = trigramsInOrder(text).map((t) => {
    let index = indexOf.get(t);
    if (index === undefined) {
      index = indexOf.size;
      indexOf.set(t, index);
    }
    return index;
  });
  return { distinct: [...indexOf.keys()], order };
}

/**
 * The greatest similarity between the trigrams of `query` and any run of consecutive trigrams
 * of `text` (pg_trgm's `word_similarity(query, text)`, non-strict). A port of pg_trgm's
 * `iterate_word_similarity`, including its greedy choice of where a run starts, so scores
 * agree with the database's (tested against it in the API's food search tests): similarity of
 * a run = shared / (query trigrams + run trigrams − shared), counting each trigram once.
 */
export function wordSimilarity(query: string, text: string | TrigramSequence): number {
  return similarityOf(
    new Set(trigramsInOrder(query)),
    typeof text === 'string' ? trigramSequence(text) : text,
  );
}

/** `wordSimilarity` with both sides prepared (the offline search compares one word with many foods). */
export function similarityOf(queryTrigrams: ReadonlySet<string>, text: TrigramSequence): number {
  const len1 = queryTrigrams.size;
  if (len1 === 0) return 0;
  const { order } = text;
  const found = text.distinct.map((t) => queryTrigrams.has(t));
  if (!found.includes(true)) return 0;
  const lastPos: number[] = new Array<number>(found.length).fill(-1);
  const sml = (count: number, len2: number) => count / (len1 + len2 - count);

  let lower = -1;
  let count = 0;
  let ulen2 = 0;
  let best = 0;
  for (let i = 0; i < order.length; i += 1) {
    const t = order[i] as number;
    if (lower >= 0 || found[t]) {
      if ((lastPos[t] as number) < 0) {
        ulen2 += 1;
        if (found[t]) count += 1;
      }
      lastPos[t] = i;
    }
    if (!found[t]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = sml(count, ulen2);
    // Try later starts of the run: dropping trigrams before the first shared one helps.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const candidate = sml(tmpCount, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const dropped = order[tmpLower] as number;
      if (lastPos[dropped] === tmpLower) {
        tmpUlen2 -= 1;
        if (found[dropped]) tmpCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
      const dropped = order[tmpLower] as number;
      if (lastPos[dropped] === tmpLower) lastPos[dropped] = -1;
    }
  }
  // The database answers a float4 (`real`): so does this, or a score right at a threshold
  // (0.4 = 4/7 × 0.7) would fall on the other side of it.
  return Math.fround(best);
}
