import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { captureConsoleErrors, describeConsoleErrors, takeConsoleErrors } from './console';
import { contractViolations } from './http';
import { unmountApp } from './render-app';
import { resetSession, server } from './server';

// Lazy route chunks are compiled on first use; on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers fails the test: the API's part of every story is explicit.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  captureConsoleErrors();
  resetSession();
});

afterEach(async () => {
  cleanup();
  await unmountApp();
  // Toasts live in one store for the whole file, and a new toaster shows the ones still
  // active: a test's toasts must not appear in the next test's page.
  toast.dismiss();
  server.resetHandlers();
  // Absent in node-environment tests (the prerender renders as a server does).
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const violations = contractViolations.splice(0);
  expect(violations, 'a handler answered outside the contract').toEqual([]);
  const errors = takeConsoleErrors();
  expect(errors, `console.error was called:\n${describeConsoleErrors(errors)}`).toEqual([]);
});
