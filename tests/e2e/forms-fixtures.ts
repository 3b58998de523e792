import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { startServer, type RunningServer } from './server';

/**
 * The forms' specs get a server of their own (a worker of their own, so the per-address rate
 * limits of the public forms count only these tests' posts) with the same fixtures as the rest.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** A value no other test uses, so a test finds its own rows in shared lists. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Posts as a visitor would (same-origin JSON) without a session. */
export async function postAsVisitor(request: APIRequestContext, origin: string, path: string, data: object) {
  const response = await request.post(`${origin}${path}`, { data, headers: { origin } });
  expect(response.status(), await response.text()).toBe(201);
  return response;
}

/** Holds every request to a path until release() is called, to look at the page while it is in flight. */
export async function holdRequests(page: Page, glob: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** No axe violations (WCAG 2.x A and AA rules and best practices) on the page as it stands. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
