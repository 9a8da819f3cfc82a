import { z } from 'zod';

/**
 * Where an admin stands with the second factor the admin area requires (decision 024):
 * `not_enrolled` — no authenticator app set up yet; `required` — set up, but this session has
 * not passed it (or passed it too long ago); `verified` — admin operations answer.
 */
export const ADMIN_SECOND_FACTOR_STATES = ['not_enrolled', 'required', 'verified'] as const;
export const AdminSecondFactorSchema = z.enum(ADMIN_SECOND_FACTOR_STATES);
export type AdminSecondFactor = z.infer<typeof AdminSecondFactorSchema>;

/** GET /api/v1/admin/access: the signed-in admin and what the admin area still needs. */
export const AdminAccessSchema = z.object({
  email: z.string(),
  role: z.literal('admin'),
  secondFactor: AdminSecondFactorSchema,
});
export type AdminAccess = z.infer<typeof AdminAccessSchema>;
