import type { APIRequestContext } from '@playwright/test';
import { roundFigure } from '../../src/shared/figure-rounding';
import type { Stats } from '../../src/shared/stats';
import { expect, test } from './fixtures';
import { decode } from './html-text';
import type { RunningServer } from './server';
import { startOwnSite } from './own-site';

// A site of the owner's own, seeded through the API: 300 places in 40 countries. Every figure the
// copy names is the one /stats computes, rounded as the spec writes it.
test.describe.configure({ mode: 'serial' });

const COUNTRIES = [
  'France',
  'Germany',
  'Italy',
  'Spain',
  'Portugal',
  'Netherlands',
  'Belgium',
  'Austria',
  'Switzerland',
  'Poland',
  'Greece',
  'Norway',
  'Sweden',
  'Finland',
  'Denmark',
  'Ireland',
  'Iceland',
  'Croatia',
  'Hungary',
  'Romania',
  'Japan',
  'China',
  'India',
  'Thailand',
  'Vietnam',
  'Indonesia',
  'Australia',
  'New Zealand',
  'Canada',
  'Mexico',
  'Brazil',
  'Argentina',
  'Chile',
  'Peru',
  'Colombia',
  'Egypt',
  'Morocco',
  'Kenya',
  'South Africa',
  'Turkey',
];

let server: RunningServer;
let owner: APIRequestContext;

test.beforeAll(async () => {
  ({ server, owner } = await startOwnSite());
  const places = Array.from({ length: 300 }, (_, i) => ({
    name: `Seeded place ${i + 1}`,
    latitude: -60 + (i % 120),
    longitude: -170 + ((i * 7) % 340),
    status: i % 3 === 2 ? 'planned' : 'visited',
    type: i % 10 === 0 ? 'unesco' : i % 10 === 1 ? 'national-park' : 'city',
    country: COUNTRIES[i % COUNTRIES.length],
  }));
  for (let i = 0; i < places.length; i += 25) {
    const statuses = await Promise.all(
      places.slice(i, i + 25).map(async (data) => (await owner.post('/api/locations', { data })).status()),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
  }
});

test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
});

test('/about, /about-me, the description, the sharing image and the manifest say what /stats computes', async ({
  page,
}) => {
  const stats = (await (await owner.get('/api/stats')).json()) as Stats;
  expect(stats.totalLocations).toBe(300);
  expect(stats.countriesVisited).toBe(40);
  const places = roundFigure(stats.totalLocations);
  const countries = roundFigure(stats.countriesVisited);

  await page.goto(`${server.url}/about-me`);
  for (const [value, label] of [
    [places, 'Destinations'],
    ['30', 'UNESCO sites'],
    [countries, 'Countries'],
  ])
    await expect(page.getByRole('term').filter({ hasText: label }).locator('..'), label).toContainText(
      value!,
    );
  await expect(page.getByText('1,500+')).toHaveCount(0);

  await page.goto(`${server.url}/about`);
  await expect(page.getByRole('term').filter({ hasText: 'Countries' }).locator('..')).toContainText(
    countries,
  );

  // The home page's description and its sharing image's text, as a crawler reads them.
  const home = await (await owner.get('/')).text();
  const description = decode(home.match(/<meta name="description" content="([^"]*)"/)![1]!);
  expect(description).toBe(
    `Explore ${places} destinations I have visited, planned or wishlisted: national parks, 30 UNESCO sites and hidden gems in ${countries} countries on one interactive map.`,
  );
  const alt = decode(home.match(/<meta property="og:image:alt" content="([^"]*)"/)![1]!);
  expect(alt).toBe(
    `Fru World: ${places} destinations, 30 UNESCO sites and ${countries} countries on one interactive map`,
  );
  expect(home).toContain(`<meta property="og:image" content="${server.url}/og/home.png"`);
  const image = await owner.get('/og/home.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  const manifest = (await (await owner.get('/site.webmanifest')).json()) as { description: string };
  expect(manifest.description).toContain(`${places} destinations`);
});

test('the owner pins a figure by hand in the site settings', async () => {
  const saved = await owner.patch('/api/site', { data: { figurePlaces: '1,000+' } });
  expect(saved.status()).toBe(200);
  const home = await (await owner.get('/')).text();
  expect(home).toContain('Explore 1,000+ destinations');
  expect((await (await owner.get('/site.webmanifest')).json()).description).toContain('1,000+ destinations');
  await owner.patch('/api/site', { data: { figurePlaces: '' } });
});
