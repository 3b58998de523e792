import type { APIRequestContext, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { photoLinkPath } from '../../src/shared/media';
import type { Stats } from '../../src/shared/stats';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, siteConfig } from './content-helpers';
import type { RunningServer } from './server';
import { startOwnSite } from './own-site';
import { stubOutsideMedia } from './media-stub';

// One exact, isolated archive: a fresh server without the demo places, filled through the owner's API.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let owner: APIRequestContext;

test.beforeAll(async () => {
  ({ server, owner } = await startOwnSite());
});

test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
});

async function create(data: Record<string, unknown>): Promise<Location> {
  const response = await owner.post('/api/locations', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Location;
}

async function apiStats(): Promise<Stats> {
  const response = await owner.get('/api/stats');
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

const statCard = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('..');
const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function openStats(page: Page) {
  await stubOutsideMedia(page);
  await page.goto(`${server.url}/stats`);
  await expect(page).toHaveTitle('Travel Statistics | Fru World');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Statistics' })).toBeVisible();
}

test('an empty archive shows zeros and a friendly empty state in every section', async ({ page }) => {
  await openStats(page);
  for (const label of ['Visited', 'Planned', 'Countries'])
    await expect(statCard(page, label).locator('dd').first()).toHaveText('0');
  await expect(statCard(page, 'Progress').locator('dd').first()).toHaveText('0%');
  await expect(region(page, 'Top Location Types')).toContainText('No visited places yet');
  await expect(region(page, 'Recently Added')).toContainText('No visited places yet');
  await expect(region(page, 'Geographic Distribution')).toContainText('No countries yet');
  await expect(region(page, 'Visits by Month')).toContainText('No visit dates yet');
  await expect(page.getByRole('img', { name: /Visits by month/ })).toHaveCount(0);
});

test('the figures, top types, recent places, geography and monthly chart match the places', async ({
  page,
}) => {
  const photo = `${server.url}/icon-192.png`;
  const made = [
    await create({
      name: 'Zion National Park',
      type: 'national-park',
      status: 'visited',
      country: 'United States',
      state: 'Utah',
      visitedAt: '2024-04-12',
      latitude: 37.2982,
      longitude: -113.0263,
    }),
    await create({
      name: 'Arches National Park',
      type: 'national-park',
      status: 'visited',
      country: 'USA',
      state: 'Utah',
      visitedAt: '2024-04-20',
      latitude: 38.7331,
      longitude: -109.5925,
    }),
    await create({
      name: 'Yosemite National Park',
      type: 'national-park',
      status: 'visited',
      country: 'United States',
      state: 'California',
      visitedAt: '2024-11-02',
      latitude: 37.8651,
      longitude: -119.5383,
    }),
    await create({
      name: 'Louvre Museum',
      type: 'museum',
      status: 'visited',
      country: 'France',
      visitedAt: '2023-09-20',
      latitude: 48.8606,
      longitude: 2.3376,
      youtubeUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    }),
    await create({
      name: 'Kyoto',
      type: 'city',
      status: 'visited',
      country: 'Japan',
      latitude: 35.0116,
      longitude: 135.7681,
    }),
    await create({
      name: 'Fushimi Inari Taisha',
      type: 'landmark',
      status: 'visited',
      country: 'Japan',
      latitude: 34.9671,
      longitude: 135.7727,
      photos: [photo],
    }),
    await create({
      name: 'Banff National Park',
      type: 'national-park',
      status: 'planned',
      country: 'Canada',
      latitude: 51.4968,
      longitude: -115.9281,
    }),
    await create({
      name: 'Machu Picchu',
      type: 'unesco',
      status: 'wishlist',
      country: 'Peru',
      latitude: -13.1631,
      longitude: -72.545,
    }),
  ];
  const stats = await apiStats();
  // The oracle, counted by hand from the places above; the API must agree with it.
  expect(stats).toMatchObject({
    totalVisited: 6,
    totalPlanned: 2,
    totalLocations: 8,
    countriesVisited: 3,
    statesVisited: 2,
    progress: 75,
  });

  await openStats(page);
  await expect(statCard(page, 'Visited').locator('dd').first()).toHaveText(String(stats.totalVisited));
  await expect(statCard(page, 'Planned').locator('dd').first()).toHaveText(String(stats.totalPlanned));
  await expect(statCard(page, 'Countries').locator('dd').first()).toHaveText(String(stats.countriesVisited));
  await expect(statCard(page, 'Progress').locator('dd').first()).toHaveText(`${stats.progress}%`);

  // Top types: most visited first, each with its number printed (readable without the bar's colour).
  const types = region(page, 'Top Location Types').getByRole('listitem');
  await expect(types).toHaveText([
    /National Park\s*3 visited/,
    /City\s*1 visited/,
    /Landmark\s*1 visited/,
    /Museum\s*1 visited/,
  ]);

  // Recently added: the five newest visited places, newest first, with a thumbnail and the date.
  const visitedNewestFirst = made
    .filter((p) => p.status === 'visited')
    .reverse()
    .slice(0, 5);
  const recent = region(page, 'Recently Added').getByRole('listitem');
  await expect(recent).toHaveCount(5);
  for (const [i, place] of visitedNewestFirst.entries())
    await expect(recent.nth(i)).toContainText(place.name);
  const added = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso)),
    visitedNewestFirst[0]!.createdAt,
  );
  await expect(recent.first()).toContainText(new RegExp(`Added\\s*${added}`));
  await expect(recent.first().locator('img')).toHaveAttribute('src', photoLinkPath(photo));
  await expect(recent.filter({ hasText: 'Louvre Museum' }).locator('img')).toHaveAttribute(
    'src',
    '/thumbnails/dQw4w9WgXcQ/mqdefault.jpg',
  );

  // Geography: countries (USA and United States are one) and the US states.
  const geo = region(page, 'Geographic Distribution');
  await expect(geo.getByRole('heading', { name: 'Countries (3)' })).toBeVisible();
  await expect(geo.getByRole('heading', { name: 'US States Visited (2)' })).toBeVisible();
  await expect(geo.getByRole('listitem')).toHaveText([
    /United States\s*3 visited/,
    /Japan\s*2 visited/,
    /France\s*1 visited/,
    /Utah\s*2 visited/,
    /California\s*1 visited/,
  ]);

  // Visits by month: the latest year first, all twelve months in the accessible table.
  const monthly = region(page, 'Visits by Month');
  await expect(
    monthly.getByRole('img', {
      name: /Visits by month in 2024: 3 visits in total; the busiest month was April with 2 visits/,
    }),
  ).toBeVisible();
  const rows = monthly.getByRole('table', { name: 'Visits by month in 2024' }).getByRole('row');
  await expect(rows).toHaveCount(13);
  await expect(rows.filter({ hasText: 'April' })).toHaveText(/April\s*2/);
  await expect(rows.filter({ hasText: 'November' })).toHaveText(/November\s*1/);
  await expect(rows.filter({ hasText: 'June' })).toHaveText(/June\s*0/);
  await monthly.getByLabel('Year').selectOption('2023');
  await expect(
    monthly.getByRole('img', {
      name: /Visits by month in 2023: 1 visit in total; the busiest month was September/,
    }),
  ).toBeVisible();
  await expect(
    monthly
      .getByRole('table', { name: 'Visits by month in 2023' })
      .getByRole('row')
      .filter({ hasText: 'September' }),
  ).toHaveText(/September\s*1/);

  await expectNoAxeViolations(page);

  // A change made through the API shows at the next visit.
  expect(
    (
      await owner.patch(`/api/locations/${made[6]!.id}`, {
        data: { status: 'visited', visitedAt: '2024-04-30' },
      })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(statCard(page, 'Visited').locator('dd').first()).toHaveText('7');
  await expect(statCard(page, 'Progress').locator('dd').first()).toHaveText('88%');
  await expect(region(page, 'Recently Added').getByRole('listitem').first()).toContainText(
    'Banff National Park',
  );
  await expect(
    region(page, 'Geographic Distribution').getByRole('heading', { name: 'Countries (4)' }),
  ).toBeVisible();
  await expect(
    region(page, 'Visits by Month').getByRole('img', {
      name: /2024: 4 visits in total; the busiest month was April with 3 visits/,
    }),
  ).toBeVisible();
});

test('the channel card links to the channel and shares it', async ({ page, context }) => {
  const site = await siteConfig(owner);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  // Desktop Chromium has no share sheet here; make sure, so the clipboard path runs.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await openStats(page);
  const card = region(page, `${site.brand} on YouTube`);
  for (const [label, value] of [
    ['Subscribers', site.channelSubscribers],
    ['Videos', site.channelVideos],
    ['Views', site.channelViews],
  ] as const) {
    await expect(card.locator('dt').filter({ hasText: label }).locator('..')).toContainText(value);
  }
  expect([site.channelSubscribers, site.channelVideos, site.channelViews]).toEqual(['1.2K', '45', '50K']);
  const subscribe = card.getByRole('link', { name: /Subscribe/ });
  await expect(subscribe).toHaveAttribute('href', site.channelUrl);
  await expect(subscribe).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: /Watch Latest Videos/ })).toHaveAttribute(
    'href',
    `${site.channelUrl.replace(/\/$/, '')}/videos`,
  );

  await card.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Channel link copied to clipboard! 📋')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.channelUrl);
});

test('the statistics of the demo places agree with the API, at phone width too, with no axe violations', async ({
  page,
  request,
  baseURL,
}) => {
  const stats = (await (await request.get('/api/stats')).json()) as Stats;
  expect(stats.totalLocations).toBeGreaterThan(100);
  await stubOutsideMedia(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${baseURL}/stats`);
  await expect(statCard(page, 'Visited').locator('dd').first()).toHaveText(String(stats.totalVisited));
  await expect(statCard(page, 'Progress').locator('dd').first()).toHaveText(`${stats.progress}%`);
  await expect(region(page, 'Top Location Types').getByRole('listitem')).toHaveCount(5);
  await expect(
    region(page, 'Geographic Distribution').getByRole('heading', {
      name: `US States Visited (${stats.statesVisited})`,
    }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
