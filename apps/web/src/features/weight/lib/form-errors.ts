import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/**
 * Puts a failed save on the form: the server's field messages on their fields (its details
 * carry paths like "body.weight"), and a sentence for the rest. Input is never lost: the form
 * keeps its values, the user corrects and saves again.
 * Returns the form-level message (null when every problem sits on a field).
 */
export function applySaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (isApiError(error, 'VALIDATION_FAILED')) {
    const details = Array.isArray(error.details) ? (error.details as unknown[]) : [];
    let placed = false;
    for (const detail of details) {
      if (typeof detail !== 'object' || detail === null) continue;
      const { path, message } = detail as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || typeof message !== 'string') continue;
      const field = path.split('.').at(-1) as Path<T> | undefined;
      if (field && fields.includes(field)) {
        setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    return placed ? null : error.message;
  }
  if (isApiError(error, 'NOT_FOUND')) {
    return 'This entry no longer exists — it may have been deleted on another device.';
  }
  if (isApiError(error, 'NETWORK')) {
    return 'We could not reach the server. Your entry is still here; please try again.';
  }
  if (isApiError(error, 'RATE_LIMITED')) return 'Too many requests. Please wait a moment.';
  return 'Something went wrong on our side. Your entry is still here; please try again.';
}
