import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each build their own database; PostgreSQL suites share one server, so keep files serial there.
    fileParallelism: !process.env.TEST_DATABASE_URL,
  },
});
