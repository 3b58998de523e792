import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import type { Trip } from '../../src/shared/trips/trip-schema';
import { owner, type Owner } from '../helpers/archive';
import { packCalls } from '../helpers/pack-world';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 42: "URLs that carry [the language] for every indexable page", with alternates and the
// canonical per language, and the sitemap with the alternates. Trips and packs had their pages
// at English URLs only: `/es/trips/…` answered the not-found page, the sitemap listed them once.

const SITE = 'https://fru.example';
const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja'];

/** The page's alternates as search engines read them: hreflang → URL. */
const alternates = (html: HTMLElement) =>
  Object.fromEntries(
    html
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );

const everyLanguage = (path: string) => ({
  ...Object.fromEntries(LANGUAGES.map((l) => [l, `${SITE}${l === 'en' ? '' : `/${l}`}${path}`])),
  'x-default': `${SITE}${path}`,
});

const ldOf = (html: HTMLElement) =>
  JSON.parse(html.querySelector('script[type="application/ld+json"]')!.text) as Record<string, unknown>;

describe.each(ENGINES)('trip and pack pages in every language on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let o: Owner;
  let cookie: string;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE }, { clientDir: client.dir });
    cookie = await t.login();
    o = owner(t, cookie);
  });
  afterEach(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url });

  async function makeTrip(visibility: 'public' | 'private'): Promise<Trip> {
    const kyoto = await o.create({ name: 'Kyoto', latitude: 35.0116, longitude: 135.7681, country: 'Japan' });
    const nara = await o.create({ name: 'Nara', latitude: 34.6851, longitude: 135.8048, country: 'Japan' });
    const response = await t.request({
      method: 'POST',
      url: '/api/trips',
      cookie,
      payload: {
        title: 'Kansai by train',
        startDate: '2026-04-01',
        endDate: '2026-04-02',
        state: 'done',
        visibility,
        days: [
          { title: 'Kyoto', stops: [{ placeId: kyoto.id, modeToNext: 'train' }] },
          { stops: [{ placeId: nara.id }] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Trip>();
  }

  it("serves a public trip's page in Spanish, its head, body and JSON-LD in Spanish", async () => {
    const trip = await makeTrip('public');
    const page = await get(`/es${trip.path}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    const html = parse(page.body);
    expect(html.querySelector('title')?.text).toBe('Kansai by train | Fru World');
    const description = html.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    // The traveller's title as written, the site's words and the dates in Spanish.
    expect(description).toMatch(
      /^Kansai by train: viaje realizado, 1 abr 2026 – 2 abr 2026\. 2 días · 2 paradas · Japón · \d+ km\.$/,
    );
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/es${trip.path}`);
    expect(html.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${SITE}/es${trip.path}`,
    );
    expect(alternates(html)).toEqual(everyLanguage(trip.path));

    // What a crawler reads without a script: the site's words in Spanish, links within the language.
    const body = html.querySelector('#root')!;
    expect(body.querySelector('h1')?.text).toBe('Kansai by train');
    expect(body.querySelector('h2')?.text).toBe('Itinerario');
    expect(body.querySelectorAll('h3').map((h) => h.text)).toEqual(['Día 1: Kyoto', 'Día 2']);
    const links = body.querySelectorAll('a').map((a) => [a.text, a.getAttribute('href')]);
    expect(links).toContainEqual(['Todos los viajes', '/es/trips']);
    expect(links.find(([text]) => text === 'Kyoto')?.[1]).toMatch(/^\/es\/places\/\d+-kyoto$/);

    expect(ldOf(html)).toMatchObject({ '@type': 'TouristTrip', url: `${SITE}/es${trip.path}`, description });
  });

  it('keeps the English page as it was, now naming its languages', async () => {
    const trip = await makeTrip('public');
    const html = parse((await get(trip.path)).body);
    expect(html.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Kansai by train: done trip, 1 Apr 2026 – 2 Apr 2026\. 2 days · 2 stops · Japan · \d+ km\.$/,
    );
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${trip.path}`);
    expect(alternates(html)).toEqual(everyLanguage(trip.path));
    expect(html.querySelectorAll('#root h3').map((h) => h.text)).toEqual(['Day 1: Kyoto', 'Day 2']);
  });

  it('redirects a stale slug within the language and hides a private trip in every language', async () => {
    const trip = await makeTrip('public');
    const stale = await get(`/fr/trips/${trip.id}-old-name?x=1`);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(`/fr${trip.path}?x=1`);

    const hidden = await makeTrip('private');
    for (const path of [`/ja${hidden.path}`, `/ja/trips/${hidden.id}`, '/ja/trips/999999-nothing']) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body).toContain('<html lang="ja">');
      expect(page.body).not.toContain('Kansai');
    }
  });

  it("serves a pack's page in French, its price the French way, and lists both in the sitemap", async () => {
    const calls = packCalls(t, cookie);
    const pack = await calls.onSale({ price: 4900, currency: 'eur', description: '' });
    const page = await get(`/fr${pack.path}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    const html = parse(page.body);
    expect(html.querySelector('title')?.text).toBe('Japan by rail (pack de voyage) | Fru World');
    expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/fr${pack.path}`);
    expect(alternates(html)).toEqual(everyLanguage(pack.path));
    expect(html.querySelector('#root')!.text).toMatch(/49,00\s€/);
    expect(ldOf(html)).toMatchObject({
      '@type': 'Product',
      url: `${SITE}/fr${pack.path}`,
      offers: { price: '49.00', priceCurrency: 'EUR' },
    });

    const trip = await makeTrip('public');
    const sitemap = (await get('/sitemap.xml')).body;
    for (const path of [trip.path, pack.path]) {
      for (const language of ['es', 'fr', 'de', 'ja']) {
        expect(sitemap).toContain(`<loc>${SITE}/${language}${path}</loc>`);
        expect(sitemap).toContain(`hreflang="${language}" href="${SITE}/${language}${path}"`);
      }
      expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    }
  });
});
