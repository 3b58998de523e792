import type { Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { allPlaces, expectBothViews, listHeading, mapElement, openSection, sidebar } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

const US_NAMES = new Set(['united states', 'usa', 'united states of america', 'us']);

/** The country (other than the USA) with the most places, so the filter narrows but keeps several. */
function busiestCountry(places: Location[]): string {
  const counts = new Map<string, number>();
  for (const p of places)
    if (!US_NAMES.has(p.country.toLowerCase())) counts.set(p.country, (counts.get(p.country) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

interface Case {
  name: string;
  apply: (page: Page) => Promise<void>;
  keeps: (place: Location) => boolean;
  /** The URL query the filter is written to. */
  query: RegExp;
}

function cases(places: Location[]): Case[] {
  const country = busiestCountry(places);
  const state = places.find((p) => p.state && US_NAMES.has(p.country.toLowerCase()))!.state!;
  return [
    {
      // The search covers the name, address, notes, country and state (addresses and notes from the server).
      name: 'search',
      apply: async (page) => page.getByRole('combobox', { name: 'Search destinations' }).fill('NATIONAL'),
      keeps: (p) =>
        [p.name, p.address, p.notes, p.country, p.state ?? ''].join('\n').toLowerCase().includes('national'),
      query: /[?&]q=NATIONAL/,
    },
    {
      name: 'type',
      apply: async (page) => {
        await openSection(page, 'Places by Type');
        await sidebar(page)
          .getByRole('checkbox', { name: /^National Park \(/ })
          .check();
      },
      keeps: (p) => p.type === 'national-park',
      query: /[?&]type=national-park/,
    },
    {
      name: 'status Planned (planned and wishlist)',
      apply: async (page) => {
        await openSection(page, 'Visit Status');
        await sidebar(page).getByRole('checkbox', { name: 'Planned' }).check();
      },
      keeps: (p) => p.status === 'planned' || p.status === 'wishlist',
      query: /status=planned&status=wishlist/,
    },
    {
      name: 'status Visited',
      apply: async (page) => {
        await openSection(page, 'Visit Status');
        await sidebar(page).getByRole('checkbox', { name: 'Visited' }).check();
      },
      keeps: (p) => p.status === 'visited',
      query: /[?&]status=visited/,
    },
    {
      name: 'country',
      apply: async (page) => {
        await openSection(page, 'Countries');
        await sidebar(page)
          .getByRole('checkbox', { name: new RegExp(`^${country} \\(`) })
          .check();
      },
      keeps: (p) => p.country === country,
      query: new RegExp(`[?&]country=${encodeURIComponent(country).replace(/%20/g, '\\+')}`),
    },
    {
      // The state filter applies only to places that have a state (docs/product/SPEC.md section 5).
      name: 'US state',
      apply: async (page) => {
        await openSection(page, 'US States');
        await sidebar(page)
          .getByRole('checkbox', { name: new RegExp(`^${state} \\(`) })
          .check();
      },
      keeps: (p) => !p.state || p.state === state,
      query: new RegExp(`[?&]state=${encodeURIComponent(state).replace(/%20/g, '\\+')}`),
    },
  ];
}

// Photos and video thumbnails come from outside hosts; offline, they are answered locally.
test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

test('every filter and the search narrow the map and the list alike, and survive a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const places = await allPlaces(request);
  for (const filter of cases(places)) {
    await test.step(filter.name, async () => {
      const expected = places.filter(filter.keeps).length;
      expect(expected, 'the filter narrows the places').toBeLessThan(places.length);
      expect(expected, 'the filter keeps some places').toBeGreaterThan(0);

      await page.goto('/');
      await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));
      await filter.apply(page);
      await expect(page).toHaveURL(filter.query);
      await expectBothViews(page, expected);

      await page.reload();
      await expect(listHeading(page, expected)).toBeVisible();
      await expectBothViews(page, expected);

      await sidebar(page).getByRole('button', { name: 'Clear filters' }).click();
      await expect(listHeading(page, places.length)).toBeVisible();
    });
  }
});

test('filters combine, and Planned unticks both planned and wishlist', async ({ page, request }) => {
  const places = await allPlaces(request);
  const country = busiestCountry(places);
  await page.goto('/');
  await openSection(page, 'Countries');
  await sidebar(page)
    .getByRole('checkbox', { name: new RegExp(`^${country} \\(`) })
    .check();
  await openSection(page, 'Visit Status');
  const planned = sidebar(page).getByRole('checkbox', { name: 'Planned' });
  await planned.check();
  await expectBothViews(page, places.filter((p) => p.country === country && p.status !== 'visited').length);

  await planned.uncheck();
  await expect(page).not.toHaveURL(/status=/);
  await expectBothViews(page, places.filter((p) => p.country === country).length);
});

test('searching from another page goes to the map with the search', async ({ page, request }) => {
  const places = await allPlaces(request);
  await page.goto('/stats');
  await page.getByRole('combobox', { name: 'Search destinations' }).fill('park');
  await expect(page).toHaveURL(/\/\?q=park$/);
  await expect(mapElement(page)).toHaveAttribute(
    'data-marker-count',
    String(
      places.filter((p) =>
        [p.name, p.address, p.notes, p.country, p.state ?? ''].join('\n').toLowerCase().includes('park'),
      ).length,
    ),
  );
  await expect(page.getByRole('combobox', { name: 'Search destinations' })).toHaveValue('park');
});

test('the view mode lives in the URL; an unknown view falls back to the map', async ({ page, request }) => {
  const places = await allPlaces(request);
  await page.goto('/?view=list');
  await expect(listHeading(page, places.length)).toBeVisible();
  await expect(mapElement(page)).toHaveCount(0);

  await page.goto('/?view=satellite');
  await expect(mapElement(page)).toHaveAttribute('data-marker-count', String(places.length));
  await expect(page.getByRole('heading', { name: /^All Locations/ })).toHaveCount(0);

  await sidebar(page).getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/[?&]view=list/);
  await expect(listHeading(page, places.length)).toBeVisible();
  await page.goBack();
  await expect(mapElement(page)).toBeVisible();
});

test('the sidebar keeps its collapsed flag and each section in local storage across reloads', async ({
  page,
}) => {
  await page.goto('/');
  const panel = sidebar(page);
  // Collapsed by default: the narrow icon bar.
  await expect(panel.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  expect((await panel.boundingBox())!.width).toBe(64);

  await panel.getByRole('button', { name: 'Expand sidebar' }).click();
  expect((await panel.boundingBox())!.width).toBe(320);
  // Sections start collapsed.
  for (const title of ['Content Overview', 'Countries', 'US States', 'Places by Type', 'Visit Status']) {
    await expect(panel.getByRole('button', { name: new RegExp(`^${title}`) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  }
  await openSection(page, 'Countries');
  await openSection(page, 'Content Overview');
  // Above five countries the list gets its search box.
  const countrySearch = panel.getByRole('searchbox', { name: 'Search countries' });
  await expect(countrySearch).toBeVisible();
  await countrySearch.fill('zzz');
  await expect(panel.getByText('No match for “zzz”.')).toBeVisible();

  await page.reload();
  await expect(panel.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Countries/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('button', { name: /^Content Overview/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(panel.getByRole('button', { name: /^Visit Status/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(panel.getByText('Visited', { exact: true }).first()).toBeVisible();
  const stored = await page.evaluate(() => ({
    collapsed: localStorage.getItem('sidebar-collapsed'),
    sections: JSON.parse(localStorage.getItem('sidebar-collapsed-sections') ?? 'null') as unknown,
  }));
  expect(stored).toEqual({
    collapsed: 'false',
    sections: { overview: false, countries: false, states: true, types: true, tags: true, status: true },
  });

  await panel.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
});

test('on a phone the open sidebar overlays the page and its backdrop closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const panel = sidebar(page);
  await panel.getByRole('button', { name: 'Expand sidebar' }).click();
  const box = (await panel.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  // The page beside it did not move: the panel lies over the map.
  expect((await mapElement(page).boundingBox())!.x).toBe(64);
  await page.mouse.click(360, 400);
  await expect(panel.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();

  await panel.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
});
