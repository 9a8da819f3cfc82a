import { ErrorCode } from '@ketoflow/contracts';
import { isApiError } from '../../lib/api-client';

/** A toast's title and description. */
export interface AuthNotice {
  title: string;
  description: string;
}

/** The credential checks' texts (validation.ts). */
export const MISSING_FIELDS: AuthNotice = {
  title: 'Missing information',
  description: 'Please fill in all fields.',
};
export const PASSWORD_MISMATCH: AuthNotice = {
  title: "Passwords don't match",
  description: 'Please make sure your passwords match.',
};
export const PASSWORD_TOO_SHORT: AuthNotice = {
  title: 'Password too short',
  description: 'Password must be at least 6 characters long.',
};
export const INVALID_EMAIL: AuthNotice = {
  title: 'Invalid email',
  description: 'Please enter a valid email address.',
};

const UNEXPECTED = 'An unexpected error occurred. Please try again.';
const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export const SIGN_IN_FAILED = 'Sign in failed';
export const SIGN_UP_FAILED = 'Sign up failed';
/** What a new account is told when its referral code could not be processed (the server sent the confirmation link). */
export const REFERRAL_FAILED_DESCRIPTION = 'Please check your email and verify your account.';

/** Sign-in failures (the reseller case is handled by setup mode, later). */
export function signInErrorNotice(error: unknown): AuthNotice {
  const code = isApiError(error) ? error.code : null;
  switch (code) {
    case ErrorCode.INVALID_CREDENTIALS:
      return {
        title: SIGN_IN_FAILED,
        description: 'Invalid email or password. Please check your credentials.',
      };
    case ErrorCode.EMAIL_NOT_CONFIRMED:
      return {
        title: SIGN_IN_FAILED,
        description: 'Please check your email and click the confirmation link before signing in.',
      };
    case ErrorCode.RATE_LIMITED:
      return { title: SIGN_IN_FAILED, description: RATE_LIMITED };
    default:
      return { title: SIGN_IN_FAILED, description: UNEXPECTED };
  }
}

/** Sign-up failures. */
export function signUpErrorNotice(error: unknown): AuthNotice {
  const code = isApiError(error) ? error.code : null;
  switch (code) {
    case ErrorCode.USER_ALREADY_EXISTS:
      return {
        title: SIGN_UP_FAILED,
        description: 'An account with this email already exists. Please sign in instead.',
      };
    case ErrorCode.WEAK_PASSWORD:
      // The server also rejects very common passwords (auth/common-passwords.ts in the API),
      // and "unexpected error" would leave the user stuck.
      return {
        title: SIGN_UP_FAILED,
        description: 'This password is too easy to guess. Please choose a different one.',
      };
    case ErrorCode.RATE_LIMITED:
      return { title: SIGN_UP_FAILED, description: RATE_LIMITED };
    default:
      return { title: SIGN_UP_FAILED, description: UNEXPECTED };
  }
}

export function resetErrorNotice(error: unknown): AuthNotice {
  const code = isApiError(error) ? error.code : null;
  switch (code) {
    case ErrorCode.INVALID_TOKEN:
      return {
        title: 'Reset failed',
        description: 'This reset link is invalid or has expired. Please request a new one.',
      };
    case ErrorCode.WEAK_PASSWORD:
      return {
        title: 'Reset failed',
        description: 'This password is too easy to guess. Please choose a different one.',
      };
    case ErrorCode.RATE_LIMITED:
      return { title: 'Reset failed', description: RATE_LIMITED };
    default:
      return { title: 'Reset failed', description: UNEXPECTED };
  }
}

export function genericErrorNotice(title: string, error: unknown): AuthNotice {
  return {
    title,
    description: isApiError(error, 'RATE_LIMITED') ? RATE_LIMITED : UNEXPECTED,
  };
}

/** Setup failure and the auto sign-in fallback. */
export const SETUP_FAILED = 'Setup failed';
export const SETUP_FAILED_FALLBACK = 'Failed to set up password. Please try again.';
export const PASSWORD_SET_SIGN_IN = 'Password set! Please sign in';
/** Sign-in with invalid credentials for an address among reseller orders. */
export const WELCOME_FROM_DIGISTORE = 'Welcome from DigiStore24!';

export const MISSING_CODE: AuthNotice = {
  title: 'Missing information',
  description: 'Enter the code we emailed you, or send yourself one first.',
};

/** "Setup failed" with the server's message when it gave one. */
export function setupErrorNotice(error: unknown): AuthNotice {
  const answered = isApiError(error) && error.status >= 400 && error.status < 500;
  return {
    title: SETUP_FAILED,
    description: answered && error.message ? error.message : SETUP_FAILED_FALLBACK,
  };
}
