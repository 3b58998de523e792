import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteConfig } from '../../src/shared/site-config';
import { expect } from './fixtures';

/** The site configuration as the server hands it to the pages: the oracle for prices, links and dates. */
export async function siteConfig(request: APIRequestContext): Promise<SiteConfig> {
  const response = await request.get('/api/site');
  expect(response.status()).toBe(200);
  return (await response.json()) as SiteConfig;
}

/** No axe violations (WCAG 2.x A and AA rules) on the page as it stands. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
