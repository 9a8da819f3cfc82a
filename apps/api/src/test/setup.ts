import { afterEach, beforeEach, expect, vi } from 'vitest';

// The PostgreSQL pass of CI (.ci/run) gives each test worker a database of its own, named
// after the given one with the worker's number: files running at the same time never share
// a database (a file's background jobs act on every row in it), files of one worker do, one
// after another, as they always have.
const workerNumber = process.env.VITEST_POOL_ID;
if (process.env.TEST_DATABASE_PER_WORKER === '1' && process.env.TEST_DATABASE_URL && workerNumber) {
  const url = new URL(process.env.TEST_DATABASE_URL);
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
