import { MEAL_RANGE_MAX_DAYS, type MealListQuery, type ValidationIssue } from '@ketoflow/contracts';
import { addDays, daysBetween, toIsoDate } from '@ketoflow/domain';
import { ValidationError } from '../../lib/errors.js';

/** The earliest date the diary accepts: older entries are typing mistakes. */
export const DIARY_EARLIEST_DATE = '2000-01-01';

/** The world's earliest time zone (UTC+14, Line Islands): its date is the latest anywhere. */
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * A calendar date the diary accepts: not before 2000, and at most tomorrow where it is
 * already latest (UTC+14): the server does not know the user's zone. UTC's tomorrow was
 * too early a bound: just after midnight in Berlin, tomorrow there is UTC's day after
 * tomorrow, and logging tomorrow's planned meal was refused.
 */
export function createDateCheck(now: () => Date) {
  return function checkDate(date: string, path: string): void {
    const latest = addDays(toIsoDate(new Date(now().getTime() + EARLIEST_ZONE_MS)), 1);
    if (date > latest) {
      throw new ValidationError("You can't log meals more than a day ahead.", [
        { path, message: "You can't log meals more than a day ahead." },
      ] satisfies ValidationIssue[]);
    }
    if (date < DIARY_EARLIEST_DATE) {
      throw new ValidationError('That date is too far in the past.', [
        { path, message: 'That date is too far in the past.' },
      ] satisfies ValidationIssue[]);
    }
  };
}

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
