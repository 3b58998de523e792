import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// An unexpected console error fails the test that caused it (epic-stack's tests/setup/setup-test-env.ts).
// A test that expects one says so: `vi.spyOn(console, 'error').mockImplementation(() => {})`.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error('console.error was called: an unexpected error fails the test.');
  });
});

// The throw above may be caught by the code that logged; the test still fails here.
afterEach(() => {
  const calls = consoleError.mock.calls.length;
  consoleError.mockRestore();
  if (calls > 0) throw new Error(`console.error was called ${calls} time(s) during this test.`);
});
