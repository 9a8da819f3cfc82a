import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that prints console.error fails (architecture §8): errors must be asserted, not logged.
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
