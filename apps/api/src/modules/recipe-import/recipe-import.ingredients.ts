import type { ImportFoodOption, ImportIngredient } from '@ketoflow/contracts';
import {
  nutrientsForGrams,
  parseFoodText,
  rankFoodMatches,
  resolveSegmentAmount,
  round1,
  round3,
  roundNutrients,
  type FoodTextSegment,
  type IngredientLine,
} from '@ketoflow/domain';
import type { ImportFoodCandidate, ImportFoods } from './recipe-import.ports.js';

/** The free-text parser's bar for a match (meals use the same); below it, suggestions only. */
const MATCH_MIN_SCORE = 0.45;
const SUGGESTIONS = 4;

/** "(200 g)", "(7 oz)" after a cup measure: the page's own weight beats a volume conversion. */
const WEIGHT_IN_BRACKETS =
  /\((?:about |approx\.? |~)?(\d+(?:[.,]\d+)?)\s*(g|grams?|kg|oz|ounces?)\)/i;
const MASS_UNIT: Record<string, string> = { gram: 'g', grams: 'g', ounce: 'oz', ounces: 'oz' };

/**
 * One recipe line → one parsed segment: brackets dropped (their weight kept when they give
 * one), and only the first food of the line, so lines and ingredients stay one to one
 * ("2 cups cheddar, shredded" is cheddar; "salt and pepper" is salt).
 */
export function segmentOfLine(line: string): FoodTextSegment | null {
  const weight = WEIGHT_IN_BRACKETS.exec(line);
  const text = line.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const segment = parseFoodText(text)[0];
  if (!segment) return null;
  if (!weight) return segment;
  const unit = weight[2]!.toLowerCase();
  return {
    ...segment,
    quantity: Number(weight[1]!.replace(',', '.')),
    quantityGiven: true,
    unit: MASS_UNIT[unit] ?? unit,
    size: null,
  };
}

function normalisePhrase(phrase: string): string {
  return phrase
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function optionFor(
  segment: FoodTextSegment,
  food: ImportFoodCandidate,
): { option: ImportFoodOption; note: string | null } {
  const amount = resolveSegmentAmount(segment, food.portions);
  // A pinch of salt can round to 0 g; the recipe contract wants a positive weight.
  const grams = Math.max(round1(amount.grams), 0.1);
  return {
    option: {
      foodId: food.id,
      name: food.name,
      quantity: round3(amount.quantity),
      unit: amount.unit,
      grams,
      nutrients: roundNutrients(nutrientsForGrams(food.per100g, grams)),
    },
    note: amount.note,
  };
}

export type MatchedLines = {
  ingredients: ImportIngredient[];
  /** The matched lines' facts and grams, for the recipe's nutrition. */
  lines: IngredientLine[];
};

/**
 * Ingredient lines → catalogue foods with grams, by the meal parser's rules: the domain parser
 * reads the amount and the food words, one query finds every line's candidates, the domain
 * ranks them; grams come from the chosen food's portions. Each line also carries the closest
 * other foods with the same amount, so the review screen resolves it in one tap.
 */
export async function matchIngredientLines(
  foods: ImportFoods,
  userId: string,
  texts: readonly string[],
): Promise<MatchedLines> {
  const segments = texts.map(segmentOfLine);
  const phrases = segments.map((s) => (s ? normalisePhrase(s.foodPhrase) : ''));
  const wanted = phrases.filter(Boolean);
  const found = wanted.length > 0 ? await foods.candidatesFor(userId, wanted) : [];
  let next = 0;
  const ingredients: ImportIngredient[] = [];
  const lines: IngredientLine[] = [];
  texts.forEach((text, index) => {
    const segment = segments[index];
    const phrase = phrases[index] ?? '';
    if (!segment || !phrase) {
      ingredients.push({
        text,
        match: null,
        suggestions: [],
        note: 'We could not read a food in this line.',
      });
      return;
    }
    const candidates = found[next] ?? [];
    next += 1;
    const ranked = rankFoodMatches(phrase, candidates, { unit: segment.unit });
    const [best, ...rest] = ranked;
    const matched = best && best.score >= MATCH_MIN_SCORE ? optionFor(segment, best) : null;
    const suggestions = (matched ? rest : ranked)
      .slice(0, SUGGESTIONS)
      .map((food) => optionFor(segment, food).option);
    if (matched && best) lines.push({ per100g: best.per100g, grams: matched.option.grams });
    ingredients.push({
      text,
      match: matched?.option ?? null,
      suggestions,
      note: matched
        ? matched.note
        : suggestions.length > 0
          ? `No food matched “${segment.foodPhrase}”. Pick a suggestion or search for it.`
          : `No food matched “${segment.foodPhrase}”. Search for it by another name.`,
    });
  });
  return { ingredients, lines };
}
