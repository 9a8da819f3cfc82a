import { ValidationIssueSchema } from '@ketoflow/contracts';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client';

/** The message the server gave for one body field ("body.startedAt" → "startedAt"), if any. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error, 'VALIDATION_FAILED')) return undefined;
  const issues = z.array(ValidationIssueSchema).safeParse(error.details);
  if (!issues.success) return undefined;
  return issues.data.find((issue) => issue.path === `body.${field}`)?.message;
}

/** A sentence for anything else that went wrong while saving. */
export function saveErrorText(error: unknown): string {
  if (isApiError(error, 'NETWORK')) return 'We could not reach the server. Please try again.';
  if (isApiError(error, 'VALIDATION_FAILED') || isApiError(error, 'CONFLICT')) {
    return error.message;
  }
  return 'Something went wrong on our side. Please try again.';
}
