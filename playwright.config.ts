import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/helpers/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // A guard against a hung test, not a measure of speed: hosts of the same kind have run the
  // heaviest tests (axe over every screen) three times slower than others.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    // A trace costs every test a few hundred milliseconds; the retry of a failed test records one.
    trace: 'on-first-retry',
    // A service worker answers requests before page.route sees them, and many tests route requests
    // to force failures: only the offline tests (offline.spec.ts) let the site register its worker.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(TEST_CHROMIUM_PATH ? { executablePath: TEST_CHROMIUM_PATH } : {}),
      args: CHROMIUM_ARGS,
    },
  },
});
