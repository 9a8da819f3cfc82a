import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerError, lastSegmentIn } from '../../../lib/form-errors';

/**
 * Puts a failed save on a body-tracking form: the server's field messages on `fields` (its
 * details carry paths like "body.weight"), and a sentence that says the input is kept.
 * Returns the form-level message (null when every problem sits on a field).
 */
export function applySaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  return applyServerError(error, setError, {
    field: lastSegmentIn(fields),
    serverMessageFor: ['VALIDATION_FAILED'],
    byCode: {
      NOT_FOUND: 'This entry no longer exists — it may have been deleted on another device.',
      NETWORK: 'We could not reach the server. Your entry is still here; please try again.',
      RATE_LIMITED: 'Too many requests. Please wait a moment.',
    },
    fallback: 'Something went wrong on our side. Your entry is still here; please try again.',
  });
}
