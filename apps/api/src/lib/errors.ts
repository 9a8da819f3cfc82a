import { ErrorCode } from '@ketoflow/contracts';

/** Base for every error a service may throw on purpose; the error handler renders it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(ErrorCode.VALIDATION_FAILED, 400, message, details);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(ErrorCode.UNAUTHENTICATED, 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super(ErrorCode.FORBIDDEN, 403, message);
  }
}

/** Also used for other users' resources: a 404 never confirms that they exist. */
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(ErrorCode.NOT_FOUND, 404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = ErrorCode.CONFLICT) {
    super(code, 409, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      ErrorCode.RATE_LIMITED,
      429,
      'Too many attempts. Please wait a few minutes and try again.',
      {
        retryAfterSeconds,
      },
    );
  }
}

export class InsufficientBalanceError extends AppError {
  constructor(balance: number, cost: number) {
    super(ErrorCode.INSUFFICIENT_BALANCE, 402, 'Insufficient balance', { balance, cost });
  }
}

export class CreditFailedError extends AppError {
  constructor(reason: string) {
    super(ErrorCode.CREDIT_FAILED, 500, 'Failed to credit coins', { reason });
  }
}

/** Postgres error code of a Drizzle/driver error, looking through wrappers. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
