import type { APIRequestContext, Page } from '@playwright/test';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { haversineMeters } from '../../src/shared/geo/haversine';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import {
  createPlace,
  endSessionInTheBackground,
  expectNoAxeViolations,
  forgetRefusedRequests,
  openSignedIn,
  signInAgain,
} from './home-helpers';

// Issue 15: the owner turns a folder of photos into places. The photos are made here with sharp,
// with the GPS and date a camera would write; the page reads them in the browser and groups them.

interface Shot {
  name: string;
  colour: string;
  at?: { latitude: number; longitude: number };
  /** `YYYY:MM:DD HH:MM:SS`, as EXIF writes it. */
  taken?: string;
}

/** Degrees as EXIF's three rationals: degrees, minutes, seconds (to a ten-thousandth). */
function rationals(value: number): string {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = (abs - degrees - minutes / 60) * 3600;
  return `${degrees}/1 ${minutes}/1 ${Math.round(seconds * 10000)}/10000`;
}

async function jpeg(shot: Shot): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Test' } };
  if (shot.taken) exif.IFD2 = { DateTimeOriginal: shot.taken };
  if (shot.at)
    exif.IFD3 = {
      GPSLatitudeRef: shot.at.latitude >= 0 ? 'N' : 'S',
      GPSLatitude: rationals(shot.at.latitude),
      GPSLongitudeRef: shot.at.longitude >= 0 ? 'E' : 'W',
      GPSLongitude: rationals(shot.at.longitude),
    };
  return sharp({ create: { width: 96, height: 64, channels: 3, background: shot.colour } })
    .jpeg()
    .withExif(exif)
    .toBuffer();
}

const asFiles = (shots: Shot[]) =>
  Promise.all(
    shots.map(async (shot) => ({ name: shot.name, mimeType: 'image/jpeg', buffer: await jpeg(shot) })),
  );

/** About a metre of latitude, in degrees. */
const METRE = 1 / 111_195;
/** A few kilometres at random, so that a rerun on the same server makes places of its own. */
const jitter = () => (Math.random() - 0.5) * 0.04;

/**
 * A spot a few kilometres from `at`, more than a kilometre from every place on the server (the demo's
 * Shibuya Crossing, an earlier run's walk): a place within 200 m would join the group's map.
 */
async function spotAwayFromPlaces(api: APIRequestContext, at: { latitude: number; longitude: number }) {
  const places = await allPlaces(api);
  for (;;) {
    const spot = { latitude: at.latitude + jitter(), longitude: at.longitude + jitter() };
    const near = places.some(
      (p) => haversineMeters(p.latitude, p.longitude, spot.latitude, spot.longitude) < 1_000,
    );
    if (!near) return spot;
  }
}

async function openPage(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Places from photos' }).click();
  await expect(page).toHaveURL(/\/places-from-photos$/);
  await expect(page.getByRole('heading', { name: 'Places from photos', level: 1 })).toBeVisible();
}

const allPlaces = async (api: APIRequestContext) =>
  (await (await api.get('/api/locations')).json()) as Location[];

const group = (page: Page, n: number) =>
  page
    .getByRole('list', { name: 'Groups of photos' })
    .getByRole('article', { name: `Group ${n}`, exact: true });

test('a folder of photos from Tokyo and Paris becomes two places with their photos, countries and dates; the photo without GPS waits apart', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const tokyo = await spotAwayFromPlaces(ownerApi, { latitude: 35.6595, longitude: 139.7005 });
  const paris = await spotAwayFromPlaces(ownerApi, { latitude: 48.8867, longitude: 2.3431 });
  const files = await asFiles([
    { name: 'IMG_0001.jpg', colour: '#c33', at: tokyo, taken: '2024:05:06 10:11:12' },
    {
      name: 'IMG_0002.jpg',
      colour: '#3c3',
      at: { ...tokyo, latitude: tokyo.latitude + 80 * METRE },
      taken: '2024:05:05 18:00:00',
    },
    {
      name: 'IMG_0003.jpg',
      colour: '#33c',
      at: { ...tokyo, latitude: tokyo.latitude + 160 * METRE },
      taken: '2024:05:06 09:00:00',
    },
    { name: 'IMG_0101.jpg', colour: '#cc3', at: paris, taken: '2023:09:10 14:00:00' },
    {
      name: 'IMG_0102.jpg',
      colour: '#3cc',
      at: { ...paris, longitude: paris.longitude + 0.001 },
      taken: '2023:09:11 08:30:00',
    },
    { name: 'scan.jpg', colour: '#999' },
  ]);
  const before = (await allPlaces(ownerApi)).length;

  await signIn();
  await openPage(page);
  await page.getByLabel('Choose photos or a zip').setInputFiles(files);

  await expect(
    page.getByRole('status').filter({ hasText: '6 photos in 2 groups; 1 without GPS.' }),
  ).toBeVisible();
  const first = group(page, 1);
  const second = group(page, 2);
  await expect(first.getByRole('list', { name: 'Photos of group 1' }).getByRole('img')).toHaveCount(3);
  await expect(second.getByRole('list', { name: 'Photos of group 2' }).getByRole('img')).toHaveCount(2);
  await expect(first).toContainText('Visited2024-05-05');
  await expect(first).toContainText('CountryJapan');
  await expect(second).toContainText('Visited2023-09-10');
  await expect(second).toContainText('CountryFrance');
  await expect(
    first.getByRole('region', { name: 'Map of group 1' }).locator('.leaflet-interactive'),
  ).toHaveCount(3);
  const apart = page.getByRole('list', { name: 'Photos without GPS' });
  await expect(apart.getByRole('img', { name: 'scan.jpg' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A name is required; the suggestion is "Place N" away from existing places.
  const word = `Zq${Math.random().toString(36).slice(2, 8)}`;
  await expect(first.getByLabel('Name of group 1')).toHaveValue('Place 1');
  await first.getByLabel('Name of group 1').fill('');
  await expect(first.getByText('A name is required')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Create/ })).toBeDisabled();
  await first.getByLabel('Name of group 1').fill(`Shibuya walk ${word}`);
  await second.getByLabel('Name of group 2').fill(`Montmartre ${word}`);

  await page.getByRole('button', { name: 'Create 2 places' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: 2 groups saved.' })).toBeVisible({
    timeout: 30_000,
  });
  const made = page.getByRole('list', { name: 'Places made from the photos' });
  await expect(made.getByRole('link', { name: `Shibuya walk ${word}` })).toBeVisible();
  await expect(made.getByRole('link', { name: `Montmartre ${word}` })).toBeVisible();

  const places = await allPlaces(ownerApi);
  expect(places.length).toBe(before + 2);
  const shibuya = places.find((p) => p.name === `Shibuya walk ${word}`)!;
  const montmartre = places.find((p) => p.name === `Montmartre ${word}`)!;
  expect(shibuya).toMatchObject({ country: 'Japan', status: 'visited', visitedAt: '2024-05-05' });
  expect(montmartre).toMatchObject({ country: 'France', status: 'visited', visitedAt: '2023-09-10' });
  expect(shibuya.photos).toHaveLength(3);
  expect(montmartre.photos).toHaveLength(2);
  for (const url of [...shibuya.photos, ...montmartre.photos]) {
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect((await ownerApi.get(url)).status()).toBe(200);
  }
  expect(Math.abs(shibuya.latitude - (tokyo.latitude + 80 * METRE))).toBeLessThan(0.0005);

  // The link opens the new place's page.
  await made.getByRole('link', { name: `Montmartre ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/places/\\d+-montmartre-${word.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Montmartre ${word}` })).toBeVisible();
});

test('a session found ended by a read in the background keeps the photos and the names typed; Create asks to sign in, then creates', async ({
  page,
  server,
  signIn,
  ownerApi,
  consoleErrors,
}) => {
  const spot = await spotAwayFromPlaces(ownerApi, { latitude: 35.6595, longitude: 139.7005 });
  const files = await asFiles([
    { name: 'IMG_0201.jpg', colour: '#c33', at: spot, taken: '2024:05:06 10:11:12' },
    { name: 'IMG_0202.jpg', colour: '#3c3', at: { ...spot, latitude: spot.latitude + 50 * METRE } },
  ]);
  await page.clock.install();
  await openSignedIn(page, signIn, '/places-from-photos');
  await page.getByLabel('Choose photos or a zip').setInputFiles(files);
  const first = group(page, 1);
  const name = `Kept walk Zq${Math.random().toString(36).slice(2, 8)}`;
  await first.getByLabel('Name of group 1').fill(name);

  await endSessionInTheBackground(page, server.url);
  await expect(page.getByText('Your session has ended. Sign in again to save what is here')).toBeVisible();
  await expect(first.getByLabel('Name of group 1')).toHaveValue(name);
  await expect(first.getByRole('list', { name: 'Photos of group 1' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Create 1 place' }).click();
  await signInAgain(page);
  await expect(page.getByRole('status').filter({ hasText: 'Done: 1 group saved.' })).toBeVisible({
    timeout: 30_000,
  });
  const made = (await allPlaces(ownerApi)).find((p) => p.name === name);
  expect(made?.photos).toHaveLength(2);
  // The refused requests are the browser's own console lines, made on purpose here.
  forgetRefusedRequests(consoleErrors);
});

test('photos near an existing place are added to it, and an edit made meanwhile is not overwritten (409, then Retry)', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const at = { latitude: 43.7 + jitter(), longitude: 7.25 + jitter() };
  const existing = await createPlace(ownerApi, {
    name: `Old town ${Math.random().toString(36).slice(2, 8)}`,
    ...at,
    state: null,
    country: 'France',
    address: '',
  });
  const files = await asFiles([
    {
      name: 'nice-1.jpg',
      colour: '#c33',
      at: { ...at, latitude: at.latitude + 50 * METRE },
      taken: '2022:07:01 10:00:00',
    },
    {
      name: 'nice-2.jpg',
      colour: '#3c3',
      at: { ...at, latitude: at.latitude + 120 * METRE },
      taken: '2022:07:01 11:00:00',
    },
  ]);
  await signIn();
  await openPage(page);
  await page.getByLabel('Choose photos or a zip').setInputFiles(files);
  const card = group(page, 1);
  await expect(card).toContainText(`Photos to add to ${existing.name}`);
  await expect(
    card.getByLabel(`Add these photos to ${existing.name} instead of making a new place`),
  ).toBeChecked();
  // The place is edited elsewhere while the photos upload: the first save meets a real 409 and says so.
  let edited = false;
  await page.route(`**/api/locations/${existing.id}`, async (route) => {
    if (route.request().method() === 'PATCH' && !edited) {
      edited = true;
      const other = await ownerApi.patch(`/api/locations/${existing.id}`, {
        data: { notes: 'Edited in another tab' },
      });
      expect(other.status()).toBe(200);
    }
    return route.continue();
  });
  await page.getByRole('button', { name: 'Add photos to 1 place' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `Failed: ${existing.name} was changed elsewhere while the photos were saved, so nothing was overwritten. Retry adds them to the place as it is now.`,
  );
  const between = (await (await ownerApi.get(`/api/locations/${existing.id}`)).json()) as Location;
  expect(between).toMatchObject({ notes: 'Edited in another tab', photos: [] });

  await page.getByRole('button', { name: 'Retry 1 failed group' }).click();
  await expect(card.getByRole('status')).toContainText(`Photos added to ${existing.name}`);
  const updated = (await (await ownerApi.get(`/api/locations/${existing.id}`)).json()) as Location;
  expect(updated.photos).toHaveLength(2);
  expect(updated.notes).toBe('Edited in another tab');
  expect(updated.version).toBe(existing.version + 2);
});

test('photos joining a planned place make it Visited on the date their card shows; a later visit date is kept', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const at = await spotAwayFromPlaces(ownerApi, { latitude: 44.4, longitude: 8.9 });
  const planned = await createPlace(ownerApi, {
    name: `Harbour ${Math.random().toString(36).slice(2, 8)}`,
    ...at,
    state: null,
    country: 'Italy',
    address: '',
    status: 'planned',
  });
  // A second place, already visited later than its photos were taken: its visit date stays.
  const away = await spotAwayFromPlaces(ownerApi, { latitude: 44.1, longitude: 9.8 });
  const later = await createPlace(ownerApi, {
    name: `Lighthouse ${Math.random().toString(36).slice(2, 8)}`,
    ...away,
    state: null,
    country: 'Italy',
    address: '',
    status: 'visited',
    visitedAt: '2024-05-01',
  });
  const files = await asFiles([
    {
      name: 'harbour-1.jpg',
      colour: '#36c',
      at: { ...at, latitude: at.latitude + 40 * METRE },
      taken: '2023:08:15 17:00:00',
    },
    {
      name: 'harbour-2.jpg',
      colour: '#c63',
      at: { ...at, latitude: at.latitude + 90 * METRE },
      taken: '2023:08:16 09:30:00',
    },
    {
      name: 'lighthouse.jpg',
      colour: '#6c3',
      at: { ...away, latitude: away.latitude + 30 * METRE },
      taken: '2023:08:17 12:00:00',
    },
  ]);
  await signIn();
  await openPage(page);
  await page.getByLabel('Choose photos or a zip').setInputFiles(files);
  const harbour = page.getByRole('article').filter({ hasText: `Photos to add to ${planned.name}` });
  const lighthouse = page.getByRole('article').filter({ hasText: `Photos to add to ${later.name}` });
  await expect(harbour.getByRole('definition').filter({ hasText: '2023-08-15' })).toHaveText('2023-08-15');
  // The card says what will happen to the place with the later visit: it keeps its date.
  await expect(lighthouse.getByRole('definition').filter({ hasText: '2023-08-17' })).toHaveText(
    `2023-08-17 (${later.name} keeps its later visit, 2024-05-01)`,
  );

  await page.getByRole('button', { name: 'Add photos to 2 places' }).click();
  await expect(harbour.getByRole('status')).toHaveText(
    `Photos added to ${planned.name}, now Visited 2023-08-15`,
  );
  await expect(lighthouse.getByRole('status')).toHaveText(`Photos added to ${later.name}`);
  const joined = (await (await ownerApi.get(`/api/locations/${planned.id}`)).json()) as Location;
  expect(joined).toMatchObject({ status: 'visited', visitedAt: '2023-08-15', version: planned.version + 1 });
  expect(joined.photos).toHaveLength(2);
  const kept = (await (await ownerApi.get(`/api/locations/${later.id}`)).json()) as Location;
  expect(kept).toMatchObject({ status: 'visited', visitedAt: '2024-05-01' });
  expect(kept.photos).toHaveLength(1);

  // And in the place's details.
  await harbour.getByRole('link', { name: planned.name }).click();
  const status = page.getByRole('group', { name: 'Status' });
  await expect(status.getByRole('button', { name: 'Visited' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('August 15, 2023')).toBeVisible();
});

test('the owner moves, merges, splits and drops before creating; a photo without GPS is placed on the map', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const a = await spotAwayFromPlaces(ownerApi, { latitude: 35.0116, longitude: 135.7681 });
  const b = await spotAwayFromPlaces(ownerApi, { latitude: 34.6937, longitude: 135.5023 });
  const files = await asFiles([
    { name: 'kyoto-1.jpg', colour: '#c33', at: a },
    { name: 'kyoto-2.jpg', colour: '#3c3', at: { ...a, longitude: a.longitude + 0.001 } },
    { name: 'osaka-1.jpg', colour: '#33c', at: b },
    { name: 'no-gps-1.jpg', colour: '#999' },
    { name: 'no-gps-2.jpg', colour: '#777' },
  ]);
  await signIn();
  await openPage(page);
  await page.getByLabel('Choose photos or a zip').setInputFiles(files);
  const summary = page.getByRole('status').filter({ hasText: /^\d+ photos? in/ });
  await expect(summary).toHaveText('5 photos in 2 groups; 2 without GPS.');

  // A photo without GPS put in a group by its menu joins it.
  const apart = page.getByRole('list', { name: 'Photos without GPS' });
  await apart.getByLabel('Move no-gps-1.jpg to').selectOption({ label: 'Place 1' });
  await expect(group(page, 1).getByRole('list', { name: 'Photos of group 1' }).getByRole('img')).toHaveCount(
    3,
  );
  await expect(summary).toHaveText('5 photos in 2 groups; 1 without GPS.');

  // The other is placed by hand: a click on the small map, then "Place it here", starts a group there.
  await apart.getByRole('button', { name: 'Place no-gps-2.jpg on the map' }).click();
  const picker = page.getByRole('region', { name: 'Map to place the photo: click where it was taken' });
  await picker.click();
  await page.getByRole('button', { name: 'Place it here' }).click();
  await expect(summary).toHaveText('5 photos in 3 groups.');
  await expect(page.getByRole('list', { name: 'Photos without GPS' })).toHaveCount(0);

  // Merge group 2 into group 1, then split it into single photos.
  await group(page, 1).getByLabel('Merge group 1 with').selectOption({ label: 'Place 2' });
  await expect(summary).toHaveText('5 photos in 2 groups.');
  await expect(group(page, 1).getByRole('list', { name: 'Photos of group 1' }).getByRole('img')).toHaveCount(
    4,
  );
  // Split: each photo with GPS alone, the one without goes back apart.
  await group(page, 1).getByRole('button', { name: 'Split into single photos' }).click();
  await expect(summary).toHaveText('5 photos in 4 groups; 1 without GPS.');

  // Move a photo to another group; drop a photo; drop a group.
  await group(page, 2).getByLabel('Move kyoto-2.jpg to').selectOption({ label: 'Place 1' });
  await expect(summary).toHaveText('5 photos in 3 groups; 1 without GPS.');
  await group(page, 1).getByRole('button', { name: 'Drop kyoto-1.jpg' }).click();
  await expect(summary).toHaveText('4 photos in 3 groups; 1 without GPS.');
  await group(page, 1).getByRole('button', { name: 'Drop group 1' }).click();
  await expect(summary).toHaveText('3 photos in 2 groups; 1 without GPS.');
  await expect(page.getByRole('button', { name: 'Create 2 places' })).toBeEnabled();
});

test('a group whose save fails says why, the others are created, and Retry creates only the failed one', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const rome = await spotAwayFromPlaces(ownerApi, { latitude: 41.9, longitude: 12.5 });
  const milan = await spotAwayFromPlaces(ownerApi, { latitude: 45.46, longitude: 9.19 });
  const files = await asFiles([
    { name: 'rome.jpg', colour: '#c33', at: rome, taken: '2021:04:02 10:00:00' },
    { name: 'milan.jpg', colour: '#3c3', at: milan, taken: '2021:04:05 10:00:00' },
  ]);
  const word = `Zq${Math.random().toString(36).slice(2, 8)}`;
  const before = (await allPlaces(ownerApi)).length;
  // The first save of Milan is refused (a forced failure); the retry goes through to the server.
  let refused = false;
  await page.route('**/api/locations', async (route) => {
    const body = route.request().postDataJSON() as { name?: string } | null;
    if (!refused && route.request().method() === 'POST' && body?.name === `Milan ${word}`) {
      refused = true;
      return route.fulfill({
        status: 429,
        json: {
          error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
        },
      });
    }
    return route.continue();
  });

  await signIn();
  await openPage(page);
  await page.getByLabel('Choose photos or a zip').setInputFiles(files);
  await group(page, 1).getByLabel('Name of group 1').fill(`Rome ${word}`);
  await group(page, 2).getByLabel('Name of group 2').fill(`Milan ${word}`);
  await page.getByRole('button', { name: 'Create 2 places' }).click();
  await expect(group(page, 2).getByRole('status')).toHaveText(
    'Failed: Too many requests. Please wait a moment and try again.',
  );
  await expect(group(page, 1).getByRole('status')).toHaveText(`Created Rome ${word}`);
  await expect(page.getByRole('status').filter({ hasText: 'Done:' })).toHaveText(
    'Done: 1 group saved, 1 failed (see why above).',
  );

  await page.getByRole('button', { name: 'Retry 1 failed group' }).click();
  await expect(group(page, 2).getByRole('status')).toHaveText(`Created Milan ${word}`);
  const places = await allPlaces(ownerApi);
  expect(places.length).toBe(before + 2);
  expect(
    places
      .filter((p) => p.name.endsWith(word))
      .map((p) => p.name)
      .sort(),
  ).toEqual([`Milan ${word}`, `Rome ${word}`]);
});

test('500 photos are read with the count going up as they are read; 501 are refused', async ({
  page,
  signIn,
}) => {
  // 25 spots 5 km apart, 20 photos at each: one JPEG per spot, sent under 20 names.
  const spots = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      jpeg({
        name: `spot-${i}.jpg`,
        colour: '#4a7',
        at: { latitude: 60 + Math.floor(i / 5) * 0.05, longitude: 10 + (i % 5) * 0.1 },
        taken: '2020:06:01 12:00:00',
      }),
    ),
  );
  const files = spots.flatMap((buffer, i) =>
    Array.from({ length: 20 }, (_, j) => ({ name: `IMG_${i}_${j}.jpg`, mimeType: 'image/jpeg', buffer })),
  );
  await signIn();
  await openPage(page);
  // What the page said while it read.
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"]')?.textContent ?? '';
      if (text.startsWith('Reading') && w.seen.at(-1) !== text) w.seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const input = page.getByLabel('Choose photos or a zip');
  await input.setInputFiles([
    ...files,
    { name: 'one-too-many.jpg', mimeType: 'image/jpeg', buffer: spots[0]! },
  ]);
  await expect(page.getByRole('alert')).toHaveText(
    'That is 501 photos: at most 500 at once. Nothing was read or uploaded; please choose a smaller folder.',
  );

  await input.setInputFiles(files);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ photos? in/ })).toHaveText(
    '500 photos in 25 groups.',
    { timeout: 30_000 },
  );
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  // The count went up in many steps the owner could see, not all at once at the end.
  expect(seen.length).toBeGreaterThan(10);
  expect(seen.every((text) => /^Reading \d+ of 500…$/.test(text))).toBe(true);
  await expect(
    group(page, 25).getByRole('list', { name: 'Photos of group 25' }).getByRole('img'),
  ).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Create 25 places' })).toBeEnabled();
});

test('a zip whose entry leaves its folder is refused with the entry named, and so are 10,000 photos; nothing is created', async ({
  page,
  signIn,
  ownerApi,
}) => {
  const photo = await jpeg({ name: 'a.jpg', colour: '#c33', at: { latitude: 35.66, longitude: 139.7 } });
  const evil = Buffer.from(
    zipSync({ 'trip/ok.jpg': new Uint8Array(photo), '../evil.jpg': new Uint8Array(photo) }),
  );
  const before = (await allPlaces(ownerApi)).length;
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/media') || request.method() === 'POST') uploads++;
  });

  await signIn();
  await openPage(page);
  const input = page.getByLabel('Choose photos or a zip');
  await input.setInputFiles({ name: 'trip.zip', mimeType: 'application/zip', buffer: evil });
  await expect(page.getByRole('alert')).toHaveText(
    "The zip “trip.zip” was refused: its entry “../evil.jpg” points outside the zip's folder. Nothing was read or uploaded.",
  );
  await expect(page.getByRole('list', { name: 'Groups of photos' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const many: Record<string, Uint8Array> = {};
  const tiny = new Uint8Array(photo);
  for (let i = 0; i < 10_000; i++) many[`trip/IMG_${i}.jpg`] = tiny;
  const big = Buffer.from(zipSync(many, { level: 0 }));
  await input.setInputFiles({ name: 'everything.zip', mimeType: 'application/zip', buffer: big });
  await expect(page.getByRole('alert')).toHaveText(
    'That is 10,000 photos: at most 500 at once. Nothing was read or uploaded; please choose a smaller folder.',
  );
  expect(uploads).toBe(0);
  expect((await allPlaces(ownerApi)).length).toBe(before);
});
