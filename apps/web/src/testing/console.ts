import { vi } from 'vitest';

/**
 * A test that prints console.error fails, as in the API's tests. A test
 * whose story includes an error takes the messages with `takeConsoleErrors()` and asserts them.
 */
let captured: unknown[][] = [];

export function captureConsoleErrors(): void {
  captured = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    captured.push(args);
  });
}

/** The console.error calls so far; taken, they no longer fail the test. */
export function takeConsoleErrors(): unknown[][] {
  const taken = captured;
  captured = [];
  return taken;
}

/** Readable text of what was printed (errors with their stack), for the failure message. */
export function describeConsoleErrors(calls: unknown[][]): string {
  return calls
    .map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '))
    .join('\n---\n');
}
