import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startImageHost, type ImageHostStandIn } from '../helpers/image-host-stand-in';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 39: nothing leaves a visitor's browser for another site before they click. Video
// thumbnails come through the server, cached in MEDIA_DIR with an ETag; with TILE_PROXY=true the
// map's tiles too, within TILE_CACHE_MB, asked with the site's User-Agent, kept as long as the tile
// server's headers allow. The stand-in is the other site (YOUTUBE_THUMBNAIL_URL, TILE_URL).

const VIDEO = 'dQw4w9WgXcQ';

describe('thumbnails and tiles through the server', () => {
  let host: ImageHostStandIn;
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  beforeAll(async () => {
    host = await startImageHost();
    t = await createTestApp('sqlite', {
      YOUTUBE_THUMBNAIL_URL: host.url,
      TILE_PROXY: 'true',
      TILE_URL: `${host.url}/{z}/{x}/{y}{r}.png`,
      TILE_CACHE_MB: '1',
      SITE_URL: 'https://fru.example',
    });
  });
  afterEach(() => {
    host.requests.length = 0;
    host.cacheControl = 'max-age=3600';
    host.size = 1000;
  });
  afterAll(async () => {
    await t.close();
    await host.close();
  });

  it('serves a thumbnail from its disk cache with an ETag, asking the other site once', async () => {
    const first = await get(`/thumbnails/${VIDEO}/hqdefault.jpg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.equals(host.imageOf(`/vi/${VIDEO}/hqdefault.jpg`))).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(`/thumbnails/${VIDEO}/hqdefault.jpg`)).rawPayload).toEqual(first.rawPayload);
    const again = await get(`/thumbnails/${VIDEO}/hqdefault.jpg`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(host.requests).toEqual([
      {
        path: `/vi/${VIDEO}/hqdefault.jpg`,
        userAgent: 'FruWorld/1.0 (+https://fru.example)',
        ifNoneMatch: undefined,
      },
    ]);
    expect(readdirSync(join(t.config.mediaDir, 'thumbnails', VIDEO))).toContain('hqdefault.jpg');
  });

  it('answers 404 for a size the other site lacks, and for what is not a thumbnail, asking nothing', async () => {
    host.missing.add(`/vi/${VIDEO}/maxresdefault.jpg`);
    expect((await get(`/thumbnails/${VIDEO}/maxresdefault.jpg`)).statusCode).toBe(404);
    for (const bad of [
      `/thumbnails/short/hqdefault.jpg`,
      `/thumbnails/${VIDEO}/huge.jpg`,
      `/thumbnails/${VIDEO}/..%2f..%2fetc`,
    ])
      expect((await get(bad)).statusCode, bad).toBe(404);
    expect(host.requests.map((request) => request.path)).toEqual([`/vi/${VIDEO}/maxresdefault.jpg`]);
  });

  it('names the proxy in GET /api/site, and serves tiles from it', async () => {
    const site = (await get('/api/site')).json();
    expect(site.tileUrl).toBe('/tile-proxy/light/{z}/{x}/{y}{r}.png');
    const tile = await get('/tile-proxy/light/3/4/2@2x.png');
    expect(tile.statusCode).toBe(200);
    expect(tile.rawPayload.equals(host.imageOf('/3/4/2@2x.png'))).toBe(true);
    expect(tile.headers['cache-control']).toMatch(/^public, max-age=(3599|3600)$/);
    await get('/tile-proxy/light/3/4/2@2x.png');
    expect(host.requests).toHaveLength(1);
    expect(host.requests[0]!.userAgent).toBe('FruWorld/1.0 (+https://fru.example)');
    for (const bad of [
      '/tile-proxy/light/3/8/0.png',
      '/tile-proxy/light/23/0/0.png',
      '/tile-proxy/sepia/1/0/0.png',
      '/tile-proxy/light/1/0/x.png',
    ])
      expect((await get(bad)).statusCode, bad).toBe(404);
    expect(host.requests).toHaveLength(1);
  });

  it("respects the tile server's cache headers: a stale tile is asked again conditionally", async () => {
    host.cacheControl = 'max-age=0';
    await get('/tile-proxy/light/2/1/1.png');
    const second = await get('/tile-proxy/light/2/1/1.png');
    expect(second.statusCode).toBe(200);
    expect(host.requests.map((request) => request.ifNoneMatch)).toEqual([undefined, '"/2/1/1.png"']);
  });

  it('keeps the tile cache within TILE_CACHE_MB, the least recently used going first', async () => {
    host.size = 300 * 1024;
    for (const x of [0, 1, 2, 3, 4])
      expect((await get(`/tile-proxy/light/4/${x}/9.png`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const dir = join(t.config.mediaDir, 'tiles', 'light', '4');
    const kept = readdirSync(dir).filter((x) => readdirSync(join(dir, x)).includes('9.png'));
    expect(kept).toEqual(['2', '3', '4']);
  });
});
