import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import type { UploadedPhoto } from '../../src/shared/media';
import { placeImage } from '../../src/shared/place-head';
import { el } from '../../src/server/og/cards';
import { drawImage, MAX_WAITING_DRAWINGS } from '../../src/server/og/draw';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 16: the sharing image a link preview shows, drawn by the server for each public place
// and for the statistics, 1200 × 630, at an address that changes with what it shows.

interface Png {
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  pixels: Buffer;
}

async function readPng(body: Buffer): Promise<Png> {
  const image = sharp(body);
  const { format, width, height } = await image.metadata();
  const pixels = await image.removeAlpha().raw().toBuffer();
  return { format, width, height, pixels };
}

/** The colour at (x, y) of raw RGB pixels 1200 wide. */
const colourAt = (pixels: Buffer, x: number, y: number) => {
  const at = (y * 1200 + x) * 3;
  return [pixels[at], pixels[at + 1], pixels[at + 2]];
};

const expectSharingPng = (png: Png) =>
  expect({ format: png.format, width: png.width, height: png.height }).toEqual({
    format: 'png',
    width: 1200,
    height: 630,
  });

describe.each(ENGINES)('sharing images on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  async function create(fields: Record<string, unknown>): Promise<Location> {
    const response = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Yosemite National Park', latitude: 37.8651, longitude: -119.5383, ...fields },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Location>();
  }

  const get = (url: string) => t.request({ method: 'GET', url });

  async function image(url: string): Promise<Png> {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    return readPng(response.rawPayload);
  }

  const expectNotFound = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  };

  it("a place's image is a 1200 × 630 PNG that caches keep for good", async () => {
    const place = await create({ status: 'visited', country: 'United States', state: 'California' });
    const response = await get(placeImage(place).url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Link previews and other sites show it.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expectSharingPng(await readPng(response.rawPayload));
    // Kept under the media folder, where every instance sharing it finds it.
    expect(readdirSync(join(t.config.mediaDir, 'og', 'places', String(place.id)))).toHaveLength(1);
  });

  it('the statistics image is a 1200 × 630 PNG with the live numbers', async () => {
    await create({ status: 'visited', country: 'United States' });
    const response = await get('/og/stats.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const before = await readPng(response.rawPayload);
    expectSharingPng(before);
    await create({
      name: 'Kyoto',
      latitude: 35.0116,
      longitude: 135.7681,
      status: 'visited',
      country: 'Japan',
    });
    const after = await image('/og/stats.png');
    expectSharingPng(after);
    expect(after.pixels.equals(before.pixels)).toBe(false);
  });

  it('a renamed place has a new image at a new address; the old address leads to it', async () => {
    const place = await create({ status: 'planned', country: 'United States' });
    const oldUrl = placeImage(place).url;
    const before = await image(oldUrl);
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/locations/${place.id}`,
      cookie,
      payload: { name: 'Yosemite Valley' },
    });
    expect(renamed.statusCode).toBe(200);
    const newUrl = placeImage(renamed.json<Location>()).url;
    expect(newUrl).not.toBe(oldUrl);
    const after = await image(newUrl);
    expectSharingPng(after);
    expect(after.pixels.equals(before.pixels)).toBe(false);

    const old = await get(oldUrl);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(newUrl);
    // The old drawing is tidied away.
    expect(readdirSync(join(t.config.mediaDir, 'og', 'places', String(place.id)))).toEqual([
      newUrl.split('-').at(-1),
    ]);
  });

  it("an uploaded cover photo fills the image's left part", async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c81e64' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/media',
      payload: jpeg,
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'cover.jpg' },
      cookie,
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json<{ photo: UploadedPhoto }>().photo;
    const place = await create({ photos: [photo.url] });
    const png = await image(placeImage(place).url);
    for (const [x, y] of [
      [60, 80],
      [260, 315],
      [480, 560],
    ] as const) {
      const [r = 0, g = 0, b = 0] = colourAt(png.pixels, x, y);
      expect(Math.abs(r - 0xc8) + Math.abs(g - 0x1e) + Math.abs(b - 0x64), `at ${x},${y}`).toBeLessThan(24);
    }
  });

  it.each([
    ['a very long name', `${'Parque Nacional de los Glaciares y Montañas '.repeat(4)}End`],
    ['markup', '<script>alert(1)</script>'],
    ['Arabic', 'مسجد الشيخ زايد الكبير'],
    ['Hebrew', 'הכותל המערבי'],
    ['emoji', 'Beach day 🏖️ with the family 👨‍👩‍👧 🇫🇷'],
    ['one long word', 'A'.repeat(200)],
  ])('a name with %s gives a whole 1200 × 630 PNG', async (_what, name) => {
    const place = await create({ name, country: 'Testland', type: 'custom' });
    expectSharingPng(await image(placeImage(place).url));
  });

  it('markup in a name is drawn as its characters, not read as markup', async () => {
    const plain = await create({ name: 'Bold' });
    const marked = await create({ name: '<b>Bold</b>' });
    const [a, b] = await Promise.all([image(placeImage(plain).url), image(placeImage(marked).url)]);
    expect(a.pixels.equals(b.pixels)).toBe(false);
  });

  it('the statistics image answers 304 to the ETag it gave while the numbers stay', async () => {
    const first = await get('/og/stats.png');
    const etag = String(first.headers.etag);
    const again = await t.request({
      method: 'GET',
      url: '/og/stats.png',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await create({ status: 'wishlist' });
    const changed = await t.request({
      method: 'GET',
      url: '/og/stats.png',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('while the drawing line is full, a new image answers 503 with Retry-After in the API shape', async () => {
    const place = await create({ name: 'Glacier Point' });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: MAX_WAITING_DRAWINGS + 1 }, () =>
      drawImage(async () => {
        await gate;
        return el('div', { display: 'flex' });
      }),
    );
    const busy = await get(placeImage(place).url);
    open();
    await Promise.all(held);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json<{ error: { code: string } }>().error.code).toBe('unavailable');
    // Once the line moves, the same address is drawn.
    expectSharingPng(await image(placeImage(place).url));
  });

  it('a private, trashed or unknown place, and a malformed address, answer 404 in the API shape', async () => {
    const hidden = await create({ isPrivate: true });
    await expectNotFound(placeImage(hidden).url);

    const trashed = await create({ name: 'Half Dome' });
    await image(placeImage(trashed).url);
    const deleted = await t.request({ method: 'DELETE', url: `/api/locations/${trashed.id}`, cookie });
    expect(deleted.statusCode).toBeLessThan(300);
    await expectNotFound(placeImage(trashed).url);
    // A trashed place's drawings go with it.
    expect(existsSync(join(t.config.mediaDir, 'og', 'places', String(trashed.id)))).toBe(false);

    for (const file of [
      '999999-abc.png',
      '99999999999-abc.png',
      'abc.png',
      '92.png',
      '92-x.jpg',
      '0-abc.png',
      '-1-abc.png',
      '1-ABC.png',
      '1-abc.png.png',
      `1-${'a'.repeat(300)}.png`,
    ]) {
      await expectNotFound(`/og/places/${encodeURIComponent(file)}`);
    }
  });
});
