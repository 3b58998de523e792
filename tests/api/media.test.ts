import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import { storedWidths, uploadedPhotoId, type UploadedPhoto } from '../../src/shared/media';
import { tidyArchive } from '../../src/server/archive-maintenance';
import { MediaLibrary } from '../../src/server/media/media-library';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 15: the owner's own photos. Uploaded as they are, checked by their content, stored as
// upright AVIF and WebP copies in a few widths that carry no EXIF, the original for the owner alone.

/** A 1600 × 1200 JPEG shot sideways (EXIF orientation 6) in Tokyo, with a camera serial. */
function cameraJpeg(colour = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Serial 123456', Orientation: '6' },
      IFD2: { DateTimeOriginal: '2024:05:06 10:11:12', BodySerialNumber: 'SN-123456' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 39/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 42/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose header claims 30,000 × 30,000 pixels in a few bytes: a decompression bomb. */
async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // IHDR's width and height, then its CRC (left wrong: the header is all a decoder reads first).
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  return bomb;
}

describe.each(ENGINES)('photo uploads on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const upload = (body: Buffer, headers: Record<string, string> = {}, withCookie = true) =>
    t.request({
      method: 'POST',
      url: '/api/media',
      payload: body,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'IMG_0001.JPG', ...headers },
      ...(withCookie ? { cookie } : {}),
    });

  /** Every file in the media folder and every row: what "nothing stored" compares. */
  async function stored() {
    const files = ['public', 'originals', 'incoming'].flatMap((dir) =>
      readdirSync(join(t.config.mediaDir, dir)).map((name) => `${dir}/${name}`),
    );
    const rows = await t.database.db.selectFrom('media').select('id').execute();
    return { files: files.sort(), rows: rows.map((r) => r.id).sort() };
  }

  it('stores upright AVIF and WebP copies in the stored widths, with no EXIF, and says what the file said', async () => {
    const response = await upload(await cameraJpeg());
    expect(response.statusCode).toBe(201);
    const photo = response.json<{ photo: UploadedPhoto }>().photo;
    // Turned upright: the sideways 1600 × 1200 is 1200 × 1600.
    expect(photo).toMatchObject({ width: 1200, height: 1600, takenAt: '2024-05-06T10:11:12' });
    expect(photo.latitude).toBeCloseTo(35.66, 2);
    expect(photo.longitude).toBeCloseTo(139.7, 2);
    expect(photo.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const id = uploadedPhotoId(photo.url)!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    expect(storedWidths(photo.width)).toEqual([320, 640, 1200]);
    for (const width of storedWidths(photo.width)) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await t.request({ method: 'GET', url: `/media/${id}-${width}.${format}` });
        expect(file.statusCode, `${width}.${format}`).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${format}`);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(file.rawPayload).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
        // No GPS, no camera serial, no date: no EXIF at all.
        expect(metadata.exif).toBeUndefined();
        expect(Object.keys(ExifReader.load(file.rawPayload, { expanded: true }))).toEqual(['file']);
      }
    }
    const canonical = await t.request({ method: 'GET', url: photo.url });
    expect(canonical.statusCode).toBe(200);
    expect((await sharp(canonical.rawPayload).metadata()).width).toBe(1200);
  });

  it('serves the original only to the owner, EXIF and all', async () => {
    const original = await cameraJpeg();
    const photo = (await upload(original)).json<{ photo: UploadedPhoto }>().photo;
    const id = uploadedPhotoId(photo.url)!;
    const anonymous = await t.request({ method: 'GET', url: `/api/media/${id}/original` });
    expect(anonymous.statusCode).toBe(401);
    const owned = await t.request({ method: 'GET', url: `/api/media/${id}/original`, cookie });
    expect(owned.statusCode).toBe(200);
    expect(owned.rawPayload.equals(original)).toBe(true);
    expect(ExifReader.load(owned.rawPayload, { expanded: true }).gps?.Latitude).toBeCloseTo(35.66, 2);
    // The originals folder is not reachable under /media/.
    const guessed = await t.request({ method: 'GET', url: `/media/../originals/${id}.jpeg` });
    expect(guessed.statusCode).not.toBe(200);
  });

  it('a place lists the uploaded photo with its size and preview, for visitors too', async () => {
    const photo = (await upload(await cameraJpeg())).json<{ photo: UploadedPhoto }>().photo;
    const created = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Shibuya Crossing', latitude: 35.6595, longitude: 139.7005, photos: [photo.url] },
    });
    expect(created.statusCode).toBe(201);
    const place = created.json<Location>();
    const visitor = (await t.request({ method: 'GET', url: `/api/locations/${place.id}` })).json<Location>();
    expect(visitor.photos).toEqual([photo.url]);
    expect(visitor.photoInfo).toEqual({
      [photo.url]: { width: 1200, height: 1600, placeholder: photo.placeholder },
    });
  });

  it('the same file uploaded twice is stored once', async () => {
    const jpeg = await cameraJpeg();
    const first = (await upload(jpeg)).json<{ photo: UploadedPhoto }>().photo;
    const second = (await upload(jpeg)).json<{ photo: UploadedPhoto }>().photo;
    expect(second.url).toBe(first.url);
    expect((await stored()).rows).toHaveLength(1);
  });

  it('reads HEIC, which sharp alone cannot', async () => {
    const heic = readFileSync('tests/fixtures/photos/red-and-blue.heic');
    const response = await upload(heic, { 'x-file-name': 'IMG_0002.HEIC' });
    expect(response.statusCode).toBe(201);
    const photo = response.json<{ photo: UploadedPhoto }>().photo;
    expect(photo).toMatchObject({ width: 96, height: 64 });
    const webp = await t.request({ method: 'GET', url: photo.url });
    const { data } = await sharp(webp.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The left half is blue, the right half red, as the photo was.
    expect(data[0]).toBeLessThan(100);
    expect(data[2]).toBeGreaterThan(150);
  });

  it('refuses a place naming an uploaded photo that is not stored, storing nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Ghost', latitude: 1, longitude: 1, photos: [`/media/${'a'.repeat(32)}.webp`] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'photos.0': 'This photo is not on the server; upload it again.',
    });
    const places = (await t.request({ method: 'GET', url: '/api/locations' })).json<Location[]>();
    expect(places).toHaveLength(0);
  });

  it('exports name uploaded photos by absolute links, and importing them back brings the stored photos', async () => {
    const photo = (await upload(await cameraJpeg())).json<{ photo: UploadedPhoto }>().photo;
    await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Exported', latitude: 10, longitude: 10, photos: [photo.url] },
    });
    const absolute = `${t.config.siteUrl}${photo.url}`;
    for (const format of ['geojson', 'csv', 'kml']) {
      const file = await t.request({ method: 'GET', url: `/api/export?format=${format}`, cookie });
      expect(file.body, format).toContain(absolute);
    }
    const imported = await t.request({
      method: 'POST',
      url: '/api/import',
      cookie,
      payload: { places: [{ name: 'Imported back', latitude: 20, longitude: 20, photos: [absolute] }] },
    });
    expect(imported.statusCode).toBe(200);
    const places = (await t.request({ method: 'GET', url: '/api/locations' })).json<Location[]>();
    const back = places.find((p) => p.name === 'Imported back')!;
    expect(back.photos).toEqual([photo.url]);
    expect(back.photoInfo[photo.url]).toMatchObject({ width: 1200, height: 1600 });
  });

  it('an upload no place took within a day is removed by the hourly tidy; one a place shows stays', async () => {
    const kept = (await upload(await cameraJpeg('#2a2'))).json<{ photo: UploadedPhoto }>().photo;
    const forgotten = (await upload(await cameraJpeg('#a2a'))).json<{ photo: UploadedPhoto }>().photo;
    await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Keeps its photo', latitude: 5, longitude: 5, photos: [kept.url] },
    });
    const library = new MediaLibrary(t.database.db, t.config.mediaDir);
    // An hour later nothing goes: the Add form may still be open.
    await tidyArchive(t.database.db, 30, library, new Date(Date.now() + 60 * 60 * 1000));
    expect((await t.request({ method: 'GET', url: forgotten.url })).statusCode).toBe(200);
    await tidyArchive(t.database.db, 30, library, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    expect((await t.request({ method: 'GET', url: forgotten.url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    expect((await stored()).rows).toEqual([uploadedPhotoId(kept.url)]);
  });

  const BAD_FILES: [string, () => Promise<Buffer> | Buffer, RegExp][] = [
    [
      'text named .jpg',
      () => Buffer.from('this is not a photo at all, whatever its name says'),
      /not a photo we can read/,
    ],
    [
      'an SVG',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      /SVG drawings are not accepted/,
    ],
    ['a zero-byte file', () => Buffer.alloc(0), /empty/],
    ['a truncated JPEG', async () => (await cameraJpeg()).subarray(0, 2000), /damaged or incomplete/],
    ['a decompression bomb', pixelBomb, /900 megapixels; at most 100/],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      /not a photo we can read/,
    ],
  ];

  it.each(BAD_FILES)('refuses %s with a reason, storing nothing', async (_label, make, reason) => {
    const before = await stored();
    const response = await upload(await make());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'bad_photo',
      message: expect.stringMatching(reason),
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses visitors, other sites and files over the limit before reading them', async () => {
    const jpeg = await cameraJpeg();
    expect((await upload(jpeg, {}, false)).statusCode).toBe(401);
    expect((await upload(jpeg, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const limited = await t.anotherInstance({ UPLOAD_MAX_MB: '1' });
    const tooBig = await limited.inject({
      method: 'POST',
      url: '/api/media',
      payload: Buffer.alloc(2 * 1024 * 1024, 1),
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'content-type': 'image/jpeg',
      },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('The photo is too large (at most 1 MB). Send a smaller file.');
    expect(await stored()).toEqual({ files: [], rows: [] });
  });

  it('deleting a place forever removes its photo files, unless another place still shows them', async () => {
    const shared = (await upload(await cameraJpeg('#a33'))).json<{ photo: UploadedPhoto }>().photo;
    const own = (await upload(await cameraJpeg('#33a'))).json<{ photo: UploadedPhoto }>().photo;
    const create = (name: string, photos: string[]) =>
      t
        .request({
          method: 'POST',
          url: '/api/locations',
          cookie,
          payload: { name, latitude: 1, longitude: 1, photos },
        })
        .then((r) => r.json<Location>());
    const doomed = await create('Doomed', [own.url, shared.url]);
    await create('Keeper', [shared.url]);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/locations/${doomed.id}`, cookie })).statusCode,
    ).toBe(204);
    // In the trash its photos stay (a restore brings them back).
    expect((await t.request({ method: 'GET', url: own.url })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/trash/${doomed.id}`, cookie })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: own.url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: shared.url })).statusCode).toBe(200);
    const left = await stored();
    expect(left.rows).toEqual([uploadedPhotoId(shared.url)]);
    expect(left.files.every((f) => f.includes(uploadedPhotoId(shared.url)!))).toBe(true);
  });
});

// A full disk while the copies are written: a small tmpfs as the media folder (mounting needs
// root, as CI and this project's machines run; elsewhere the test says it was skipped).
const canMount = process.getuid?.() === 0;

describe.skipIf(!canMount)('a full disk while a photo is stored', () => {
  let t: TestApp;
  let mediaDir: string;
  beforeEach(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'fru-full-media-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mediaDir]);
    t = await createTestApp('sqlite', { MEDIA_DIR: mediaDir });
  });
  afterEach(async () => {
    await t.close();
    execFileSync('umount', [mediaDir]);
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('answers 507 and leaves no half-written photo and no row', async () => {
    const cookie = await t.login();
    // A photo of noise (it compresses to about 0.4 MB whatever its bytes)…
    const noise = await sharp(Buffer.from(randomBytes(600 * 600 * 3)), {
      raw: { width: 600, height: 600, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    // …and a disk with room for it to arrive, but not for its copies (the original alone is as large).
    const { bavail, bsize } = statfsSync(mediaDir);
    writeFileSync(join(mediaDir, 'filler'), Buffer.alloc(bavail * bsize - noise.length - 64 * 1024));
    const response = await t.request({
      method: 'POST',
      url: '/api/media',
      cookie,
      payload: noise,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response.statusCode).toBe(507);
    expect(response.json().error).toEqual({
      code: 'storage_full',
      message: "The server's disk is full; nothing was saved.",
    });
    const files = ['public', 'originals', 'incoming'].flatMap((dir) => readdirSync(join(mediaDir, dir)));
    expect(files).toEqual([]);
    expect(await t.database.db.selectFrom('media').select('id').execute()).toEqual([]);
  });
});
