import { EmailSchema, PASSWORD_MIN_LENGTH } from '@ketoflow/contracts';
import {
  INVALID_EMAIL,
  MISSING_FIELDS,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  type AuthNotice,
} from './messages';

export interface CredentialValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface CredentialRules {
  /** Sign-up and setup: a confirmation field that must match. */
  confirmPassword: boolean;
  /** Sign-up and setup: minimum length 6. Never on sign-in. */
  checkLength: boolean;
  /** Whether an email field is part of the form (the reset form has none). */
  email: boolean;
}

export interface ValidationFailure {
  notice: AuthNotice;
  field: keyof CredentialValues;
}

/**
 * In this order: missing field, then mismatch, then length. The e-mail format check
 * (contracts' EmailSchema) comes last so that order is untouched.
 */
export function validateCredentials(
  values: CredentialValues,
  rules: CredentialRules,
): ValidationFailure | null {
  const email = values.email.trim();
  if (rules.email && !email) return { notice: MISSING_FIELDS, field: 'email' };
  if (!values.password) return { notice: MISSING_FIELDS, field: 'password' };
  if (rules.confirmPassword && values.password !== values.confirmPassword) {
    return { notice: PASSWORD_MISMATCH, field: 'confirmPassword' };
  }
  if (rules.checkLength && values.password.length < PASSWORD_MIN_LENGTH) {
    return { notice: PASSWORD_TOO_SHORT, field: 'password' };
  }
  if (rules.email && !EmailSchema.safeParse(email).success) {
    return { notice: INVALID_EMAIL, field: 'email' };
  }
  return null;
}
