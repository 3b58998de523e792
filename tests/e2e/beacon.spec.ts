import type { Page } from '@playwright/test';
import { BeaconSchema, type Beacon } from '../../src/shared/analytics/analytics';
import { routes } from '../../src/shared/api/routes.generated';
import { anotherSite } from './another-site';
import { appHeading } from './app-drawn';
import { expect, test } from './fixtures';
import { createPlace } from './home-helpers';
import { unique } from './forms-fixtures';
import { stubOutsideMedia } from './media-stub';

// The browser's beacon (issue 39, src/client/lib/beacon.ts): what it sends, watched as requests
// leave the page. The server answers them as it does (nothing here fakes an answer).

const BEACON = routes.analytics.beacon.path;
/** A beacon the test sends itself, after the app's: every request before it has been seen. */
const SENTINEL = `${BEACON}?sentinel`;

/** Every beacon the app sends from `page`, as the server receives its body. */
function watchBeacons(page: Page): Beacon[] {
  const sent: Beacon[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'POST' || url.pathname !== BEACON || url.search === '?sentinel') return;
    sent.push(BeaconSchema.parse(JSON.parse(request.postData() ?? '')));
  });
  return sent;
}

/**
 * Sends a beacon of the test's own and waits until it has left: the app's beacons, sent
 * synchronously before it, have left too, so what `sent` holds then is all there is.
 */
async function afterEverythingSent(page: Page): Promise<void> {
  const sentinel = page.waitForRequest((request) => request.url().endsWith(SENTINEL));
  await page.evaluate((url) => navigator.sendBeacon(url, '{}'), SENTINEL);
  await sentinel;
}

/** From /start-here to /about by the page's own link: a client-side navigation. */
async function navigateInsideTheSite(page: Page) {
  await page.goto('/start-here');
  // The app's page, not the server's body for crawlers, whose links load a whole page.
  await appHeading(page);
  await page.getByRole('link', { name: 'Read more about Fru World' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a navigation inside the site sends one page view with its path; the first load none', async ({
  page,
}) => {
  const sent = watchBeacons(page);
  await navigateInsideTheSite(page);
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  await afterEverythingSent(page);
  expect(sent).toEqual([{ type: 'pageview', path: '/about' }]);
});

test('opening a place sends place_opened with its id', async ({ page, ownerApi }) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, { name: `Beacon Bay ${Date.now()}` });
  const sent = watchBeacons(page);
  await page.goto(`/?view=list&q=${encodeURIComponent(place.name)}`);
  const card = page.getByRole('article', { name: place.name });
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: place.name })).toBeVisible();
  await expect.poll(() => sent.map((beacon) => beacon.type)).toContain('place_opened');
  await afterEverythingSent(page);
  // Selecting a place changes the address's search only: the same page, no page view.
  expect(sent).toEqual([{ type: 'place_opened', path: expect.any(String), target: String(place.id) }]);
});

test('a video link clicked and a trip opened send their events with their ids', async ({
  page,
  ownerApi,
}) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, {
    name: unique('Beacon Falls'),
    youtubeUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  });
  const made = await ownerApi.post('/api/trips', {
    data: {
      title: unique('Beacon trip'),
      state: 'done',
      visibility: 'public',
      days: [{ title: 'One', stops: [{ placeId: place.id }] }],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const trip = (await made.json()) as { id: number; path: string };
  const sent = watchBeacons(page);

  await page.goto(`/?place=${place.id}`);
  const details = page.getByRole('dialog', { name: place.name });
  const tab = page.context().waitForEvent('page');
  await details.getByRole('link', { name: /Watch Video/ }).click();
  await (await tab).close();
  await expect.poll(() => sent.map((beacon) => beacon.type)).toContain('video_clicked');

  await page.goto(trip.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => sent.map((beacon) => beacon.type)).toContain('trip_opened');
  await afterEverythingSent(page);
  expect(sent.filter((beacon) => beacon.type !== 'place_opened')).toEqual([
    { type: 'video_clicked', path: `/?place=${place.id}`, target: String(place.id) },
    { type: 'trip_opened', path: trip.path, target: String(trip.id) },
  ]);
});

test('the map embedded on another site sends embed_shown with that site’s host', async ({ page, server }) => {
  await stubOutsideMedia(page.context());
  const blog = await anotherSite(`${server.url}/embed`);
  try {
    const sent = watchBeacons(page);
    await page.goto(blog.url);
    const frame = page.frameLocator('iframe[title="Map of my trip"]');
    await expect(frame.getByRole('status')).toBeVisible();
    await expect.poll(() => sent.map((beacon) => beacon.type)).toContain('embed_shown');
    expect(sent).toEqual([{ type: 'embed_shown', path: '/embed', target: new URL(blog.url).host }]);
  } finally {
    await blog.close();
  }
});

test('a suggestion, a message and joining the waitlist each send their event once sent', async ({ page }) => {
  const sent = watchBeacons(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Suggest a place' }).click();
  const suggest = page.getByRole('dialog', { name: 'Suggest a Place' });
  await suggest.getByRole('textbox', { name: /Place Name/ }).fill(unique('Crater Lake'));
  await suggest.getByRole('button', { name: 'Submit' }).click();
  // Refused input sends nothing; a sent form sends its event.
  await expect.poll(() => sent.map((beacon) => beacon.type)).toEqual(['suggestion_sent']);

  await page.goto('/contact');
  await appHeading(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('textbox', { name: 'Your name', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(unique('Beacon'));
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('A question about Zion.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();

  await page.goto('/trip-packs');
  await appHeading(page);
  await page.getByLabel('Your email address').fill(`${unique('reader')}@example.com`);
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the waitlist!' })).toBeVisible();

  await afterEverythingSent(page);
  expect(sent).toEqual([
    { type: 'suggestion_sent', path: '/' },
    { type: 'contact_sent', path: '/contact' },
    { type: 'waitlist_joined', path: '/trip-packs' },
  ]);
});

test('the signed-in owner is never counted', async ({ page, signIn, ownerApi }) => {
  await signIn();
  const place = await createPlace(ownerApi);
  const sent = watchBeacons(page);
  await navigateInsideTheSite(page);
  await page.goto(`/?view=list&place=${place.id}`);
  await expect(page.getByRole('dialog', { name: place.name })).toBeVisible();
  await afterEverythingSent(page);
  expect(sent).toEqual([]);
});

test('a browser that sends Global Privacy Control is never counted', async ({ page, ownerApi }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const place = await createPlace(ownerApi);
  const sent = watchBeacons(page);
  await navigateInsideTheSite(page);
  await page.goto(`/?view=list&place=${place.id}`);
  await expect(page.getByRole('dialog', { name: place.name })).toBeVisible();
  await afterEverythingSent(page);
  expect(sent).toEqual([]);
});

test('the privacy page says what is counted, for how long, and that GPC is honoured', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'What I Count', exact: true })).toBeVisible();
  await expect(page.getByText(/a place opened, a video link clicked, a trip opened/)).toBeVisible();
  await expect(page.getByText(/raw events are kept for 30 days/)).toBeVisible();
  await expect(page.getByText(/none, except the owner's sign-in session/)).toBeVisible();
  await expect(page.getByText(/Global Privacy Control \(Sec-GPC\), nothing is counted/)).toBeVisible();
});
