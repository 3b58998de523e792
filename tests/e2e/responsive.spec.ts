import type { Page } from '@playwright/test';
import { PAGES } from '../../src/shared/routes';
import { placePath } from '../../src/shared/place-url';
import { siteConfig } from './content-helpers';
import { intersects, type Box } from './boxes';
import { expect, test } from './fixtures';
import { allPlaces, mapElement } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 17: every route from 320 px up without sideways scrolling, a floating button that never
// covers a link, a tagline shown whole or not at all, and ids that are unique on the page.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

/** Waits until the route has drawn its content: the map's markers, the embed's, or the page's h1. */
async function waitForRoute(page: Page, path: string) {
  if (path === '/') await expect(mapElement(page)).toHaveAttribute('data-marker-count', /[1-9]/);
  else if (path.startsWith('/embed'))
    await expect(mapElement(page)).toHaveAttribute('data-markers-drawn', /[1-9]/);
  else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Web fonts change the widths of text: measure with the final ones.
  await page.evaluate(() => document.fonts.ready);
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } });

    test('no route scrolls sideways, and the header keeps Sign in on screen', async ({ page, request }) => {
      const place = (await allPlaces(request))[0]!;
      const paths = [...PAGES.map((p) => p.path), '/?view=list', placePath(place), '/embed'];
      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await waitForRoute(page, path);
        const measured = await scrollWidth(page);
        if (measured > width) wide.push(`${path}: ${measured}`);
        if (path === '/embed') continue;
        const signIn = (await page.getByRole('button', { name: 'Sign in' }).boundingBox())!;
        expect(signIn.x + signIn.width, `Sign in on ${path}`).toBeLessThanOrEqual(width);
      }
      expect(wide).toEqual([]);
    });
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px the map's controls, legend, count and floating button do not overlap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/');
    await waitForRoute(page, '/');
    const named = {
      zoom: page.locator('.leaflet-control-zoom'),
      'reset view': page.getByRole('button', { name: 'Reset view' }),
      shading: page.getByRole('button', { name: /Shade visited countries/ }),
      count: page.getByRole('status').filter({ hasText: /\d+ locations?/ }),
      legend: page.getByRole('region', { name: 'Map legend' }),
      suggest: page.getByRole('button', { name: 'Suggest a place' }),
    };
    const boxes: [string, Box][] = [];
    for (const [name, locator] of Object.entries(named)) boxes.push([name, (await locator.boundingBox())!]);
    const overlaps = boxes.flatMap(([a, boxA], i) =>
      boxes.slice(i + 1).flatMap(([b, boxB]) => (intersects(boxA, boxB) ? [`${a} / ${b}`] : [])),
    );
    expect(overlaps).toEqual([]);
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the floating button covers no link at the end of the list`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?view=list');
    await expect(page.getByRole('heading', { name: /^All Locations \(\d+\)$/ })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
      )
      .toBe(true);
    const button = (await page.getByRole('button', { name: 'Suggest a place' }).boundingBox())!;
    const covered: string[] = [];
    for (const link of await page.getByRole('link').all()) {
      const box = await link.boundingBox();
      if (box && intersects(box, button)) covered.push((await link.textContent()) ?? '');
    }
    expect(covered).toEqual([]);
  });
}

for (const width of [1280, 1440, 1920]) {
  test(`at ${width} px the tagline is shown whole or not at all`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const site = await siteConfig(page.request);
    const tagline = page.getByRole('banner').first().getByText(site.tagline, { exact: true });
    await expect(tagline).toHaveCount(1);
    const shown = await tagline.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        displayed: style.display !== 'none' && element.getClientRects().length > 0,
        cut:
          element.scrollWidth > element.clientWidth ||
          element.scrollHeight > element.clientHeight ||
          style.textOverflow === 'ellipsis',
      };
    });
    if (shown.displayed) expect(shown.cut).toBe(false);
  });
}

for (const width of [390, 1440]) {
  test(`at ${width} px no two elements on the home page share an id`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/?view=list']) {
      await page.goto(path);
      if (path === '/') await waitForRoute(page, '/');
      else await expect(page.getByRole('heading', { name: /^All Locations \(\d+\)$/ })).toBeVisible();
      const duplicates = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
      });
      expect(duplicates, path).toEqual([]);
    }
  });
}
