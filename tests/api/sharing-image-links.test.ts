import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '../../src/shared/location';
import { placePath } from '../../src/shared/place-url';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 16: the image a link preview finds in a page's head is there to be fetched.

const SITE = 'https://fru.example';

describe.each(ENGINES)('sharing images named by the pages on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let cookie: string;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE }, { clientDir: client.dir });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url, headers: { origin: SITE } });

  /** The page's og:image, as a path on the site. */
  async function ogImage(path: string): Promise<string> {
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    const content = parse(page.body).querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(content?.startsWith(`${SITE}/og/`)).toBe(true);
    return content!.slice(SITE.length);
  }

  async function expectSharingPng(url: string) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  }

  it("a place page's and the statistics page's og:image are 1200 × 630 PNGs", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: { name: 'Old Faithful', latitude: 44.4605, longitude: -110.8281, country: 'United States' },
    });
    const place = created.json<Location>();
    const shared = await ogImage(placePath(place));
    await expectSharingPng(shared);
    await expectSharingPng(await ogImage('/stats'));

    // A preview that kept the old page's image address after a rename is led to the new image.
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/locations/${place.id}`,
      cookie,
      payload: { name: 'Old Faithful Geyser' },
    });
    const current = await ogImage(placePath(renamed.json<Location>()));
    expect(current).not.toBe(shared);
    const old = await get(shared);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(current);
    await expectSharingPng(current);
  });
});
