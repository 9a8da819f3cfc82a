import type { IDEMPOTENCY_KEY_HEADER } from '@ketoflow/contracts';

/**
 * The contracts' header name, restated (and checked against it by type) rather than imported:
 * the module it lives in is all schemas, and importing a value from it would bring them along.
 */
const KEY_HEADER: typeof IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The header that makes a request apply once however often it is sent: a paid AI action, a
 * coin movement, a change replayed from the device. `key` stays the same for every retry.
 */
export function idempotencyHeaders(key: string): { [KEY_HEADER]: string } {
  return { [KEY_HEADER]: key };
}
