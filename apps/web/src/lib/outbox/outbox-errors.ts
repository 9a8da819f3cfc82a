import { isApiError } from '../api-errors';
import type { Refusal } from './outbox-shape';

/** The server could not be reached, or asks to wait: try again later, the change is unchanged. */
export const isTransient = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.code === 'NETWORK' ||
  error.code === 'REQUEST_IN_PROGRESS' ||
  error.status === 429;

/** What a refused change shows: the server's status, code and message (and entry, on a conflict). */
export function refusalOf(error: unknown): Refusal {
  if (isApiError(error)) {
    const current = (error.details as { current?: unknown } | undefined)?.current;
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(current !== undefined && { current }),
    };
  }
  return { status: 0, code: 'INTERNAL', message: 'This change could not be saved.' };
}
