import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { allPlaces, openSignedIn } from './home-helpers';
import { stubOutsideMedia } from './media-stub';

// Issue 36: a HEIC written by libheif (tests/fixtures/photos/README.md) keeps its EXIF in a form
// exifr could not read: places from photos put it apart, "without GPS", and an upload in the Add
// form placed nothing. Taken in Reykjavík on 14 July 2023. exifr's lite build read no WebP, PNG or
// AVIF either; ExifReader is built without the parsers the page never uses (vite.exifreader.ts).

const heic = () => ({
  name: 'IMG_4211.HEIC',
  mimeType: 'image/heic',
  buffer: readFileSync('tests/fixtures/photos/libheif-reykjavik.heic'),
});

const group = (page: Page, n: number) =>
  page
    .getByRole('list', { name: 'Groups of photos' })
    .getByRole('article', { name: `Group ${n}`, exact: true });

test('a HEIC written by libheif becomes a place where and when it was taken', async ({
  page,
  signIn,
  ownerApi,
}) => {
  await openSignedIn(page, signIn, '/places-from-photos');
  await page.getByLabel('Choose photos or a zip').setInputFiles(heic());

  await expect(page.getByRole('status').filter({ hasText: /^1 photo in/ })).toHaveText('1 photo in 1 group.');
  const first = group(page, 1);
  await expect(first).toContainText('Visited2023-07-14');
  await expect(first).toContainText('CountryIceland');
  await expect(
    first.getByRole('region', { name: 'Map of group 1' }).locator('.leaflet-interactive'),
  ).toHaveCount(1);

  const name = `Hallgrímskirkja Zq${Math.random().toString(36).slice(2, 8)}`;
  await first.getByLabel('Name of group 1').fill(name);
  await page.getByRole('button', { name: 'Create 1 place' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done: 1 group saved.' })).toBeVisible({
    timeout: 30_000,
  });
  const place = (await allPlaces(ownerApi)).find((p) => p.name === name)!;
  expect(place).toMatchObject({ country: 'Iceland', status: 'visited', visitedAt: '2023-07-14' });
  expect(place.latitude).toBeCloseTo(64.14172, 5);
  expect(place.longitude).toBeCloseTo(-21.92667, 5);
  expect(place.photos).toHaveLength(1);
});

test('a HEIC written by libheif uploaded in the Add form places the new place at its GPS', async ({
  page,
  signIn,
}) => {
  await stubOutsideMedia(page.context());
  await signIn();
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles([heic()]);
  await expect(dialog.getByLabel('Latitude')).toHaveValue('64.141720', { timeout: 30_000 });
  await expect(dialog.getByLabel('Longitude')).toHaveValue('-21.926670');
  await expect(page.getByText("Location filled in from the photo's GPS")).toBeVisible();
});

test('the GPS and date of a WebP, a PNG, an AVIF and a JPEG are read alike', async ({ page, signIn }) => {
  const exif = {
    IFD2: { DateTimeOriginal: '2021:03:04 05:06:07' },
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '33/1 51/1 3600/100',
      GPSLongitudeRef: 'E',
      GPSLongitude: '151/1 12/1 0/1',
    },
  };
  const image = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } });
  const files = [
    { name: 'a.webp', mimeType: 'image/webp', buffer: await image().webp().withExif(exif).toBuffer() },
    { name: 'b.png', mimeType: 'image/png', buffer: await image().png().withExif(exif).toBuffer() },
    { name: 'c.avif', mimeType: 'image/avif', buffer: await image().avif().withExif(exif).toBuffer() },
    { name: 'd.jpg', mimeType: 'image/jpeg', buffer: await image().jpeg().withExif(exif).toBuffer() },
  ];
  await openSignedIn(page, signIn, '/places-from-photos');
  await page.getByLabel('Choose photos or a zip').setInputFiles(files);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ photos? in/ })).toHaveText(
    '4 photos in 1 group.',
  );
  await expect(group(page, 1)).toContainText('Visited2021-03-04');
  await expect(group(page, 1)).toContainText('CountryAustralia');
});
