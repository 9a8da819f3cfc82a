import { z } from 'zod';
import { SignUpReferralCodeSchema } from './referral.js';

/** Minimum password length, checked at sign-up and setup (not at sign-in). */
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 has no 72-byte truncation, but an upper bound keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }).max(254));

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 6 characters long.' })
  .max(PASSWORD_MAX_LENGTH, { message: 'Password must be at most 128 characters long.' });

export const SignUpBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  /** The pending referral code from /ref/{code}, processed once the account exists. */
  referralCode: SignUpReferralCodeSchema,
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.object({
  email: EmailSchema,
  // No length rule on sign-in: an old short password must still get the right message.
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export const ResendVerificationBodySchema = z.object({ email: EmailSchema });
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(1),
  password: NewPasswordSchema,
});
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SessionResponseSchema = z.object({ user: AuthUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const SignUpResponseSchema = z.object({
  user: AuthUserSchema,
  /** true when AUTH_CONFIRM_EMAIL is on: no session until the link is followed. */
  emailVerificationRequired: z.boolean(),
  /**
   * Present when the referral code sent could not be processed (a server failure, not an
   * unknown code): the account exists, and the person is asked to check their e-mail and
   * confirm the address (a link is on its way).
   */
  referralFailed: z.literal(true).optional(),
});
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

/**
 * A signed-in user, or — for an account with two-factor sign-in — no session yet: the client
 * asks for the code and completes the sign-in at POST /api/v1/auth/two-factor.
 */
export const SignInResponseSchema = z.union([
  z.object({ user: AuthUserSchema, twoFactorRequired: z.literal(false).optional() }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const AcceptedResponseSchema = z.object({ ok: z.literal(true) });

export const DeleteAccountBodySchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  confirm: z.literal('DELETE', { message: 'Type DELETE to confirm.' }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
