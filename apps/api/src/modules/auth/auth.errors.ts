import { ErrorCode } from '@ketoflow/contracts';
import { APIError } from 'better-auth/api';
import { AppError, UnauthenticatedError } from '../../lib/errors.js';
import type { AuthResult } from './auth.service.js';

export function weakPassword(): AppError {
  return new AppError(
    ErrorCode.WEAK_PASSWORD,
    400,
    'This password is too common and easy to guess. Please choose another one.',
  );
}

/**
 * The one answer to a sign-in that does not go through: wrong password, unknown address, and
 * a suspended account (banned-sign-in.ts) all get these same bytes.
 */
export function invalidCredentials(): AppError {
  return new AppError(
    ErrorCode.INVALID_CREDENTIALS,
    401,
    'Invalid email or password. Please check your credentials.',
  );
}

/**
 * The admin plugin's refusal of a banned account. Its own class so the sign-in can tell it
 * apart and answer like a wrong password; elsewhere (the code step of a two-factor sign-in,
 * after both the password and the code were proven) it stays a plain 403.
 */
export class AccountSuspendedError extends AppError {
  constructor() {
    super(
      ErrorCode.FORBIDDEN,
      403,
      'This account is suspended. If you think this is a mistake, please contact support.',
    );
  }
}

/** better-auth's error codes → our stable codes (contracts) and the messages users see. */
export function mapAuthError(error: unknown): never {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code;
    switch (code) {
      case 'INVALID_EMAIL_OR_PASSWORD':
      case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      case 'INVALID_PASSWORD':
        throw invalidCredentials();
      case 'EMAIL_NOT_VERIFIED':
        throw new AppError(
          ErrorCode.EMAIL_NOT_CONFIRMED,
          403,
          'Please check your email and click the confirmation link before signing in.',
        );
      case 'USER_ALREADY_EXISTS':
      case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
        throw new AppError(
          ErrorCode.USER_ALREADY_EXISTS,
          409,
          'An account with this email already exists. Please sign in instead.',
        );
      case 'PASSWORD_TOO_SHORT':
      case 'PASSWORD_TOO_LONG':
        throw new AppError(
          ErrorCode.WEAK_PASSWORD,
          400,
          'Password must be at least 6 characters long.',
        );
      case 'INVALID_TOKEN':
        throw new AppError(
          ErrorCode.INVALID_TOKEN,
          400,
          'This link is invalid or has expired. Please request a new one.',
        );
      // The two-factor plugin's codes (two-factor.service.ts).
      case 'INVALID_CODE':
      case 'INVALID_BACKUP_CODE':
      case 'TOTP_NOT_ENABLED':
        throw new AppError(
          ErrorCode.INVALID_SECOND_FACTOR,
          400,
          'That code is not right. Check your authenticator app and try again.',
        );
      case 'INVALID_TWO_FACTOR_COOKIE':
      case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
        throw new AppError(
          ErrorCode.SECOND_FACTOR_EXPIRED,
          401,
          'This sign-in has expired or had too many wrong codes. Please sign in again.',
        );
      case 'ACCOUNT_TEMPORARILY_LOCKED':
        throw new AppError(
          ErrorCode.RATE_LIMITED,
          429,
          'Too many wrong codes. Two-factor sign-in is locked for 15 minutes.',
        );
      // The admin plugin's refusal of a banned account (decision 023).
      case 'BANNED_USER':
        throw new AccountSuspendedError();
      default:
        break;
    }
    if (error.statusCode === 401) throw new UnauthenticatedError();
  }
  throw error;
}

export async function call<T>(
  fn: () => Promise<{ headers: Headers; response: T }>,
): Promise<AuthResult<T>> {
  try {
    const { headers, response } = await fn();
    return { data: response, headers };
  } catch (error) {
    mapAuthError(error);
  }
}
