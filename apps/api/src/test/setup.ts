import { afterEach, beforeEach, expect, vi } from 'vitest';

// The PostgreSQL pass of CI (.ci/run) gives each test worker a database of its own, named
// after the given one with the worker's number: files running at the same time never share
// a database (a file's background jobs act on every row in it), files of one worker do, one
// after another, as they always have.
// Test files share their worker's process (vitest.config.ts): derive the name from the given
// one, kept aside on the first file, so a later file does not add the number again.
const workerNumber = process.env.VITEST_POOL_ID;
const givenUrl = (process.env.TEST_DATABASE_GIVEN_URL ??= process.env.TEST_DATABASE_URL);
if (process.env.TEST_DATABASE_PER_WORKER === '1' && givenUrl && workerNumber) {
  const url = new URL(givenUrl);
  url.pathname = `${url.pathname}_${workerNumber}`;
  process.env.TEST_DATABASE_URL = url.toString();
}

// A test that prints console.error fails: errors must be asserted, not logged.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, `console.error was called: ${JSON.stringify(errors)}`).toEqual([]);
});
