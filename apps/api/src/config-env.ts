import { CoinActionSchema } from '@ketoflow/contracts';
import type { CoinPriceOverrides } from '@ketoflow/domain';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function isValidCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** Comma-separated origins (scheme, host and port only), each as `URL.origin` spells it. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of value
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean)) {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      const bare =
        url !== null &&
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        !url.username &&
        !url.password &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash;
      if (!url || !bare) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin like https://host:port`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** Every environment variable the server reads. The README documents each of them. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  APP_NAME: z.string().min(1).max(40).default('KetoFlow'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  AUTH_CONFIRM_EMAIL: booleanFromEnv.default(false),
  AUTH_SECRET: z.string().min(32).optional(),
  /** Addresses that are admins (comma-separated): applied at start and at sign-up. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().email('ADMIN_EMAILS: use e-mail addresses separated by commas'))),
  /** Minutes an admin's second factor is trusted before the admin area asks for it again. */
  ADMIN_SESSION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  ONBOARDING_BONUS_COINS: z.coerce.number().int().min(0).max(10_000).default(25),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMIT_ENABLED: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().optional(),
  // Digistore24 (commerce): IPN passphrase, thank-you page key, product ids per plan.
  DIGISTORE_IPN_PASSPHRASE: z.string().min(1).max(63).optional(),
  DIGISTORE_THANKYOU_KEY: z.string().min(1).optional(),
  DIGISTORE_PRODUCT_MONTHLY: z.string().regex(/^\d+$/).optional(),
  DIGISTORE_PRODUCT_YEARLY: z.string().regex(/^\d+$/).optional(),
  DIGISTORE_PRODUCT_MEGA: z.string().regex(/^\d+$/).optional(),
  /** Coin packs for recharge: "productId:coins,productId:coins". */
  DIGISTORE_COIN_PACKS: z
    .string()
    .regex(/^\d+:\d+(,\d+:\d+)*$/, 'use productId:coins pairs separated by commas')
    .optional(),
  TRUST_BADGE_SCRIPT_URL: z.string().url().optional(),
  PAYMENT_PROVIDER_SCRIPT_URL: z.string().url().optional(),
  REFERRAL_REWARD_COINS: z.coerce.number().int().min(0).max(10_000).default(50),
  /** Days activity log entries are kept before the daily job deletes them. */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Milliseconds between the reminders job's runs in each process (short only in tests). */
  REMINDERS_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  // Operator details shown on the legal pages.
  OPERATOR_NAME: z.string().max(200).optional(),
  OPERATOR_ADDRESS: z.string().max(500).optional(),
  OPERATOR_EMAIL: z.string().email().optional(),
  // Food database: the curated catalogue file and the Open Food Facts barcode lookup.
  FOODS_DATA_FILE: z.string().optional(),
  // On unless turned off: a lookup sends only the barcode (README, privacy policy).
  OPENFOODFACTS_ENABLED: booleanFromEnv.default(true),
  OPENFOODFACTS_BASE_URL: z.string().url().default('https://world.openfoodfacts.org'),
  OPENFOODFACTS_CONTACT: z.string().min(3).max(200).optional(),
  // Short: an offline server must answer "not available right now" quickly, not hang.
  OPENFOODFACTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** After OFF fails to answer, lookups say "not available" at once for this long. */
  OPENFOODFACTS_RETRY_AFTER_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  OPENFOODFACTS_READS_PER_MINUTE: z.coerce.number().int().min(1).max(100).default(15),
  OPENFOODFACTS_USER_READS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  // Recipe import: the server fetches recipe pages people paste.
  RECIPE_IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  RECIPE_IMPORT_MAX_PAGE_BYTES: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(50_000_000)
    .default(5_000_000),
  // Non-public addresses (IPs or CIDR ranges, comma-separated) import may fetch, e.g. your own
  // recipe server on the LAN. Empty: only public internet addresses.
  RECIPE_IMPORT_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((a) => ipaddr.isValid(a) || isValidCidr(a)),
      'IP addresses or CIDR ranges',
    ),
  // Web Push: the server's VAPID key pair (both or neither; unset, one is generated and kept in
  // DATA_DIR), the contact push services see, and push service origins beside the browsers'.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'the public key, 65 bytes in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'the private key, 32 bytes in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .url({ protocol: /^(https|mailto)$/, error: 'a mailto: or https: URL' })
    .optional(),
  PUSH_EXTRA_ORIGINS: originList,
  // AI engine: builtin (offline) or any OpenAI-compatible server.
  AI_ENGINE: z.enum(['builtin', 'openai-compatible']).default('builtin'),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().max(200).optional(),
  AI_VISION_MODEL: z.string().max(200).optional(),
  AI_IMAGE_MODEL: z.string().max(200).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** FlowCoins price overrides: "action:coins,action:coins" (actions from CoinActionSchema). */
  COIN_PRICES: z
    .string()
    .regex(
      /^[a-z0-9_]+:\d{1,6}(,[a-z0-9_]+:\d{1,6})*$/,
      'use action:coins pairs separated by commas',
    )
    .transform((value, ctx) => {
      const prices: CoinPriceOverrides = {};
      for (const pair of value.split(',')) {
        const [name = '', coins = '0'] = pair.split(':');
        const action = CoinActionSchema.safeParse(name);
        if (!action.success) {
          ctx.addIssue({
            code: 'custom',
            message: `unknown action "${name}" (known: ${CoinActionSchema.options.join(', ')})`,
          });
          return z.NEVER;
        }
        prices[action.data] = Number(coins);
      }
      return prices;
    })
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;
