import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { owner, ZION } from '../helpers/archive';

// Issue 41: the service worker (src/client/sw.ts) keeps public reads for offline use and refuses
// any answer marked private. Every API read the signed-in owner gets is marked so (a shared device
// never keeps the owner's places, private ones included); a visitor's is not.

const cacheControl = (headers: Record<string, unknown>) => String(headers['cache-control'] ?? '');

describe.each(ENGINES)('the owner’s answers on $name', ({ name: engine }) => {
  let t: TestApp;
  let cookie: string;
  let client: ReturnType<typeof clientWithPages>;
  beforeEach(async () => {
    client = clientWithPages();
    writeFileSync(join(client.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp(engine, {}, { clientDir: client.dir });
    cookie = await t.login();
  });
  afterEach(async () => {
    await t.close();
    client.remove();
  });

  it('GET /api/locations/:id carries private for the owner, and not for a visitor', async () => {
    const place = await owner(t, cookie).create(ZION);
    const url = `/api/locations/${place.id}`;
    const [asOwner, asVisitor] = await Promise.all([
      t.request({ method: 'GET', url, cookie }),
      t.request({ method: 'GET', url }),
    ]);
    expect(asOwner.statusCode).toBe(200);
    expect(asVisitor.statusCode).toBe(200);
    expect(cacheControl(asOwner.headers)).toMatch(/\bprivate\b/);
    expect(cacheControl(asVisitor.headers)).not.toMatch(/\bprivate\b/);
  });

  it('a private place, and every read the worker may keep, is marked private for the owner', async () => {
    const hidden = await owner(t, cookie).create({ ...ZION, name: 'Hidden Cabin', isPrivate: true });
    for (const url of [
      `/api/locations/${hidden.id}`,
      `/api/locations?ids=${hidden.id}`,
      '/api/site',
      '/api/locations/map',
      '/api/locations/map/names',
      '/api/location-types',
    ]) {
      const response = await t.request({ method: 'GET', url, cookie });
      expect(response.statusCode, url).toBe(200);
      expect(cacheControl(response.headers), url).toMatch(/\b(private|no-store)\b/);
    }
    // A route's own directive stays: /api/site is revalidated on every load, by the owner too.
    const site = await t.request({ method: 'GET', url: '/api/site', cookie });
    expect(cacheControl(site.headers)).toBe('private, no-cache');
    const visitorSite = await t.request({ method: 'GET', url: '/api/site' });
    expect(cacheControl(visitorSite.headers)).toBe('no-cache');
  });

  it('serves the service worker at /sw.js, revalidated on every visit', async () => {
    const response = await t.request({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(cacheControl(response.headers)).toBe('no-cache');
  });
});
