import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/lint/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/*.test.ts',
      'tests/docs/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each build their own database (an SQLite file, or a PostgreSQL schema of their own on the
    // shared server), so files run in parallel on both engines. Two at a time even on two cores (the
    // default would be one): most of an API suite's time is spent waiting on its database.
    maxWorkers: 2,
  },
});
