import { ValidationIssueSchema, type ValidationIssue } from '@ketoflow/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError, type ApiErrorCode } from './api-client';

/**
 * How every form turns a failed request into messages: the server's field problems (a 400
 * VALIDATION_FAILED carries `details: [{ path: "body.weight", message }]`) on their fields,
 * codes that belong to one field (a wrong password) on that field, and one sentence for the
 * rest. Input is never lost: the form keeps its values, the user corrects and sends again.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

/** The field problems of a VALIDATION_FAILED answer; [] for any other error. */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!isApiError(error, 'VALIDATION_FAILED') || !Array.isArray(error.details)) return [];
  return (error.details as unknown[]).flatMap((detail) => {
    const issue = ValidationIssueSchema.safeParse(detail);
    return issue.success ? [issue.data] : [];
  });
}

/** The message the server gave for one body field ("body.startedAt" → "startedAt"), if any. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return validationIssues(error).find((issue) => issue.path === `body.${field}`)?.message;
}

/** Maps an issue path to its field when the path's last segment is one of `fields`. */
export function lastSegmentIn<T extends FieldValues>(
  fields: readonly Path<T>[],
): (path: string) => Path<T> | undefined {
  return (path) => {
    const field = path.split('.').at(-1) as Path<T> | undefined;
    return field && fields.includes(field) ? field : undefined;
  };
}

export interface ErrorTexts {
  /** A sentence per error code. */
  byCode?: Partial<Record<ApiErrorCode, string>>;
  /** Codes whose own server message is shown as it is ('all': any API error's). */
  serverMessageFor?: readonly ApiErrorCode[] | 'all';
  /** For anything else; "Something went wrong on our side. Please try again." by default. */
  fallback?: string;
}

/** The one sentence a form shows for a failed request. */
export function formErrorText(error: unknown, texts: ErrorTexts = {}): string {
  if (isApiError(error)) {
    const own = texts.byCode?.[error.code];
    if (own !== undefined) return own;
    const passThrough = texts.serverMessageFor ?? [];
    if (passThrough === 'all' || passThrough.includes(error.code)) return error.message;
  }
  return texts.fallback ?? SOMETHING_WENT_WRONG;
}

export interface ServerErrorMapping<T extends FieldValues> extends ErrorTexts {
  /** The form field of a VALIDATION_FAILED issue path, or nothing to leave it to the sentence. */
  field?: (path: string) => Path<T> | null | undefined;
  /** Codes that belong on one field (message: the server's when not given). */
  fieldForCode?: Partial<Record<ApiErrorCode, { field: Path<T>; message?: string }>>;
  /** Focus the first field that gets a message (default true). */
  focus?: boolean;
}

/**
 * Puts a failed request on a react-hook-form form and returns the form-level sentence, or
 * null when every problem sits on a field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  mapping: ServerErrorMapping<T>,
): string | null {
  const focus = mapping.focus ?? true;
  if (isApiError(error)) {
    const forCode = mapping.fieldForCode?.[error.code];
    if (forCode) {
      setError(
        forCode.field,
        { type: 'server', message: forCode.message ?? error.message },
        { shouldFocus: focus },
      );
      return null;
    }
  }
  const { field } = mapping;
  if (field) {
    let placed = 0;
    for (const issue of validationIssues(error)) {
      const name = field(issue.path);
      if (!name) continue;
      setError(
        name,
        { type: 'server', message: issue.message },
        { shouldFocus: focus && placed === 0 },
      );
      placed += 1;
    }
    if (placed > 0) return null;
  }
  return formErrorText(error, mapping);
}
