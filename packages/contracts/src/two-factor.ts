import { z } from 'zod';
import { AuthUserSchema, PASSWORD_MAX_LENGTH } from './auth.js';

/**
 * Two-factor sign-in: an authenticator app (TOTP, 6 digits every 30 s) with ten
 * single-use backup codes. Required for admins, open to everyone from the profile.
 */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A six-digit authenticator code, or a backup code (letters, digits and a dash). */
export const SecondFactorBodySchema = z.object({
  method: z.enum(['totp', 'backup_code']).default('totp'),
  code: z
    .string()
    .trim()
    .min(6, { message: 'Enter the 6-digit code from your authenticator app.' })
    .max(32, { message: 'That code is too long.' }),
});
export type SecondFactorBody = z.infer<typeof SecondFactorBodySchema>;

export const PasswordConfirmBodySchema = z.object({
  password: z.string().min(1, { message: 'Enter your password.' }).max(PASSWORD_MAX_LENGTH),
});
export type PasswordConfirmBody = z.infer<typeof PasswordConfirmBodySchema>;

/**
 * Turning two-factor sign-in off needs the password and a current code (or a backup code):
 * someone who has only the password and an old session cannot replace the owner's
 * authenticator with their own.
 */
export const DisableTwoFactorBodySchema = PasswordConfirmBodySchema.extend(
  SecondFactorBodySchema.shape,
);
export type DisableTwoFactorBody = z.infer<typeof DisableTwoFactorBodySchema>;

export const TwoFactorStatusSchema = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Shown once: the app reads `totpUri` (as a QR code) or the `secret` typed by hand. */
export const TwoFactorSetupSchema = z.object({
  totpUri: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorConfirmBodySchema = z.object({
  code: z.string().trim().regex(TOTP_CODE_PATTERN, {
    message: 'Enter the 6-digit code from your authenticator app.',
  }),
});
export type TwoFactorConfirmBody = z.infer<typeof TwoFactorConfirmBodySchema>;

/** POST /api/v1/auth/two-factor: the second step of a sign-in; it starts the session. */
export const SecondFactorSignInResponseSchema = z.object({ user: AuthUserSchema });
