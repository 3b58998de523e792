import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import type { Pack } from '../../src/shared/packs/pack-schema';
import { packCalls, SECRET } from '../helpers/pack-world';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 43: a pack on sale has its own page with a head, sharing tags and JSON-LD (a Product with
// an Offer), and is in the sitemap and the feed; drafts and retired packs are none of these.

const SITE = 'https://fru.example';

describe.each(ENGINES)('trip pack pages on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let calls: ReturnType<typeof packCalls>;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE }, { clientDir: client.dir });
    calls = packCalls(t, await t.login());
  });
  afterEach(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url });

  it('writes the head and a Product with its Offer; a stale slug redirects', async () => {
    const pack = await calls.onSale({ price: 4900, currency: 'eur', description: 'Rail passes explained.' });
    const page = await get(pack.path);
    expect(page.statusCode).toBe(200);
    const html = parse(page.body);
    expect(html.querySelector('title')?.text).toBe('Japan by rail (trip pack) | Fru World');
    expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Rail passes explained.',
    );
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${pack.path}`);
    expect(html.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\//);
    const ld = JSON.parse(html.querySelector('script[type="application/ld+json"]')!.text) as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Japan by rail',
      url: `${SITE}${pack.path}`,
      offers: {
        '@type': 'Offer',
        price: '49.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    // Nothing past the preview is in the HTML.
    for (const secret of Object.values(SECRET)) expect(page.body).not.toContain(secret);

    const stale = await get(`/trip-packs/${pack.id}-old-name?x=1`);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(`${pack.path}?x=1`);
  });

  it('lists packs on sale in the sitemap and the feed; drafts and retired packs are 404 and unlisted', async () => {
    const draft = await calls.pack({ title: 'Draft pack' });
    const sold = await calls.onSale({ title: 'Sold pack' });
    expect((await get(draft.path)).statusCode).toBe(404);
    expect((await get('/trip-packs/999999-nothing')).statusCode).toBe(404);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${SITE}${sold.path}</loc>`);
    expect(sitemap).not.toContain(draft.path);
    const feed = (await get('/feed.xml')).body;
    expect(feed).toContain(`${SITE}${sold.path}`);
    expect(feed).toContain('Trip pack: Sold pack ($39.00)');

    await calls.owner<Pack>('POST', `/api/packs/${sold.id}/retire`, undefined, {
      'if-match': `"${sold.version}"`,
    });
    expect((await get(sold.path)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(sold.path);
    expect((await get('/feed.xml')).body).not.toContain(sold.path);
  });

  it('draws its own sharing image, at a new address when the price changes; none once retired', async () => {
    const pack = await calls.onSale({ title: 'Pictured pack', price: 2500 });
    const imageOf = async (path: string) =>
      parse((await get(path)).body)
        .querySelector('meta[property="og:image"]')
        ?.getAttribute('content')
        ?.slice(SITE.length);
    const first = await imageOf(pack.path);
    expect(first).toMatch(new RegExp(`^/og/packs/${pack.id}-[0-9a-z]+\\.png$`));
    const png = await get(first!);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['cache-control']).toContain('immutable');

    const repriced = await calls.owner<Pack>(
      'PATCH',
      `/api/packs/${pack.id}`,
      { price: 2900 },
      { 'if-match': `"${pack.version}"` },
    );
    const second = await imageOf(pack.path);
    expect(second).not.toBe(first);
    const moved = await get(first!);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(second);

    await calls.owner<Pack>('POST', `/api/packs/${pack.id}/retire`, undefined, {
      'if-match': `"${repriced.version}"`,
    });
    expect((await get(second!)).statusCode).toBe(404);
  });

  it('serves /library/:token never indexed nor cached, and the thanks page', async () => {
    const library = await get('/library/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(library.statusCode).toBe(200);
    expect(library.headers['cache-control']).toBe('private, no-store');
    expect(library.headers['referrer-policy']).toBe('no-referrer');
    expect(parse(library.body).querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const thanks = await get('/trip-packs/thanks?session=cs_test_1');
    expect(thanks.statusCode).toBe(200);
    expect(parse(thanks.body).querySelector('title')?.text).toBe('Thank you | Fru World');
  });
});
