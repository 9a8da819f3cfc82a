import { z } from 'zod';

/** Stable error codes. Clients branch on these, never on message text. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  // auth
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_CONFIRMED: 'EMAIL_NOT_CONFIRMED',
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  INVALID_TOKEN: 'INVALID_TOKEN',
  // two-factor: a wrong or expired authenticator / backup code, or no sign-in waiting for one
  INVALID_SECOND_FACTOR: 'INVALID_SECOND_FACTOR',
  SECOND_FACTOR_EXPIRED: 'SECOND_FACTOR_EXPIRED',
  // admin: the session has not passed the second factor the admin area requires
  ADMIN_SECOND_FACTOR_REQUIRED: 'ADMIN_SECOND_FACTOR_REQUIRED',
  // admin: an admin address whose owner has not confirmed it yet (the area asks them to)
  ADMIN_EMAIL_NOT_CONFIRMED: 'ADMIN_EMAIL_NOT_CONFIRMED',
  // admin: a failed e-mail cannot be resent without a mail server (SMTP_URL)
  MAIL_NOT_CONFIGURED: 'MAIL_NOT_CONFIGURED',
  // onboarding
  ONBOARDING_REQUIRED: 'ONBOARDING_REQUIRED',
  // coins
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  CREDIT_FAILED: 'CREDIT_FAILED',
  // foods: the barcode service is off or unreachable (the user can enter the food by hand)
  FOOD_LOOKUP_UNAVAILABLE: 'FOOD_LOOKUP_UNAVAILABLE',
  // ai: the configured engine cannot do this, did not answer in time, answered nonsense or failed
  AI_NOT_SUPPORTED: 'AI_NOT_SUPPORTED',
  AI_TIMEOUT: 'AI_TIMEOUT',
  AI_INVALID_OUTPUT: 'AI_INVALID_OUTPUT',
  AI_UNAVAILABLE: 'AI_UNAVAILABLE',
  // recipe import: the address is not a public web page, the page is too large or too slow,
  // the site did not answer usefully, or the page holds no schema.org recipe
  IMPORT_ADDRESS_REFUSED: 'IMPORT_ADDRESS_REFUSED',
  IMPORT_PAGE_TOO_LARGE: 'IMPORT_PAGE_TOO_LARGE',
  IMPORT_TIMEOUT: 'IMPORT_TIMEOUT',
  IMPORT_FETCH_FAILED: 'IMPORT_FETCH_FAILED',
  IMPORT_NO_RECIPE: 'IMPORT_NO_RECIPE',
  // writes with an Idempotency-Key: the key came with another request, or its first attempt is
  // still running (repeat after Retry-After)
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  REQUEST_IN_PROGRESS: 'REQUEST_IN_PROGRESS',
  // an edit made from an older version of the entry than the server's (another device changed
  // it meanwhile); details.current holds the server's version
  EDIT_CONFLICT: 'EDIT_CONFLICT',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    requestId: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Field-level details attached to VALIDATION_FAILED. */
export const ValidationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;
