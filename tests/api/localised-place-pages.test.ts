import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { LOCALES, localisedPath } from '../../src/shared/locales';
import { placePath } from '../../src/shared/place-url';
import { owner, type Owner } from '../helpers/archive';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 42: every public place's page in each language (/es/places/92-yosemite), served like the
// English one, in that language, naming all of them; the English page as it was.

const SITE = 'https://fru.example';
const YOSEMITE = {
  name: 'Yosemite National Park',
  type: 'national-park',
  latitude: 37.8651,
  longitude: -119.5383,
  address: 'Yosemite Valley, CA 95389',
  status: 'visited',
  notes: 'Every waterfall is roaring.',
};

describe.each(ENGINES)('localised place pages on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let o: Owner;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE }, { clientDir: client.dir });
    o = owner(t, await t.login());
  });
  afterEach(() => t.close());

  const get = (url: string) => t.request({ method: 'GET', url, headers: { origin: SITE } });

  it('serve the page in each language with its lang, its own canonical URL and every alternate', async () => {
    const place = await o.create(YOSEMITE);
    const path = placePath(place);
    const english = await get(path);
    for (const locale of ['es', 'fr', 'de', 'ja'] as const) {
      const response = await get(`/${locale}${path}`);
      expect(response.statusCode, locale).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const root = parse(response.body);
      expect(root.querySelector('html')?.getAttribute('lang')).toBe(locale);
      expect(root.querySelector('title')?.text).toBe('Yosemite National Park | Fru World');
      const canonical = root.querySelectorAll('link[rel="canonical"]');
      expect(canonical.map((link) => link.getAttribute('href'))).toEqual([`${SITE}/${locale}${path}`]);
      expect(root.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
        `${SITE}/${locale}${path}`,
      );
      expect(
        root
          .querySelectorAll('link[rel="alternate"][hreflang]')
          .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      ).toEqual([
        ...LOCALES.map((lang) => `${lang} ${SITE}${localisedPath(lang, path)}`),
        `x-default ${SITE}${path}`,
      ]);
      // The same JSON-LD and crawler body as the English page, its fixed words in the language.
      const jsonLd = (html: string) => parse(html).querySelector('script[type="application/ld+json"]')?.text;
      expect(jsonLd(response.body)).toBe(jsonLd(english.body));
      expect(root.querySelector('#root h1')?.text).toBe('Yosemite National Park');
      const back = root.querySelector('#root a');
      expect(back?.getAttribute('href')).toBe(`/${locale}/`);
      expect(back?.text).not.toBe('Back to Map');
    }
    const spanish = parse((await get(`/es${path}`)).body).querySelector('#root')!;
    expect(spanish.querySelector('a')?.text).toBe('Volver al mapa');
    expect(spanish.querySelectorAll('p')[0]?.text).toMatch(/^Visitado · /);
  });

  it('leave the English page as it was: no alternates, English words, lang en', async () => {
    const place = await o.create(YOSEMITE);
    const response = await get(placePath(place));
    const root = parse(response.body);
    expect(root.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE}${placePath(place)}`,
    );
    expect(root.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
    expect(root.querySelector('#root')?.innerHTML).toContain(
      '<p>Visited · National Park · Yosemite Valley, CA 95389</p><p>Every waterfall is roaring.</p><p><a href="/">Back to Map</a></p>',
    );
  });

  it('redirect a stale slug to the current one in the same language, keeping the query', async () => {
    const place = await o.create(YOSEMITE);
    for (const [stale, location] of [
      [`/es/places/${place.id}`, `/es${placePath(place)}`],
      [`/ja/places/${place.id}-yosemite?ref=blog`, `/ja${placePath(place)}?ref=blog`],
    ] as const) {
      const response = await get(stale);
      expect(response.statusCode, stale).toBe(301);
      expect(response.headers.location, stale).toBe(location);
    }
  });

  it('answer 404 for unknown, malformed and private places and 410 for a deleted one, in the language', async () => {
    const secret = await o.create({ ...YOSEMITE, name: 'Secret Cabin', isPrivate: true });
    const trashed = await o.create({ ...YOSEMITE, name: 'Old Diner' });
    expect((await o.remove(trashed.id, trashed.version)).statusCode).toBe(204);
    const cases: [string, number][] = [
      ['/fr/places/999999-nowhere', 404],
      ['/fr/places/abc', 404],
      ['/fr/places/0', 404],
      [`/de${placePath(secret)}`, 404],
      [`/de${placePath(trashed)}`, 410],
    ];
    for (const [path, status] of cases) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(status);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      const root = parse(response.body);
      expect(root.querySelector('title')?.text, path).toBe('Place not found | Fru World');
      expect(root.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
      expect(root.querySelector('html')?.getAttribute('lang'), path).toBe(path.slice(1, 3));
      expect(response.body, path).not.toContain('Secret Cabin');
    }
  });
});
