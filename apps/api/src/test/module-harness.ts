import { randomUUID } from 'node:crypto';
import {
  OnboardingAnswersSchema,
  type AuthUser,
  type OnboardingAnswers,
} from '@ketoflow/contracts';
import { buildPersonalPlan } from '@ketoflow/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { wirePlatform, type Platform } from '../composition/platform.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { user as userTable } from '../db/schema/index.js';
import { createFastifyInstance } from '../fastify-instance.js';
import type { RateLimits } from '../lib/rate-limiter.js';
import type { ProfileStore } from '../modules/profile/index.js';
import { registerPlatform } from '../plugins/platform.js';
import { sessionPlugin, type SessionReader } from '../plugins/session.js';
import { APP_VERSION } from '../version.js';
import {
  generousRateLimits,
  openTestDatabase,
  testConfig,
  uniqueEmail,
  VALID_ANSWERS,
  type TestUser,
} from './harness.js';

export type { Platform };

/** The cookie the stand-in session port reads: the id of a person the test created. */
const SESSION_COOKIE = 'test-session';

export type ModuleTestContext<M> = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  platform: Platform;
  /** What `build` returned: the modules under test and anything the test wants to reach. */
  modules: M;
  /**
   * A signed-in person: their row in `user`, as sign-up writes it, and a session cookie the
   * stand-in session port accepts (`as(ctx.app, user, …)` sends it).
   */
  signUp(email?: string): Promise<TestUser>;
  close(): Promise<void>;
};

/**
 * A module under test, built with its ports on the real platform (database, event bus, mailer,
 * rate limiter, background tasks, the one error handler and the API's security hooks) and
 * served over HTTP without the rest of the app. `build` makes the modules the test needs, real
 * ones or fakes of other modules' ports, never of the database; every returned value that has
 * `routes` is registered, in order. Sessions come from a stand-in for the auth module's session
 * port: a person the test created is signed in by a cookie with their id; auth's own tests
 * cover real sessions.
 */
export async function createModuleTestContext<M extends object>(
  build: (platform: Platform) => M | Promise<M>,
  options: {
    env?: Record<string, string>;
    rateLimits?: Partial<RateLimits>;
    /**
     * A database the test opened (migrated) itself, e.g. another instance's: the context uses
     * it and leaves it open; the test closes it.
     */
    database?: Database;
  } = {},
): Promise<ModuleTestContext<M>> {
  const database = options.database ?? (await openTestDatabase());
  const config = testConfig(options.env);
  const app = createFastifyInstance(config, false);
  const platform = await wirePlatform(app, {
    config,
    database,
    rateLimits: generousRateLimits(options.rateLimits),
  });
  const people = new Map<string, AuthUser>();
  const modules = await build(platform);
  await registerPlatform(app, {
    appName: config.appName,
    version: APP_VERSION,
    trustedOrigins: config.trustedOrigins,
    secure: false,
    thirdPartyScriptUrls: [],
  });
  await app.register(sessionPlugin, { sessions: sessionsOf(people) });
  for (const value of Object.values(modules)) {
    if (hasRoutes(value)) await app.register(value.routes);
  }
  await app.ready();
  return {
    app,
    database,
    config,
    platform,
    modules,
    async signUp(email = uniqueEmail()) {
      const [row] = await database.db
        .insert(userTable)
        .values({ id: randomUUID(), name: email.split('@')[0] ?? email, email })
        .returning();
      if (!row) throw new Error('the user row was not written');
      people.set(row.id, {
        id: row.id,
        email: row.email,
        emailVerified: row.emailVerified,
        createdAt: row.createdAt.toISOString(),
      });
      return { id: row.id, email: row.email, password: '', cookie: `${SESSION_COOKIE}=${row.id}` };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

function hasRoutes(value: unknown): value is { routes: FastifyPluginAsync } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'routes' in value &&
    typeof value.routes === 'function'
  );
}

/** The session port's stand-in: the cookie names a person this test created, or nobody. */
function sessionsOf(people: Map<string, AuthUser>): SessionReader {
  return {
    async getSession(headers) {
      const cookie = headers.get('cookie') ?? '';
      const id = cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === SESSION_COOKIE)?.[1];
      const user = (id && people.get(id)) || null;
      return { user, sessionId: user ? `test-${user.id}` : null, headers: new Headers() };
    },
  };
}

/**
 * Fills in a person's profile as onboarding does (the plan computed from the answers), through
 * the profile module's store: for modules that read the profile, without the questionnaire.
 */
export async function completeProfile(
  profiles: ProfileStore,
  user: { id: string },
  answers: object = VALID_ANSWERS,
): Promise<OnboardingAnswers> {
  const parsed = OnboardingAnswersSchema.parse(answers);
  await profiles.save(user.id, {
    answers: parsed,
    plan: buildPersonalPlan(parsed, new Date()),
    aiSummary: `A plan for ${parsed.name}.`,
  });
  return parsed;
}
