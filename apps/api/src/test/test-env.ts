/** The settings every test's configuration starts from (the harness and the global set-up). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
  APP_URL: 'http://localhost:3000',
} as const;
