import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Location } from '../../src/shared/location';
import { expect, test } from './fixtures';
import { allPlaces, createPlace, forgetRefusedRequests, openSignedIn } from './home-helpers';
import { stubOutsideMedia } from './media-stub';
import { OWNER_PASSWORD } from './server';
import { cameraJpeg, jpegFile, NOT_A_PHOTO, plainJpegBase64 } from './photo-helpers';

// Issue 15, the browser's side of photos as the owner adds them: uploads with progress, by picker,
// drop and paste, and nothing lost on the way.

/** Every value each upload's progress bar showed, by file name (watched from before the upload). */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Uploading "]')) {
        const name = bar.getAttribute('aria-label')!.slice('Uploading '.length);
        const value = Number(bar.getAttribute('aria-valuenow'));
        const values = (seen[name] ??= []);
        if (values.at(-1) !== value) values.push(value);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen);
}

/** Pastes a JPEG (its bytes in base64) into `target` as Ctrl+V of a copied image file does. */
async function pasteJpeg(target: Locator, fileName: string, base64: string) {
  await target.evaluate(
    (input, { fileName, base64 }) => {
      const data = new DataTransfer();
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], fileName, { type: 'image/jpeg' }));
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { fileName, base64 },
  );
}

test('the owner uploads photos in the Add form: progress for each, a bad file says why, the others finish', async ({
  page,
  signIn,
  request,
}) => {
  await stubOutsideMedia(page.context());
  await signIn();
  const [beach, dunes] = await Promise.all([
    cameraJpeg({ r: 240, g: 200, b: 120 }),
    cameraJpeg({ r: 200, g: 150, b: 90 }),
  ]);
  const name = `Uploaded Dunes ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Latitude').fill('36.6057');
  await dialog.getByLabel('Longitude').fill('-117.1150');

  // A slower line (1 MB/s up), so that each file's progress can be watched as it goes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  });
  const progress = await watchProgress(page);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles([jpegFile('beach.jpg', beach), jpegFile('dunes.jpg', dunes), NOT_A_PHOTO]);

  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  const row = (file: string) => uploads.getByRole('listitem', { name: file });
  // The bad file says why, in the server's words, and can be retried or removed…
  await expect(row('notes.jpg')).toContainText('Failed');
  await expect(row('notes.jpg')).toContainText(/not a photo/);
  await expect(row('notes.jpg').getByRole('button', { name: 'Retry notes.jpg' })).toBeVisible();
  // …while the others go on to the end.
  await expect(row('beach.jpg')).toContainText('Uploaded', { timeout: 30_000 });
  await expect(row('dunes.jpg')).toContainText('Uploaded', { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await progress();
  for (const file of ['beach.jpg', 'dunes.jpg']) {
    // A real bar: it rose through values between empty and full.
    expect(
      seen[file]!.some((value) => value > 0 && value < 100),
      `${file}: ${seen[file]!.join(', ')}`,
    ).toBe(true);
    expect(seen[file]!.at(-1)).toBe(100);
  }

  // The finished ones are in the form's photos, shown from their small copies.
  const toSave = dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem');
  await expect(toSave).toHaveCount(2);
  await expect(toSave.first()).toContainText(/^\/media\/[0-9a-f]{32}\.webp/);
  const thumbnail = toSave.first().locator('img');
  await expect(thumbnail).toHaveAttribute('data-photo', 'loaded');
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-320\.avif$/);

  await row('notes.jpg').getByRole('button', { name: 'Remove notes.jpg' }).click();
  await expect(row('notes.jpg')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);

  const created = (await allPlaces(request)).find((place) => place.name === name) as Location;
  expect(created.photos).toHaveLength(2);
  for (const url of created.photos) {
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(created.photoInfo[url]).toMatchObject({ width: 1600, height: 1200 });
  }

  // The saved place shows its first photo, from /media/.
  await page.goto(`/?view=list&q=${encodeURIComponent(name)}`);
  const cover = page.getByRole('article', { name }).locator('img');
  await expect(cover).toHaveAttribute('data-photo', 'loaded');
  expect(await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    /^\/media\/[0-9a-f]{32}-\d+\.avif$/,
  );
});

test("the detail modal's Add Photos opens the picker; an upload joins the photos, Escape asks, Save stores it", async ({
  page,
  signIn,
  ownerApi,
  request,
}) => {
  await stubOutsideMedia(page.context());
  await signIn();
  const typed = 'https://photos.example.com/fine/ridge.jpg';
  const place = await createPlace(ownerApi, { name: `Ridge ${Date.now()}`, photos: [typed] });
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add Photos' }).click();
  const picker = await chooser;
  expect(picker.isMultiple()).toBe(true);
  await picker.setFiles([jpegFile('summit.jpg', await cameraJpeg({ r: 180, g: 190, b: 210 }))]);
  // Noisy camera-sized files take a few seconds to encode as AVIF on a busy test machine.
  await expect(dialog.getByRole('listitem', { name: 'summit.jpg' })).toContainText('Uploaded', {
    timeout: 30_000,
  });
  const toSave = dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem');
  await expect(toSave).toHaveCount(2);
  await expect(toSave.nth(1)).toContainText(/^\/media\/[0-9a-f]{32}\.webp/);

  // The finished upload is a change like any other: leaving asks first.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(toSave).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(async () => ((await (await request.get(`/api/locations/${place.id}`)).json()) as Location).photos)
    .toEqual([typed, expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/)]);
});

test('more photos than a place may hold are refused before anything is sent', async ({
  page,
  signIn,
  ownerApi,
}) => {
  await stubOutsideMedia(page.context());
  await signIn();
  const photos = Array.from({ length: 49 }, (_, i) => `https://photos.example.com/fine/${i}.jpg`);
  const place = await createPlace(ownerApi, { name: `Full Album ${Date.now()}`, photos });
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/media')) sent += 1;
  });
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Add Photos' }).click();
  const jpeg = await cameraJpeg({ r: 10, g: 10, b: 10 });
  await (await chooser).setFiles([jpegFile('one.jpg', jpeg), jpegFile('two.jpg', jpeg)]);
  await expect(dialog.getByRole('alert')).toContainText('A place holds at most 50 photos');
  await expect(dialog.getByRole('alert')).toContainText('1 photo more can be added, not 2');
  await expect(dialog.getByRole('list', { name: 'Uploads' })).toHaveCount(0);
  expect(sent).toBe(0);
});

test('a photo pasted before the uploader has loaded is uploaded once it has, not lost', async ({
  page,
  signIn,
}) => {
  await stubOutsideMedia(page.context());
  await signIn();
  const pasted = await plainJpegBase64('#8c4');
  // The uploading code is a chunk the form loads when it opens: held back, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/upload-controls-[^/]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Pasted early');
  await expect.poll(() => asked).toBe(true);
  await pasteJpeg(name, 'pasted-early.jpg', pasted);

  release();
  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem', { name: 'pasted-early.jpg' })).toContainText('Uploaded');
  await expect(dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem')).toHaveCount(1);
  // The name typed is untouched by the paste.
  await expect(name).toHaveValue('Pasted early');
});

test('photos dropped on the photo area or pasted into the form are uploaded too', async ({
  page,
  signIn,
}) => {
  await stubOutsideMedia(page.context());
  await signIn();
  // Two different photos (the same bytes twice would be one stored photo, listed once).
  const [pasted, dropped] = await Promise.all([
    plainJpegBase64('#c84', 800, 600),
    plainJpegBase64('#48c', 800, 600),
  ]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Pasted');

  // Ctrl+V of an image while typing the name.
  await pasteJpeg(name, 'pasted.jpg', pasted);
  // A file dragged from the desktop and dropped on the photo area.
  await dialog.getByRole('button', { name: 'Upload photos' }).evaluate((button, base64) => {
    const data = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    data.items.add(new File([bytes], 'dropped.jpg', { type: 'image/jpeg' }));
    for (const type of ['dragenter', 'dragover', 'drop'])
      button.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
  }, dropped);

  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem', { name: 'pasted.jpg' })).toContainText('Uploaded');
  await expect(uploads.getByRole('listitem', { name: 'dropped.jpg' })).toContainText('Uploaded');
  await expect(dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem')).toHaveCount(2);
  // The name typed is untouched by the paste.
  await expect(name).toHaveValue('Pasted');
});

test('a photo dropped on a place shown in the detail modal opens its edit form and uploads', async ({
  page,
  signIn,
  ownerApi,
}) => {
  await signIn();
  const place = await createPlace(ownerApi, { name: `Dropped On ${Date.now()}` });
  const jpeg = await plainJpegBase64('#3a7');
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Share Location' }).evaluate((target, base64) => {
    const data = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    data.items.add(new File([bytes], 'lookout.jpg', { type: 'image/jpeg' }));
    for (const type of ['dragenter', 'dragover', 'drop'])
      target.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
  }, jpeg);
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'lookout.jpg' })).toContainText('Uploaded');
  await expect(dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem')).toHaveCount(1);
});

test('an uploaded photo in a draft restored after a reload still shows its small copy', async ({
  page,
  signIn,
  ownerApi,
}) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, { name: `Draft Photo Lake ${Date.now()}` });
  await signIn();
  await page.goto(`/?place=${place.id}`);
  let dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles([jpegFile('shore.jpg', await cameraJpeg({ r: 90, g: 160, b: 220 }))]);
  await expect(dialog.getByRole('list', { name: 'Uploads' })).toContainText('Uploaded', { timeout: 30_000 });

  await page.reload();
  dialog = page.getByRole('dialog', { name: place.name });
  await dialog
    .getByRole('region', { name: 'Unsaved draft' })
    .getByRole('button', { name: 'Restore', exact: true })
    .click();
  const thumbnail = dialog
    .getByRole('list', { name: 'Photos to save' })
    .getByRole('listitem')
    .first()
    .locator('img');
  // Loaded lazily: it loads once scrolled into the form's view.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute('data-photo', 'loaded');
  // Its size is still known: the small copy, not the largest file.
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-320\.avif$/);
});

test("a photo's GPS places a new place: a name and one photo make it", async ({ page, signIn, request }) => {
  await stubOutsideMedia(page.context());
  await signIn();
  const taken = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d44' } })
    .jpeg()
    .withExif({
      IFD2: { DateTimeOriginal: '2024:04:03 09:08:07' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 58/1 1800/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '135/1 46/1 1200/100',
      },
    })
    .toBuffer();
  const name = `Torii From A Photo ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles([jpegFile('torii.jpg', taken)]);
  await expect(dialog.getByLabel('Latitude')).toHaveValue('34.971667', { timeout: 30_000 });
  await expect(dialog.getByLabel('Longitude')).toHaveValue('135.770000');
  await expect(page.getByText("Location filled in from the photo's GPS")).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Location' }).click();
  await expect(dialog).toHaveCount(0);
  const created = (await allPlaces(request)).find((place) => place.name === name) as Location;
  expect(created).toMatchObject({ latitude: 34.971667, longitude: 135.77, country: 'Japan' });
  expect(created.photos).toHaveLength(1);
});

test('Escape while a photo is still uploading asks first; Keep editing lets it finish into the form', async ({
  page,
  signIn,
  ownerApi,
}) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, { name: `Uploading Lake ${Date.now()}` });
  await signIn();
  // The upload's answer is held back (delayed, then let through) while the owner presses Escape.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/media', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles([jpegFile('pier.jpg', await cameraJpeg({ r: 30, g: 120, b: 200 }))]);
  const uploads = dialog.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem', { name: 'pier.jpg' })).toBeVisible();

  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  release();
  await expect(uploads).toContainText('Uploaded', { timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem')).toHaveCount(1);
});

test('a session that ended while the form was open: the upload asks to sign in again, then finishes', async ({
  page,
  server,
  signIn,
  ownerApi,
  consoleErrors,
}) => {
  await stubOutsideMedia(page.context());
  const place = await createPlace(ownerApi, { name: `Session Lake ${Date.now()}` });
  await openSignedIn(page, signIn, `/?place=${place.id}`);
  const dialog = page.getByRole('dialog', { name: place.name });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  // The session ends on the server (it expired, or another device changed the password).
  const logout = await page.request.post(`${server.url}/api/auth/logout`, {
    headers: { origin: server.url },
  });
  expect(logout.status()).toBe(204);

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload photos' }).click();
  await (await chooser).setFiles([jpegFile('dock.jpg', await cameraJpeg({ r: 60, g: 90, b: 150 }))]);
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog).toBeVisible();
  await signInDialog.getByLabel('Password').fill(OWNER_PASSWORD);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInDialog).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'Uploads' })).toContainText('Uploaded', { timeout: 30_000 });
  await expect(dialog.getByRole('list', { name: 'Photos to save' }).getByRole('listitem')).toHaveCount(1);
  // The refused requests are the browser's own console lines, made on purpose here.
  forgetRefusedRequests(consoleErrors);
});
