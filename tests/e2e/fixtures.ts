import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type ConsoleMessage,
} from '@playwright/test';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

interface WorkerFixtures {
  server: RunningServer;
}

interface TestFixtures {
  /** An API client signed in as the owner, sending the site's own Origin. */
  ownerApi: APIRequestContext;
  /** Console errors the page reported; any unexpected one fails the test. */
  consoleErrors: string[];
  /** Signs the page's browser context in as the owner. */
  signIn: () => Promise<void>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // Playwright reads the fixtures a function needs from its destructured first argument; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  ownerApi: async ({ server }, use) => {
    const api = await playwrightRequest.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { origin: server.url },
    });
    const login = await api.post('/api/auth/login', { data: { password: OWNER_PASSWORD } });
    expect(login.status()).toBe(204);
    await use(api);
    await api.dispose();
  },
  signIn: async ({ page, server }, use) => {
    await use(async () => {
      const response = await page.request.post(`${server.url}/api/auth/login`, {
        data: { password: OWNER_PASSWORD },
        headers: { origin: server.url },
      });
      expect(response.status()).toBe(204);
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        // Map tiles point at a path this offline server does not have; their 404s are expected.
        if (message.type() === 'error' && !message.location().url.includes('/tiles/'))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // A refused call (401 for visitors, 4xx a test forces) is logged by the browser itself, and this
      // machine has no internet, so photos and video thumbnails from other hosts cannot resolve.
      const expected =
        /Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_NAME_NOT_RESOLVED|net::ERR_INTERNET_DISCONNECTED)/;
      const unexpected = errors.filter((text) => !expected.test(text));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
