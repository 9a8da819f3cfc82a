/**
 * A language model may word the onboarding summary, but the numbers stay the
 * domain's. These checks decide whether a model's text may be shown: every number in it
 * must be one the builtin summary (writeOnboardingSummary) computed, and the daily targets
 * must be there. Anything else and the caller keeps the builtin text.
 */

/** Numbers as written in prose: "1,507", "30.1", "-2", "25". Dates and times count too. */
const NUMBER = /-?\d[\d,]*(?:\.\d+)?/g;

/** Every number in a text, thousands separators removed ("1,507" → 1507). */
export function numbersInText(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(NUMBER)) {
    // A trailing comma is punctuation ("25, and"), not a thousands separator.
    const cleaned = match[0].replace(/,+$/, '').replace(/,/g, '');
    const value = Number(cleaned);
    if (Number.isFinite(value)) found.push(Math.abs(value));
  }
  return found;
}

export interface SummaryNumberCheck {
  ok: boolean;
  /** Numbers in the candidate that the domain did not compute. */
  unknown: number[];
  /** Required numbers the candidate left out. */
  missing: number[];
}

/**
 * Whether `candidate` uses only numbers that appear in `reference` (the builtin summary) and
 * mentions every number in `required` (e.g. calories, net carbs, protein).
 */
export function checkSummaryNumbers(
  candidate: string,
  reference: string,
  required: readonly number[],
): SummaryNumberCheck {
  const allowed = new Set(numbersInText(reference));
  for (const n of required) allowed.add(Math.abs(n));
  const used = numbersInText(candidate);
  const usedSet = new Set(used);
  const unknown = [...new Set(used.filter((n) => !allowed.has(n)))];
  const missing = required.map(Math.abs).filter((n) => !usedSet.has(n));
  return { ok: unknown.length === 0 && missing.length === 0, unknown, missing };
}
