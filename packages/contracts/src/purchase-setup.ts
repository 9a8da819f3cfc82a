import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.js';

/**
 * Password setup for buyers whose account was created by a Digistore24 purchase (a mode of
 * the sign-in page; decision 005). Knowing an e-mail is never enough to set the password:
 * the caller proves the purchase with the signed thank-you link or with a one-time code
 * e-mailed to the buyer.
 */

/** Length of the e-mailed one-time code (digits only). */
export const PURCHASE_SETUP_CODE_LENGTH = 8;
/** How long an e-mailed code works. */
export const PURCHASE_SETUP_CODE_TTL_MINUTES = 15;
/** Wrong guesses a code survives; after that it is dead and a new one must be requested. */
export const PURCHASE_SETUP_CODE_MAX_ATTEMPTS = 5;

export const PurchaseLookupBodySchema = z.object({ email: EmailSchema });
export type PurchaseLookupBody = z.infer<typeof PurchaseLookupBodySchema>;

/**
 * Same shape for every e-mail: `purchaseDetected` is true only for an order whose account
 * has no password yet; `coins` is then the coins its orders credited, otherwise 0.
 */
export const PurchaseLookupResponseSchema = z.object({
  purchaseDetected: z.boolean(),
  coins: z.number().int().nonnegative(),
});
export type PurchaseLookupResponse = z.infer<typeof PurchaseLookupResponseSchema>;

export const PurchaseSetupCodeBodySchema = z.object({ email: EmailSchema });
export type PurchaseSetupCodeBody = z.infer<typeof PurchaseSetupCodeBodySchema>;

/**
 * The query parameters of a Digistore24 thank-you link, exactly as the browser decoded them
 * (`URLSearchParams`): the signature covers these raw values, encrypted ones included.
 */
export const ThankYouParamsSchema = z
  .record(z.string().min(1).max(64), z.string().max(2048))
  .refine((params) => Object.keys(params).length <= 64, { message: 'Too many parameters.' })
  .refine((params) => typeof params.sha_sign === 'string' && params.sha_sign.length > 0, {
    message: 'This link is not signed.',
  });
export type ThankYouParams = z.infer<typeof ThankYouParamsSchema>;

export const ThankYouBodySchema = z.object({ params: ThankYouParamsSchema });
export type ThankYouBody = z.infer<typeof ThankYouBodySchema>;

/** What /welcome shows for a verified thank-you link. Verifying creates no session. */
export const ThankYouResponseSchema = z.object({
  orderId: z.string(),
  /** The buyer e-mail of the link (decrypted when it came encrypted), lower-cased. */
  email: z.string(),
  /** The product name of the link, or of the order once it is known. */
  productName: z.string().nullable(),
  /**
   * false while the payment notification (IPN) has not reached us yet: Digistore24 may send
   * it up to a few minutes after the redirect. The page asks again until it is true.
   */
  orderReceived: z.boolean(),
  plan: z.enum(['monthly', 'yearly', 'mega', 'pack', 'unknown']).nullable(),
  coinsCredited: z.number().int(),
  /** true when the buyer's account still has no password (the next step is setting one). */
  passwordRequired: z.boolean(),
});
export type ThankYouResponse = z.infer<typeof ThankYouResponseSchema>;

export const PurchaseProofSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('thank-you'), params: ThankYouParamsSchema }),
  z.object({
    kind: z.literal('code'),
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${PURCHASE_SETUP_CODE_LENGTH}}$`), {
        message: `Enter the ${PURCHASE_SETUP_CODE_LENGTH}-digit code from the email.`,
      }),
  }),
]);
export type PurchaseProof = z.infer<typeof PurchaseProofSchema>;

/** The setup request: e-mail lower-cased and trimmed, same password rules as sign-up. */
export const SetupPasswordBodySchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  proof: PurchaseProofSchema,
});
export type SetupPasswordBody = z.infer<typeof SetupPasswordBodySchema>;

/**
 * The answer to a setup. A refused setup is answered with the uniform error body (stable
 * code, the message to show, HTTP 4xx), so a 200 always carries `success: true`; `error` is
 * kept optional for clients that read it.
 */
export const SetupPasswordResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  /** The buyer's FlowCoins balance after setup. */
  coinsAvailable: z.number().int(),
});
export type SetupPasswordResponse = z.infer<typeof SetupPasswordResponseSchema>;
