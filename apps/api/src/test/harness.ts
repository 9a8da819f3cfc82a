import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../lib/rate-limiter.js';
import { pgliteTemplate } from './pglite-template.js';
import { TEST_ENV } from './test-env.js';

/** Port 9 (discard) on loopback: nothing listens, so a connection is refused at once. */
export const CLOSED_LOOPBACK_URL = 'http://127.0.0.1:9';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * A real, migrated database: PGlite in memory by default (a copy of the run's migrated
 * template), the PostgreSQL server in TEST_DATABASE_URL when set (CI runs both).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase(
    url
      ? { kind: 'postgres', url, poolSize: 5 }
      : { kind: 'pglite', dataDir: null, template: pgliteTemplate() },
  );
  await database.migrate();
  return database;
}

/** The tests' configuration: TEST_ENV, an offline machine, and the test's own settings. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    ...TEST_ENV,
    DATA_DIR: `/tmp/ketoflow-test-${process.pid}`,
    // Nothing in the tests reaches the internet: Open Food Facts (on by default) points at a
    // closed loopback port, i.e. an offline machine; barcode tests pass their fake server.
    OPENFOODFACTS_BASE_URL: CLOSED_LOOPBACK_URL,
    ...env,
  });
}

/** Generous by default so tests are not throttled; rate-limit tests pass their own. */
export function generousRateLimits(overrides: Partial<RateLimits> = {}): Partial<RateLimits> {
  return {
    ...Object.fromEntries(
      Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, limit: 10_000 }]),
    ),
    ...overrides,
  };
}

/**
 * The whole app on a real database of the file's own (openTestDatabase). Tests create their
 * own users, so files never see each other's data. For the journeys through several areas and
 * the app's own guards; a module's behaviour is tested on the module (module-harness.ts).
 */
export async function createTestContext(
  overrides: {
    env?: Record<string, string>;
    rateLimits?: Partial<RateLimits>;
    /** A database the test opened itself (e.g. an embedded one in a folder); closed with the app. */
    database?: Database;
  } = {},
): Promise<TestContext> {
  const database = overrides.database ?? (await openTestDatabase());
  if (overrides.database) await database.migrate();
  const options: BuildAppOptions = {
    config: testConfig(overrides.env),
    database,
    logger: false,
    rateLimits: generousRateLimits(overrides.rateLimits),
  };
  const { config } = options;
  const app = await buildApp(options);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 12)}@example.com`;
}

/** The Cookie header value a browser would send back after these responses. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

export type TestUser = { id: string; email: string; password: string; cookie: string };

export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = 'keto-Flow-2026!',
): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { email, password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { id: string; email: string } }>();
  return { id: body.user.id, email: body.user.email, password, cookie: cookieFrom(res) };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password } });
}

/** An inject call carrying the user's session cookie. */
export function as(
  app: FastifyInstance,
  user: { cookie: string },
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, cookie: user.cookie } });
}

export const VALID_ANSWERS = {
  name: 'Maria',
  sex: 'female',
  birthYear: 1986,
  units: 'metric',
  heightCm: 165,
  currentWeightKg: 82,
  goalWeightKg: 68,
  activityLevel: 'light',
  mainGoal: 'lose_weight',
  pace: 'steady',
  dietStyle: 'omnivore',
  exclusions: [],
  allergiesNote: '',
  mealsPerDay: 3,
  fastingExperience: 'some',
  safetyFlags: [],
} as const;

/** Completes onboarding for `user` (VALID_ANSWERS unless given) and returns the response. */
export async function onboard(
  app: FastifyInstance,
  user: { cookie: string },
  answers: object = VALID_ANSWERS,
): Promise<LightMyRequestResponse> {
  const res = await as(app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: answers });
  if (res.statusCode !== 200) throw new Error(`onboarding failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** The first food the search finds for `query` (the shipped catalogue has eggs, butter…). */
export async function findFood(
  app: FastifyInstance,
  user: { cookie: string },
  query: string,
): Promise<{ id: string; name: string }> {
  const res = await as(app, user, {
    method: 'GET',
    url: `/api/v1/foods/search?q=${encodeURIComponent(query)}`,
  });
  const food = res.json<{ items: { id: string; name: string }[] }>().items[0];
  if (!food) throw new Error(`no "${query}" in the food database`);
  return food;
}
