import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { OWNER_PASSWORD, startServer, type RunningServer } from './server';

/** A fresh server without the demo places, and an API client signed in as its owner. */
export async function startOwnSite(): Promise<{ server: RunningServer; owner: APIRequestContext }> {
  const server = await startServer({ SEED_DEMO: 'false' });
  const owner = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { origin: server.url },
  });
  expect((await owner.post('/api/auth/login', { data: { password: OWNER_PASSWORD } })).status()).toBe(204);
  return { server, owner };
}
