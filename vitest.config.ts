import { defineConfig } from 'vitest/config';

const API_SUITES = 'tests/api/**/*.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each build their own database (an SQLite file, or a PostgreSQL schema of their own on the
    // shared server), so files run in parallel on both engines. Two at a time even on two cores (the
    // default would be one): most of an API suite's time is spent waiting on its database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: [API_SUITES],
          // The API suites share a worker's modules (the server's, loaded once per worker rather than
          // once per file): each builds its own app and database, none mocks a module or a global.
          // The whole suite took 730 s here with it (import 19 s summed, from several hundred).
          isolate: false,
          // Names the run's PostgreSQL schemas and drops them at its end (tests/helpers/schema-pool.ts).
          globalSetup: ['tests/setup/schema-run.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          // These mock modules and stub globals (window, fetch): each file in a fresh module graph.
          include: [
            'src/**/*.test.ts',
            'tests/lint/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/*.test.ts',
            'tests/docs/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
