import type { ErrorCode } from '@ketoflow/contracts';

/** Contract error codes plus the client-side `NETWORK` (the server could not be reached). */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/**
 * Every failed API call throws this. Branch on `code` (stable), never on `message`.
 * `status` is 0 when no HTTP response arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;
  readonly requestId: string | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: unknown;
    requestId?: string | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId ?? null;
  }
}

/**
 * An answer that does not match its endpoint's contract (checked in development and tests
 * only). It is a bug in the server or the client, not a condition a screen can handle, so
 * queries and mutations hand it to the error screen instead of showing their error state.
 */
export class ContractBreachError extends Error {
  override readonly name = 'ContractBreachError';
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
