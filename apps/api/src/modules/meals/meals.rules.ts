import { MEAL_RANGE_MAX_DAYS, type MealListQuery } from '@ketoflow/contracts';
import { daysBetween } from '@ketoflow/domain';
import { ValidationError } from '../../lib/errors.js';

/** The days a list asks for: one `date`, or `from` and `to` spanning at most the range limit. */
export function listRange(query: MealListQuery): { from: string; to: string } {
  if (query.date && !query.from && !query.to) return { from: query.date, to: query.date };
  if (!query.date && query.from && query.to) {
    const { from, to } = query;
    if (from > to) {
      throw new ValidationError('The start date must be on or before the end date.', [
        {
          path: 'querystring.from',
          message: 'The start date must be on or before the end date.',
        },
      ]);
    }
    if (daysBetween(from, to) + 1 > MEAL_RANGE_MAX_DAYS) {
      const message = `Choose at most ${MEAL_RANGE_MAX_DAYS} days at a time.`;
      throw new ValidationError(message, [{ path: 'querystring.to', message }]);
    }
    return { from, to };
  }
  const message = 'Give a date, or a start and an end date.';
  throw new ValidationError(message, [{ path: 'querystring.date', message }]);
}
