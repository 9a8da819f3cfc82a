import { ErrorCode, type ErrorBody } from '@ketoflow/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/errors.js';

function body(code: string, message: string, requestId: string, details?: unknown): ErrorBody {
  return { error: { code, message, requestId, ...(details === undefined ? {} : { details }) } };
}

/** The one place that turns any error into the uniform error body. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      // 503s are expected answers (a feature switched off, an outside service down): warn.
      if (error.statusCode === 503) request.log.warn({ err: error }, error.message);
      else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .send(body(error.code, error.message, request.id, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join(
          '.',
        ),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .status(400)
        .send(
          body(
            ErrorCode.VALIDATION_FAILED,
            details[0]?.message ?? 'Invalid request.',
            request.id,
            details,
          ),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(body(ErrorCode.INTERNAL, 'Something went wrong on our side.', request.id));
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 404
          ? ErrorCode.NOT_FOUND
          : status === 429
            ? ErrorCode.RATE_LIMITED
            : ErrorCode.VALIDATION_FAILED;
      return reply.status(status).send(body(code, error.message, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body(ErrorCode.INTERNAL, 'Something went wrong on our side.', request.id));
  });
});
