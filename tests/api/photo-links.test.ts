import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { photoLinkPath } from '../../src/shared/media';
import { owner, ZION } from '../helpers/archive';
import { startImageHost, type ImageHostStandIn } from '../helpers/image-host-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 39: nothing leaves a visitor's browser for another site before they click. A place's photo
// given as a link to another site (the demo's Unsplash photos) comes through the server, cached in
// MEDIA_DIR/photo-links: only the links of places a visitor may see, never any address asked for.

describe.each(ENGINES)('photo links through the server on $name', ({ name: engine }) => {
  let host: ImageHostStandIn;
  let t: TestApp;
  let cookie: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  beforeAll(async () => {
    host = await startImageHost();
    t = await createTestApp(engine);
    cookie = await t.login();
  });
  afterEach(() => {
    host.requests.length = 0;
    host.missing.clear();
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  it("serves a public place's photo link from the server's cache, asking the other site once", async () => {
    const link = `${host.url}/photos/arches.jpg?w=800`;
    await owner(t, cookie).create({ ...ZION, photos: [link] });
    const first = await get(photoLinkPath(link));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload).toEqual(host.imageOf('/photos/arches.jpg'));
    const etag = String(first.headers.etag);
    expect((await get(photoLinkPath(link), { 'if-none-match': etag })).statusCode).toBe(304);
    expect(host.requests.map((request) => request.path)).toEqual(['/photos/arches.jpg']);
    expect(readdirSync(join(t.config.mediaDir, 'photo-links')).length).toBeGreaterThan(0);
  });

  it('is no open proxy: a link on no place, or on a private one, is 404 and asks nothing', async () => {
    const hidden = `${host.url}/photos/hidden.jpg`;
    await owner(t, cookie).create({ ...ZION, name: 'Hidden', isPrivate: true, photos: [hidden] });
    for (const url of [`${host.url}/photos/elsewhere.jpg`, hidden, 'http://169.254.169.254/latest/meta-data'])
      expect((await get(photoLinkPath(url))).statusCode).toBe(404);
    expect(host.requests).toEqual([]);
    // The owner sees their private place's photo through the server too.
    const asOwner = await t.request({ method: 'GET', url: photoLinkPath(hidden), cookie });
    expect(asOwner.statusCode).toBe(200);
  });

  it('refuses what is not an http(s) link or not an image, and says 404 for a photo gone upstream', async () => {
    expect((await get('/photo-link')).statusCode).toBe(400);
    expect((await get(photoLinkPath('file:///etc/passwd'))).statusCode).toBe(400);
    expect((await get(photoLinkPath(`https://a.example/${'x'.repeat(3000)}`))).statusCode).toBe(400);
    const gone = `${host.url}/photos/gone.jpg`;
    const notImage = `${host.url}/photos/page.html`;
    await owner(t, cookie).create({ ...ZION, name: 'Gone', photos: [gone, notImage] });
    host.missing.add('/photos/gone.jpg');
    expect((await get(photoLinkPath(gone))).statusCode).toBe(404);
    expect((await get(photoLinkPath(notImage))).statusCode).toBe(404);
  });
});
