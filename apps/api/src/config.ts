import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CoinPriceOverrides } from '@ketoflow/domain';
import { EnvSchema, type Env } from './config-env.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './lib/private-files.js';

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
  /** ADMIN_SESSION_MINUTES: how long a session's second factor opens the admin area. */
  adminSessionMinutes: number;
  onboardingBonusCoins: number;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  rateLimitEnabled: boolean;
  webDistDir: string;
  /** Origins allowed to send credentialed requests: the app's own, and Vite's in development. */
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
  /** How often each process delivers due reminders (REMINDERS_INTERVAL_MS). */
  remindersIntervalMs: number;
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
      /** Seconds lookups answer "not available" without asking, after OFF failed to answer. */
      retryAfterSeconds: number;
      /** Product reads per minute across all processes (OFF asks for about 15). */
      readsPerMinute: number;
      /** Product reads (cache misses) per user per hour. */
      userReadsPerHour: number;
    };
  };
  recipeImport: {
    timeoutMs: number;
    maxPageBytes: number;
    /** Non-public addresses or ranges import may fetch (empty: public addresses only). */
    allowedAddresses: string[];
  };
  push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: the pair generated and kept in DATA_DIR. */
    vapidKeys: { publicKey: string; privateKey: string } | null;
    /** Whom push services may contact about our messages: a mailto: or https: URL. */
    vapidSubject: string;
    /** PUSH_EXTRA_ORIGINS: push services accepted beside the browsers' own. */
    extraOrigins: string[];
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

/** The file in DATA_DIR that keeps the generated auth secret when AUTH_SECRET is unset. */
export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, 'auth-secret');
}

/**
 * AUTH_SECRET signs session cookies. When unset we generate one and keep it in
 * DATA_DIR so sessions survive restarts without any set-up.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = authSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable (DATABASE_URL=) means "not set", as in most tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export type StorageConfig = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** AUTH_SECRET is set, so the server never reads or writes DATA_DIR/auth-secret. */
  authSecretInEnvironment: boolean;
};

/**
 * Where the data lives, read without touching the disk. `loadConfig` generates an auth secret
 * in DATA_DIR when there is none; backup and restore must see the folder as it is, or a restore
 * into a new folder would meet a fresh secret that cannot read the backup's two-factor secrets.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const e = parseEnv(env);
  return {
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecretInEnvironment: e.AUTH_SECRET !== undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  if (e.AI_ENGINE === 'openai-compatible') {
    const missing = (['AI_BASE_URL', 'AI_MODEL'] as const).filter((k) => e[k] === undefined);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when AI_ENGINE=openai-compatible`).join('\n')}`,
      );
    }
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const mailFrom = e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${new URL(appUrl).hostname}>`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    appName: e.APP_NAME,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    authConfirmEmail: e.AUTH_CONFIRM_EMAIL,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    adminEmails: e.ADMIN_EMAILS,
    adminSessionMinutes: e.ADMIN_SESSION_MINUTES,
    onboardingBonusCoins: e.ONBOARDING_BONUS_COINS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitEnabled: e.RATE_LIMIT_ENABLED,
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustedOrigins: trustedOrigins(appUrl, e.PORT, e.NODE_ENV),
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
    remindersIntervalMs: e.REMINDERS_INTERVAL_MS,
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
        retryAfterSeconds: e.OPENFOODFACTS_RETRY_AFTER_SECONDS,
        readsPerMinute: e.OPENFOODFACTS_READS_PER_MINUTE,
        userReadsPerHour: e.OPENFOODFACTS_USER_READS_PER_HOUR,
      },
    },
    recipeImport: {
      timeoutMs: e.RECIPE_IMPORT_TIMEOUT_MS,
      maxPageBytes: e.RECIPE_IMPORT_MAX_PAGE_BYTES,
      allowedAddresses: e.RECIPE_IMPORT_ALLOWED_ADDRESSES,
    },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(appUrl, mailFrom),
      extraOrigins: e.PUSH_EXTRA_ORIGINS,
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

/**
 * The app's public address when it is https (where a push service finds who sends to it),
 * else the sender address of our e-mail. Apple refuses a subject on localhost.
 */
function defaultVapidSubject(appUrl: string, mailFrom: string): string {
  const url = new URL(appUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return url.origin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * The app's own origins, plus Vite's dev server and preview (`npm run dev`, which sets
 * NODE_ENV=development) only in development: in production anything listening on those ports
 * of the user's machine is not the app and must not send requests with the user's cookies.
 */
function trustedOrigins(appUrl: string, port: number, env: Env['NODE_ENV']): string[] {
  const origins = new Set([appUrl]);
  for (const host of ['localhost', '127.0.0.1']) {
    origins.add(`http://${host}:${port}`);
    if (env === 'development') {
      origins.add(`http://${host}:5173`); // vite dev server
      origins.add(`http://${host}:4173`); // vite preview
    }
  }
  return [...origins];
}
