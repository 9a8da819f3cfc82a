import type { ValidationIssue } from '@ketoflow/contracts';
import { addDays, toIsoDate } from '@ketoflow/domain';
import { ValidationError } from './errors.js';

/** The earliest date the diary accepts: older entries are typing mistakes. */
export const DIARY_EARLIEST_DATE = '2000-01-01';

/** The world's earliest time zone (UTC+14, Line Islands): its date is the latest anywhere. */
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The check of a diary day (a meal's, a drink's): not before 2000, and at most tomorrow where
 * it is already latest (UTC+14): the server does not know the user's zone. UTC's tomorrow was
 * too early a bound: just after midnight in Berlin, tomorrow there is UTC's day after
 * tomorrow, and logging tomorrow's planned meal was refused. `what` names what is logged in
 * the message ("meals", "water").
 */
export function createDiaryDateCheck(now: () => Date, what: string) {
  const aheadMessage = `You can't log ${what} more than a day ahead.`;
  return function checkDate(date: string, path: string): void {
    const latest = addDays(toIsoDate(new Date(now().getTime() + EARLIEST_ZONE_MS)), 1);
    if (date > latest) {
      throw new ValidationError(aheadMessage, [
        { path, message: aheadMessage },
      ] satisfies ValidationIssue[]);
    }
    if (date < DIARY_EARLIEST_DATE) {
      throw new ValidationError('That date is too far in the past.', [
        { path, message: 'That date is too far in the past.' },
      ] satisfies ValidationIssue[]);
    }
  };
}
