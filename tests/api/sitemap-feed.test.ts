import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { insertLocations } from '../../src/server/db/locations';
import { generatePlaces } from '../../src/server/db/generate-places';
import { SITEMAP_MAX_URLS } from '../../src/server/pages/sitemap';
import { placePath } from '../../src/shared/place-url';
import { LOCALES, localisedPath } from '../../src/shared/locales';
import { PAGES } from '../../src/shared/routes';
import { owner, type Owner } from '../helpers/archive';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 16: search engines find every public place (sitemap.xml, valid against the protocol's
// schema, split into an index above SITEMAP_MAX_URLS); feed readers get new and newly visited places.

const SITE = 'https://fru.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** The sitemap protocol's schema, as the sitemap package ships it. */
const SITEMAP_XSD = readFileSync(
  join(createRequire(import.meta.url).resolve('sitemap/package.json'), '..', 'schema', 'sitemap.xsd'),
  'utf8',
);
/** The pages' language links (xhtml:link), declared for the validator (the protocol allows other namespaces strictly). */
const XHTML_LINK_XSD = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'xhtml-link.xsd'), 'utf8');
/** Both, as one schema. */
const SCHEMA = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="${SITEMAP_NS}" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xsd:schema>`;
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

// xmldom's document, read through the DOM's own types (the same interface).
const xml = (text: string) => new DOMParser().parseFromString(text, 'text/xml') as unknown as Document;
const children = (parent: Element | Document, ns: string, name: string) =>
  Array.from(parent.getElementsByTagNameNS(ns, name));
const text = (parent: Element, ns: string, name: string) =>
  children(parent, ns, name)[0]?.textContent ?? undefined;

async function expectValidSitemap(body: string) {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: body }],
    schema: [{ fileName: 'schema.xsd', contents: SCHEMA }],
    preload: [
      { fileName: 'sitemap.xsd', contents: SITEMAP_XSD },
      { fileName: 'xhtml-link.xsd', contents: XHTML_LINK_XSD },
    ],
  });
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

/** The <loc> and <lastmod> of every <url>. */
const urlsOf = (body: string) =>
  children(xml(body), SITEMAP_NS, 'url').map((url) => ({
    loc: text(url, SITEMAP_NS, 'loc')!,
    lastmod: text(url, SITEMAP_NS, 'lastmod'),
  }));

describe.each(ENGINES)('sitemap and feed on $name', ({ name: engine }) => {
  let t: TestApp;
  let o: Owner;
  beforeEach(async () => {
    t = await createTestApp(engine, { SITE_URL: SITE });
    o = owner(t, await t.login());
  });
  afterEach(() => t.close());
  const get = (url: string) => t.request({ method: 'GET', url });

  it('the sitemap lists every page and public place with lastmod, and no private or deleted one', async () => {
    const zion = await o.create({
      name: 'Zion National Park',
      latitude: 37.3,
      longitude: -113,
      status: 'visited',
    });
    const tokyo = await o.create({
      name: '東京タワー',
      latitude: 35.66,
      longitude: 139.75,
      status: 'planned',
    });
    const secret = await o.create({ name: 'Secret Cabin', latitude: 40, longitude: -105, isPrivate: true });
    const trashed = await o.create({ name: 'Old Diner', latitude: 41, longitude: -100 });
    await o.remove(trashed.id, trashed.version);

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    await expectValidSitemap(response.body);
    const urls = urlsOf(response.body);
    expect(urls.map((url) => url.loc)).toEqual([
      ...[...PAGES.map((page) => page.path), placePath(zion), placePath(tokyo)].flatMap((path) =>
        LOCALES.map((locale) => `${SITE}${localisedPath(locale, path)}`),
      ),
    ]);
    // A place's page in each language changes with the place.
    const current = await (await o.get(zion.id)).json();
    const zionUrls = urls.filter((url) => url.loc.endsWith(placePath(zion)));
    expect(zionUrls.map((url) => url.lastmod)).toEqual(LOCALES.map(() => current.updatedAt));
    // Each page in each language names every language and English as x-default.
    const spanishStats = children(xml(response.body), SITEMAP_NS, 'url').find(
      (url) => text(url, SITEMAP_NS, 'loc') === `${SITE}/es/stats`,
    )!;
    expect(
      children(spanishStats, XHTML_NS, 'link').map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
    ).toEqual([
      `en ${SITE}/stats`,
      `es ${SITE}/es/stats`,
      `fr ${SITE}/fr/stats`,
      `de ${SITE}/de/stats`,
      `ja ${SITE}/ja/stats`,
      `x-default ${SITE}/stats`,
    ]);
    // So does each place's page (issue 42).
    const japaneseTokyo = children(xml(response.body), SITEMAP_NS, 'url').find(
      (url) => text(url, SITEMAP_NS, 'loc') === `${SITE}/ja${placePath(tokyo)}`,
    )!;
    expect(
      children(japaneseTokyo, XHTML_NS, 'link').map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
    ).toEqual([
      ...LOCALES.map((locale) => `${locale} ${SITE}${localisedPath(locale, placePath(tokyo))}`),
      `x-default ${SITE}${placePath(tokyo)}`,
    ]);
    expect(response.body).not.toContain('Secret');
    expect(response.body).not.toContain(`/places/${secret.id}-`);
    expect(response.body).not.toContain('old-diner');

    // A change is in the next read: the renamed place's new address, with its new lastmod.
    const renamed = await o.patch(zion.id, { name: 'Zion' }, zion.version);
    const after = urlsOf((await get('/sitemap.xml')).body);
    expect(after.find((url) => url.loc === `${SITE}/places/${zion.id}-zion`)?.lastmod).toBe(
      renamed.json().updatedAt,
    );

    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.body).toMatch(/^Disallow: \/inbox$/m);
  });

  it('the feed is valid Atom with new and newly visited public places, newest first', async () => {
    const visited = await o.create({
      name: 'Zion <National> Park',
      latitude: 37.3,
      longitude: -113,
      status: 'visited',
      visitedAt: '2026-05-04',
      notes: 'Angels Landing at dawn.',
    });
    await o.create({
      name: 'Secret Cabin',
      latitude: 40,
      longitude: -105,
      isPrivate: true,
      visitedAt: '2026-06-01',
    });
    const response = await get('/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const doc = xml(response.body);
    const feed = doc.documentElement!;
    // RFC 4287: atom:feed has one id, title and updated, an author, and a self link.
    expect(feed.namespaceURI).toBe(ATOM_NS);
    expect(feed.localName).toBe('feed');
    for (const name of ['id', 'title', 'updated']) {
      expect(
        Array.from(feed.childNodes).filter((n) => (n as Element).localName === name),
        name,
      ).toHaveLength(1);
    }
    expect(text(feed, ATOM_NS, 'name')).toBe('Fru');
    const links = children(feed, ATOM_NS, 'link').filter((link) => link.parentNode === (feed as Node));
    expect(links.find((link) => link.getAttribute('rel') === 'self')?.getAttribute('href')).toBe(
      `${SITE}/feed.xml`,
    );

    const entries = children(feed, ATOM_NS, 'entry');
    const summary = entries.map((entry) => ({
      title: text(entry, ATOM_NS, 'title'),
      id: text(entry, ATOM_NS, 'id'),
      updated: text(entry, ATOM_NS, 'updated'),
      link: children(entry, ATOM_NS, 'link')[0]?.getAttribute('href'),
    }));
    const url = `${SITE}${placePath(visited)}`;
    // The visit (May 2026) is older than the addition (today): newest first.
    expect(summary).toEqual([
      {
        title: 'New on the map: Zion <National> Park',
        id: `${url}#added`,
        updated: visited.createdAt,
        link: url,
      },
      {
        title: 'Visited: Zion <National> Park',
        id: `${url}#visited`,
        updated: '2026-05-04T00:00:00.000Z',
        link: url,
      },
    ]);
    for (const entry of entries) {
      expect(Date.parse(text(entry, ATOM_NS, 'updated')!)).not.toBeNaN();
      expect(text(entry, ATOM_NS, 'summary')).toBe('Angels Landing at dawn.');
    }
    expect(text(feed, ATOM_NS, 'updated')).toBe(visited.createdAt);
    expect(response.body).not.toContain('Secret');
  });
});

describe('a sitemap of more URLs than a file holds', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite', { SITE_URL: SITE });
  });
  afterEach(() => t.close());

  it('becomes an index of sitemaps of at most SITEMAP_MAX_URLS each, every place in one of them', async () => {
    // Each place's page in every language: with the pages, more than one file's URLs.
    const places = SITEMAP_MAX_URLS / LOCALES.length;
    await insertLocations(t.database.db, generatePlaces(places));
    const index = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    const root = xml(index.body).documentElement!;
    expect(root.localName).toBe('sitemapindex');
    expect(root.namespaceURI).toBe(SITEMAP_NS);
    const parts = children(root, SITEMAP_NS, 'sitemap').map((part) => ({
      loc: text(part, SITEMAP_NS, 'loc')!,
      lastmod: text(part, SITEMAP_NS, 'lastmod'),
    }));
    expect(parts.map((part) => part.loc)).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`]);
    const locs: string[] = [];
    for (const part of parts) {
      const response = await t.request({ method: 'GET', url: new URL(part.loc).pathname });
      expect(response.statusCode).toBe(200);
      await expectValidSitemap(response.body);
      const urls = urlsOf(response.body);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      // The protocol's other limit: 50 MB a file.
      expect(Buffer.byteLength(response.body)).toBeLessThan(50 * 1024 * 1024);
      expect(part.lastmod).toBe(
        urls
          .map((url) => url.lastmod ?? '')
          .sort()
          .at(-1),
      );
      locs.push(...urls.map((url) => url.loc));
    }
    expect(locs).toHaveLength((places + PAGES.length) * LOCALES.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect((await t.request({ method: 'GET', url: '/sitemaps/3.xml' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/sitemaps/0.xml' })).statusCode).toBe(404);
  }, 120_000);
});
