import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Location } from '../../src/shared/location';
import { placePath } from '../../src/shared/place-url';
import type { Trip, TripLink } from '../../src/shared/trips/trip-schema';
import { expect, test } from './fixtures';
import { expectAxeClean, THEME_KEY } from './dark-mode-helpers';
import { createPlace } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 38, the visitor's side: a trip read day by day at phone and desktop widths with the map
// following the day, a share link opened in a fresh browser and lost when revoked, a printable
// itinerary, and axe clean in both themes.

test.beforeEach(async ({ page }) => stubOutsideMedia(page.context()));

/** Day 1 in Kansai, day 2 in Hokkaido: a thousand kilometres apart, so a day's fit leaves the other out. */
const STOPS = [
  { name: 'Kyoto Station', latitude: 34.9858, longitude: 135.7588, day: 0 },
  { name: 'Nara Park', latitude: 34.685, longitude: 135.843, day: 0 },
  { name: 'Sapporo Clock Tower', latitude: 43.0626, longitude: 141.3536, day: 1 },
  { name: 'Otaru Canal', latitude: 43.1995, longitude: 140.9947, day: 1 },
];

async function createTrip(ownerApi: APIRequestContext, visibility: 'public' | 'unlisted', title: string) {
  const suffix = `${Date.now()}${Math.round(Math.random() * 1e4)}`;
  const places: Location[] = [];
  for (const stop of STOPS)
    places.push(
      await createPlace(ownerApi, {
        name: `${stop.name} ${suffix}`,
        latitude: stop.latitude,
        longitude: stop.longitude,
        country: 'Japan',
        state: null,
        address: '',
        status: 'visited',
      }),
    );
  const stops = (day: number) =>
    places
      .filter((_, index) => STOPS[index]!.day === day)
      .map((place) => ({ placeId: place.id, note: `Note for ${place.name}`, modeToNext: 'train' }));
  const response = await ownerApi.post('/api/trips', {
    data: {
      title,
      summary: 'Two islands by rail.\n\nA <script>alert(1)</script> stays text.',
      startDate: '2026-04-01',
      endDate: '2026-04-02',
      state: 'done',
      visibility,
      days: [
        { date: '2026-04-01', title: 'Kansai', stops: stops(0) },
        { date: '2026-04-02', title: 'Hokkaido', stops: stops(1) },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { trip: (await response.json()) as Trip, places };
}

const map = (page: Page) => page.getByRole('region', { name: 'Map of the trip’s route' });
const pin = (page: Page, number: number) => page.locator(`.trip-stop-marker[title^="${number}. "]`);

/** Whether a pin's centre lies inside the map's box (Leaflet keeps pins out of view in the DOM). */
async function inView(page: Page, marker: Locator) {
  const [box, frame] = await Promise.all([marker.boundingBox(), map(page).boundingBox()]);
  if (!box || !frame) return false;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return x >= frame.x && x <= frame.x + frame.width && y >= frame.y && y <= frame.y + frame.height;
}

async function expectDayInView(page: Page, inside: number[], outside: number[]) {
  for (const number of inside) await expect.poll(() => inView(page, pin(page, number))).toBe(true);
  for (const number of outside) await expect.poll(() => inView(page, pin(page, number))).toBe(false);
}

for (const width of [390, 1440]) {
  test(`a visitor reads a trip day by day at ${width} px, the map following the days`, async ({
    page,
    ownerApi,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const { trip, places } = await createTrip(ownerApi, 'public', `Japan by rail ${width}`);
    await page.goto('/trips');
    await page.getByRole('link', { name: trip.title }).click();
    await expect(page).toHaveURL(new RegExp(`${trip.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible();
    await expect(page.getByText('A <script>alert(1)</script> stays text.')).toBeVisible();
    await expect(page.getByRole('link', { name: places[2]!.name })).toHaveAttribute(
      'href',
      placePath(places[2]!),
    );
    await expect(page.getByText(`By train to ${places[1]!.name}`)).toBeVisible();
    await expect(map(page)).toBeVisible();
    await expect(pin(page, 4)).toHaveCount(1);

    if (width < 600) {
      // At phone width the map sits above the days.
      const [mapBox, dayBox] = [
        await map(page).boundingBox(),
        await page.getByRole('button', { name: /^Day 1/ }).boundingBox(),
      ];
      expect(mapBox!.y + mapBox!.height).toBeLessThanOrEqual(dayBox!.y);
    }
    await page.getByRole('button', { name: 'Day 2: Hokkaido' }).click();
    await expect(page.getByRole('button', { name: 'Day 2: Hokkaido' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(map(page)).toBeInViewport();
    await expectDayInView(page, [3, 4], [1, 2]);
    await page.screenshot({ path: testInfo.outputPath(`trip-day-2-${width}.png`) });

    if (width >= 1024) {
      // On a wide screen, scrolling a day into view chooses it.
      await page.getByRole('button', { name: 'Show the whole trip' }).click();
      await page.evaluate(() => document.querySelector('[data-day="0"]')!.scrollIntoView({ block: 'start' }));
      await expectDayInView(page, [1, 2], [3, 4]);
    }
  });
}

test('a share link opens an unlisted trip in a fresh browser, and says so once revoked (410)', async ({
  browser,
  ownerApi,
  server,
}) => {
  const { trip } = await createTrip(ownerApi, 'unlisted', 'A trip for a friend');
  const made = await ownerApi.post(`/api/trips/${trip.id}/links`, { data: { name: 'For Sam' } });
  expect(made.status()).toBe(201);
  const link = (await made.json()) as TripLink;

  const context = await browser.newContext({ baseURL: server.url });
  await stubOutsideMedia(context);
  const friend = await context.newPage();
  const first = await friend.goto(link.path);
  expect(first?.status()).toBe(200);
  await expect(friend.getByRole('heading', { level: 1, name: 'A trip for a friend' })).toBeVisible();
  await expect(friend.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Not listed: the public list does not show it to the friend.
  await friend.goto('/trips');
  await expect(friend.getByRole('link', { name: 'A trip for a friend' })).toHaveCount(0);

  const revoked = await ownerApi.delete(`/api/trips/${trip.id}/links/${link.id}`);
  expect(revoked.status()).toBe(200);
  const again = await friend.goto(link.path);
  expect(again?.status()).toBe(410);
  await expect(friend.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(friend.getByText('A trip for a friend')).toHaveCount(0);
  await context.close();
});

test('the print preview is a clean itinerary: no header, no map, no buttons', async ({
  page,
  ownerApi,
}, testInfo) => {
  const { trip, places } = await createTrip(ownerApi, 'public', 'Japan on paper');
  await page.goto(trip.path);
  await expect(pin(page, 4)).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(map(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show the whole trip' })).toBeHidden();
  await expect(page.getByText('Download')).toBeHidden();
  await expect(page.getByText('Day 2: Hokkaido')).toBeVisible();
  await expect(page.getByRole('link', { name: places[3]!.name })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('trip-print.png'), fullPage: true });
});

for (const theme of ['light', 'dark'] as const) {
  test(`/trips and a trip's page pass axe in the ${theme} theme`, async ({ page, ownerApi }) => {
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: THEME_KEY,
      value: theme,
    });
    const { trip } = await createTrip(ownerApi, 'public', `Axe trip ${theme}`);
    await page.goto('/trips');
    await expect(page.getByRole('link', { name: trip.title })).toBeVisible();
    await expectAxeClean(page, theme);
    await page.goto(trip.path);
    await expect(pin(page, 4)).toHaveCount(1);
    await expectAxeClean(page, theme);
  });
}
