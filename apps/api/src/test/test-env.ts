/** The settings every test's configuration starts from (the harness and the global set-up). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
  APP_URL: 'http://localhost:3000',
} as const;

/**
 * The suite's second pass, on the PostgreSQL server in TEST_DATABASE_URL (CI runs both). Tests
 * of the embedded database alone (its files, backups, PGlite's own behaviour) skip it: they
 * would run the same PGlite code a second time.
 */
export const ON_POSTGRES_PASS = Boolean(process.env.TEST_DATABASE_URL);
