import type { ParsedMealItem, ParseMealResponse } from '@ketoflow/contracts';
import {
  addUpAsShown,
  nutrientsForGrams,
  parseFoodText,
  rankFoodMatches,
  resolveSegmentAmount,
  round1,
  round3,
  roundNutrients,
} from '@ketoflow/domain';
import { ValidationError } from '../../lib/errors.js';
import { toMatch } from './meals.mappers.js';
import type { DiaryFoods } from './meals.ports.js';

/** Below this ranking score a candidate is offered as a suggestion, not as the match. */
export const MATCH_MIN_SCORE = 0.45;
const ALTERNATIVES = 4;

/**
 * Free text → proposed foods with amounts. The parser finds quantities and units; the
 * database finds the foods (typo-tolerant, the user's frequent foods first); grams come
 * from the food's portions and nutrients from its facts. Nothing is saved.
 */
export function createMealParser(deps: { foods: DiaryFoods }) {
  return async function parse(userId: string, text: string): Promise<ParseMealResponse> {
    const segments = parseFoodText(text);
    if (segments.length === 0) {
      const message =
        'We couldn’t find any foods in that. Try something like “2 eggs and 3 slices of bacon”.';
      throw new ValidationError(message, [{ path: 'body.text', message }]);
    }
    const phrases = segments.map((s) =>
      s.foodPhrase
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    );
    const candidatesPerSegment = await deps.foods.candidatesFor(userId, phrases);
    const items: ParsedMealItem[] = segments.map((segment, index) => {
      const ranked = rankFoodMatches(phrases[index] ?? '', candidatesPerSegment[index] ?? [], {
        unit: segment.unit,
      });
      const [best, ...rest] = ranked;
      const matched = best && best.score >= MATCH_MIN_SCORE ? best : null;
      const suggestions = (matched ? rest : ranked).slice(0, ALTERNATIVES);
      const base = {
        raw: segment.raw,
        quantity: segment.quantity,
        parsedUnit: segment.unit,
        foodPhrase: segment.foodPhrase,
        alternatives: suggestions.map(toMatch),
      };
      if (!matched) {
        return {
          ...base,
          match: null,
          unit: null,
          grams: null,
          assumed: false,
          nutrients: null,
          warning:
            suggestions.length > 0
              ? `No food matched “${segment.foodPhrase}”. Pick a suggestion or search for it.`
              : `No food matched “${segment.foodPhrase}”. Search for it by another name.`,
        };
      }
      const amount = resolveSegmentAmount(segment, matched.portions);
      const grams = round1(amount.grams);
      return {
        ...base,
        quantity: round3(amount.quantity),
        match: toMatch(matched),
        unit: amount.unit,
        grams,
        assumed: amount.assumed,
        nutrients: roundNutrients(nutrientsForGrams(matched.per100g, grams)),
        warning: amount.note,
      };
    });
    const matchedNutrients = items.flatMap((i) => (i.nutrients ? [i.nutrients] : []));
    return {
      text,
      items,
      unmatched: items.filter((i) => i.match === null).map((i) => i.raw),
      totals: addUpAsShown(matchedNutrients),
    };
  };
}
