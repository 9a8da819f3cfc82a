import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CoinActionSchema } from '@ketoflow/contracts';
import type { CoinPriceOverrides } from '@ketoflow/domain';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads. The README documents each of them. */
const EnvSchema = z.object({
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
  // Operator details shown on the legal pages.
  OPERATOR_NAME: z.string().max(200).optional(),
  OPERATOR_ADDRESS: z.string().max(500).optional(),
  OPERATOR_EMAIL: z.string().email().optional(),
  // Food database: the curated catalogue file and the Open Food Facts barcode lookup.
  FOODS_DATA_FILE: z.string().optional(),
  OPENFOODFACTS_ENABLED: booleanFromEnv.default(false),
  OPENFOODFACTS_BASE_URL: z.string().url().default('https://world.openfoodfacts.org'),
  OPENFOODFACTS_CONTACT: z.string().min(3).max(200).optional(),
  OPENFOODFACTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  OPENFOODFACTS_READS_PER_MINUTE: z.coerce.number().int().min(1).max(100).default(15),
  OPENFOODFACTS_USER_READS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
  // AI engine (issue 5): builtin (offline) or any OpenAI-compatible server.
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

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  appName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authConfirmEmail: boolean;
  authSecret: string;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: string[];
  onboardingBonusCoins: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitEnabled: boolean;
  webDistDir: string;
  /** Extra origins allowed to send credentialed requests (dev servers). */
  trustedOrigins: string[];
  digistore: {
    ipnPassphrase: string | undefined;
    thankYouKey: string | undefined;
    products: { monthly: string | undefined; yearly: string | undefined; mega: string | undefined };
    coinPacks: { productId: string; coins: number }[];
  };
  trustBadgeScriptUrl: string | undefined;
  paymentProviderScriptUrl: string | undefined;
  referralRewardCoins: number;
  /** Activity log entries older than this many days are deleted daily. */
  activityRetentionDays: number;
  operator: { name: string; address: string | undefined; email: string };
  foods: {
    /** The curated catalogue loaded into `foods` on start (apps/api/data/foods/foods.json). */
    dataFile: string;
    openFoodFacts: {
      enabled: boolean;
      baseUrl: string;
      /** Who OFF can reach about our traffic: goes into the User-Agent. */
      contact: string;
      timeoutMs: number;
      /** Product reads per minute across all processes (OFF asks for about 15). */
      readsPerMinute: number;
      /** Product reads (cache misses) per user per hour. */
      userReadsPerHour: number;
    };
  };
  ai: {
    engine: 'builtin' | 'openai-compatible';
    /** Without a trailing slash, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
    baseUrl: string | undefined;
    /** Secret: only ever handed to the SDK, never logged or returned. */
    apiKey: string | undefined;
    model: string | undefined;
    visionModel: string | undefined;
    imageModel: string | undefined;
    timeoutMs: number;
    /** Overrides of DEFAULT_COIN_PRICES; priceOf(action, coinPrices) is the price. */
    coinPrices: CoinPriceOverrides;
  };
};

/** The repository root (the package.json with workspaces), from src/ or from the bundled dist/. */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { workspaces?: unknown }).workspaces
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const repoRoot = findRepoRoot(import.meta.dirname);

/**
 * AUTH_SECRET signs session cookies. When unset we generate one and keep it in
 * DATA_DIR so sessions survive restarts without any set-up.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL=) means "not set", as in most tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.AI_ENGINE === 'openai-compatible') {
    const missing = (['AI_BASE_URL', 'AI_MODEL'] as const).filter((k) => e[k] === undefined);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when AI_ENGINE=openai-compatible`).join('\n')}`,
      );
    }
  }
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    appName: e.APP_NAME,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${new URL(appUrl).hostname}>`,
    authConfirmEmail: e.AUTH_CONFIRM_EMAIL,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    adminEmails: e.ADMIN_EMAILS,
    onboardingBonusCoins: e.ONBOARDING_BONUS_COINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustedOrigins: devOrigins(appUrl, e.PORT),
    digistore: {
      ipnPassphrase: e.DIGISTORE_IPN_PASSPHRASE,
      thankYouKey: e.DIGISTORE_THANKYOU_KEY,
      products: {
        monthly: e.DIGISTORE_PRODUCT_MONTHLY,
        yearly: e.DIGISTORE_PRODUCT_YEARLY,
        mega: e.DIGISTORE_PRODUCT_MEGA,
      },
      coinPacks: (e.DIGISTORE_COIN_PACKS ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [productId = '', coins = '0'] = pair.split(':');
          return { productId, coins: Number(coins) };
        }),
    },
    trustBadgeScriptUrl: e.TRUST_BADGE_SCRIPT_URL,
    paymentProviderScriptUrl: e.PAYMENT_PROVIDER_SCRIPT_URL,
    referralRewardCoins: e.REFERRAL_REWARD_COINS,
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    operator: {
      name: e.OPERATOR_NAME ?? `${e.APP_NAME} (operator not configured)`,
      address: e.OPERATOR_ADDRESS,
      email: e.OPERATOR_EMAIL ?? `support@${new URL(appUrl).hostname}`,
    },
    foods: {
      // Resolved from the repository root, so src/ (tsx) and the bundled dist/ find the same file.
      dataFile: path.resolve(repoRoot, e.FOODS_DATA_FILE ?? 'apps/api/data/foods/foods.json'),
      openFoodFacts: {
        enabled: e.OPENFOODFACTS_ENABLED,
        baseUrl: e.OPENFOODFACTS_BASE_URL.replace(/\/+$/, ''),
        contact:
          e.OPENFOODFACTS_CONTACT ??
          e.OPERATOR_EMAIL ??
          e.MAIL_FROM ??
          `support@${new URL(appUrl).hostname}`,
        timeoutMs: e.OPENFOODFACTS_TIMEOUT_MS,
        readsPerMinute: e.OPENFOODFACTS_READS_PER_MINUTE,
        userReadsPerHour: e.OPENFOODFACTS_USER_READS_PER_HOUR,
      },
    },
    ai: {
      engine: e.AI_ENGINE,
      baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      visionModel: e.AI_VISION_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      coinPrices: e.COIN_PRICES ?? {},
    },
  };
}

function devOrigins(appUrl: string, port: number): string[] {
  const origins = new Set([appUrl]);
  for (const host of ['localhost', '127.0.0.1']) {
    origins.add(`http://${host}:${port}`);
    origins.add(`http://${host}:5173`); // vite dev server
    origins.add(`http://${host}:4173`); // vite preview
  }
  return [...origins];
}
