import { ErrorCode } from '@ketoflow/contracts';
import { AppError } from '../errors.js';

/**
 * Typed AI failures. Messages are written by us, never copied from the upstream server:
 * a provider may echo the request (and so the API key) in its error text.
 */
export class AiNotSupportedError extends AppError {
  constructor(engine: string, capability: string) {
    super(
      ErrorCode.AI_NOT_SUPPORTED,
      501,
      `The ${engine} AI engine does not support ${capability}.`,
      { engine, capability },
    );
  }
}

export class AiTimeoutError extends AppError {
  constructor(timeoutMs: number) {
    super(ErrorCode.AI_TIMEOUT, 504, 'The AI service did not answer in time. Please try again.', {
      timeoutMs,
    });
  }
}

export class AiInvalidOutputError extends AppError {
  constructor(attempts: number) {
    super(
      ErrorCode.AI_INVALID_OUTPUT,
      502,
      'The AI service gave an answer we could not use. Please try again.',
      { attempts },
    );
  }
}

export class AiUnavailableError extends AppError {
  constructor(status: number | null) {
    super(
      ErrorCode.AI_UNAVAILABLE,
      // 503 is logged as a warning (an outside service down), not as our own failure.
      503,
      'The AI service is not available right now. Please try again later.',
      status === null ? undefined : { upstreamStatus: status },
    );
  }
}
