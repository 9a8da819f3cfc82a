import { isApiError } from './api-client';

/** A short, honest sentence for a failed load. */
export function loadErrorText(error: unknown): string {
  if (isApiError(error, 'NETWORK')) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  if (isApiError(error, 'RATE_LIMITED')) return 'Too many requests. Please wait a moment.';
  return 'Something went wrong on our side. Please try again.';
}
