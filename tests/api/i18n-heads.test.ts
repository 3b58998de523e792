import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import type { Location } from '../../src/shared/location';
import { placePath } from '../../src/shared/place-url';
import { owner } from '../helpers/archive';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 42: a search engine indexes each language apart, so a page in another language says its
// title, description and sharing texts in that language (the server's catalogue), its figures
// filled in; the English pages say theirs exactly as before.

const SITE = 'https://fru.example';
const KYOTO = {
  name: 'Kyoto',
  type: 'city',
  latitude: 35.0116,
  longitude: 135.7681,
  country: 'Japan',
  status: 'planned',
  notes: '',
};
const ZION = {
  name: 'Zion National Park',
  type: 'national-park',
  latitude: 37.2982,
  longitude: -113.0263,
  country: 'United States',
  status: 'visited',
  notes: 'Angels Landing at dawn.',
};
const TOKYO = { ...KYOTO, name: 'Tokyo', latitude: 35.6762, longitude: 139.6503, status: 'visited' };

describe.each(ENGINES)('page heads in other languages ($name)', ({ name }) => {
  let t: TestApp;
  let client: ReturnType<typeof clientWithPages>;
  let kyoto: Location;

  beforeAll(async () => {
    client = clientWithPages();
    t = await createTestApp(name, { SITE_URL: SITE }, { clientDir: client.dir });
    // Three places, two countries visited: the figures the words name (shared/figures.ts) are theirs.
    const o = owner(t, await t.login());
    kyoto = await o.create(KYOTO);
    await o.create(ZION);
    await o.create(TOKYO);
  });
  afterAll(async () => {
    await t?.close();
    client?.remove();
  });

  /** The page's head as a crawler reads it. */
  const headOf = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    const root = parse(response.body);
    const meta = (key: string) => {
      const found = root.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`);
      expect(found, `${url} ${key}`).toHaveLength(1);
      return found[0]!.getAttribute('content');
    };
    return {
      lang: root.querySelector('html')?.getAttribute('lang'),
      title: root.querySelectorAll('title').map((title) => title.text),
      description: meta('description'),
      ogTitle: meta('og:title'),
      ogDescription: meta('og:description'),
      alt: meta('og:image:alt'),
      twitter: [meta('twitter:title'), meta('twitter:description'), meta('twitter:image:alt')],
    };
  };

  it('say /es/stats in Spanish', async () => {
    const head = await headOf('/es/stats');
    expect(head.lang).toBe('es');
    expect(head.title).toEqual(['Estadísticas de viaje | Fru World']);
    expect(head.description).toBe(
      'Mis viajes en cifras: lugares visitados y planeados, países y estados de EE. UU., tipos de lugares favoritos, las últimas incorporaciones y las visitas por mes.',
    );
    expect(head.ogTitle).toBe('Estadísticas de viaje | Fru World');
    expect(head.ogDescription).toBe(head.description);
    expect(head.alt).toBe(
      'Fru World en cifras: lugares visitados, planeados y en la lista de deseos, y los países donde están',
    );
    expect(head.twitter).toEqual([head.ogTitle, head.description, head.alt]);
    expect(head.description).not.toContain('My travels in numbers');
  });

  it('say /fr/about in French', async () => {
    const head = await headOf('/fr/about');
    expect(head.lang).toBe('fr');
    expect(head.title).toEqual(['À propos | Fru World']);
    expect(head.description).toBe(
      'Pourquoi j’ai créé Fru World : une carte interactive de tous les lieux que j’ai explorés, avec mes photos, mes vidéos et des notes sincères pour vous aider à préparer vos propres voyages.',
    );
    expect(head.ogTitle).toBe('À propos | Fru World');
    expect(head.ogDescription).toBe(head.description);
    expect(head.alt).toBe('Fru World : 3 destinations, 0 sites UNESCO et 2 pays sur une carte interactive');
    expect(head.title).not.toEqual(['About | Fru World']);
  });

  it('say /ja/ in Japanese, its figures filled in where the translation has them', async () => {
    const head = await headOf('/ja/');
    expect(head.lang).toBe('ja');
    expect(head.title).toEqual(['インタラクティブな旅の地図 | Fru World']);
    expect(head.description).toBe(
      '私が訪れた、計画中の、行きたい3か所の目的地をひとつのインタラクティブな地図で。国立公園、0件のユネスコ世界遺産、2か国の隠れた名所まで探索できます。',
    );
    expect(head.ogTitle).toBe('インタラクティブな旅の地図 | Fru World');
    expect(head.ogDescription).toBe(head.description);
    expect(head.alt).toBe(
      'Fru World：3か所の目的地、0件のユネスコ世界遺産、2か国をひとつのインタラクティブな地図に',
    );
    expect(head.twitter).toEqual([head.ogTitle, head.description, head.alt]);
    for (const text of [head.description, head.alt]) expect(text).not.toMatch(/[{}|]/);
  });

  it('say a place’s own words as they are and the site’s around them in the language', async () => {
    const head = await headOf(`/es${placePath(kyoto)}`);
    expect(head.title).toEqual(['Kyoto | Fru World']);
    expect(head.description).toBe('Kyoto, Japan: planeado en el mapa de viajes de Fru World.');
    expect(head.alt).toBe('Kyoto: Planeado en Japan, en Fru World');
    const english = await headOf(placePath(kyoto));
    expect(english.description).toBe("Kyoto, Japan: planned on Fru World's travel map.");
    expect(english.alt).toBe('Kyoto: Planned in Japan, on Fru World');
  });

  it('keep / and /stats in English, word for word', async () => {
    const home = await headOf('/');
    const description =
      'Explore 3 destinations I have visited, planned or wishlisted: national parks, 0 UNESCO sites and hidden gems in 2 countries on one interactive map.';
    const alt = 'Fru World: 3 destinations, 0 UNESCO sites and 2 countries on one interactive map';
    expect(home).toEqual({
      lang: 'en',
      title: ['Interactive Travel Map | Fru World'],
      description,
      ogTitle: 'Interactive Travel Map | Fru World',
      ogDescription: description,
      alt,
      twitter: ['Interactive Travel Map | Fru World', description, alt],
    });

    const stats = await headOf('/stats');
    const statsDescription =
      'My travels in numbers: places visited and planned, countries and US states, favourite types of places, the latest additions and visits by month.';
    const statsAlt =
      'Fru World in numbers: places visited, planned and wishlisted, and the countries they are in';
    expect(stats).toEqual({
      lang: 'en',
      title: ['Travel Statistics | Fru World'],
      description: statsDescription,
      ogTitle: 'Travel Statistics | Fru World',
      ogDescription: statsDescription,
      alt: statsAlt,
      twitter: ['Travel Statistics | Fru World', statsDescription, statsAlt],
    });
  });
});
