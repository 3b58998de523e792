import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import type { Location } from '../../src/shared/location';
import { LOCALES, localisedPath } from '../../src/shared/locales';
import { placePath } from '../../src/shared/place-url';
import { REFRESH_MS } from '../../src/server/channel/refresher';
import { saveSiteSettings } from '../../src/server/db/settings';
import { owner, type Owner } from '../helpers/archive';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';
import { CHANNEL_ID, FEED_VIDEOS, startYouTubeStandIn } from '../helpers/youtube-stand-in';

// Issue 16: every public place has a page that a crawler and a link preview read without running
// a script: its own title, description, canonical URL, sharing tags and JSON-LD, in the raw HTML.
// Issue 42: the same page in each language (/es/places/92-yosemite), in that language, naming all
// of them; the English page as it was.

const SITE = 'https://fru.example';
const YOSEMITE = {
  name: 'Yosemite National Park',
  type: 'national-park',
  latitude: 37.8651,
  longitude: -119.5383,
  address: 'Yosemite Valley, CA 95389',
  state: 'California',
  country: 'United States',
  status: 'visited',
  notes: 'Yosemite Valley in late May means every waterfall is roaring.\n\nI walked the Mist Trail.',
  photos: ['https://images.example/yosemite.jpg'],
  youtubeUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/9bZkp7q19f0'],
};

/** Issue 42: a place with a short note and no state, whose crawler body a test reads whole. */
const SHORT_YOSEMITE = {
  name: 'Yosemite National Park',
  type: 'national-park',
  latitude: 37.8651,
  longitude: -119.5383,
  address: 'Yosemite Valley, CA 95389',
  status: 'visited',
  notes: 'Every waterfall is roaring.',
};

/** The page's head as a crawler reads it: every tag once, parsed by an HTML parser. */
function headOf(html: string) {
  const root = parse(html);
  const all = (selector: string) => root.querySelectorAll(selector);
  const one = (selector: string): HTMLElement => {
    const found = all(selector);
    expect(found, selector).toHaveLength(1);
    return found[0]!;
  };
  return {
    root,
    title: () => one('title').text,
    meta: (key: string) => one(`meta[name="${key}"], meta[property="${key}"]`).getAttribute('content'),
    link: (rel: string) => one(`link[rel="${rel}"]`).getAttribute('href'),
    all,
  };
}

describe.each(ENGINES)('place pages on $name', ({ name: engine }) => {
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

  it('arrive with the place’s title, description, canonical, sharing tags and JSON-LD in the HTML', async () => {
    const place = await o.create(YOSEMITE);
    const path = placePath(place);
    expect(path).toBe(`/places/${place.id}-yosemite-national-park`);
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(response.body);
    const url = `${SITE}${path}`;
    const description =
      'Yosemite Valley in late May means every waterfall is roaring. I walked the Mist Trail.';
    expect(head.title()).toBe('Yosemite National Park | Fru World');
    expect(head.meta('description')).toBe(description);
    expect(head.link('canonical')).toBe(url);
    expect(head.meta('og:title')).toBe('Yosemite National Park | Fru World');
    expect(head.meta('og:description')).toBe(description);
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:type')).toBe('article');
    const image = head.meta('og:image')!;
    expect(image).toMatch(new RegExp(`^${SITE}/og/places/${place.id}-[0-9a-z]+\\.png$`));
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('Yosemite National Park | Fru World');
    expect(head.meta('twitter:description')).toBe(description);
    expect(head.meta('twitter:image')).toBe(image);
    // A crawler that runs no script reads the place in the body too.
    expect(head.root.querySelector('#root h1')?.text).toBe('Yosemite National Park');

    const jsonLd = JSON.parse(head.all('script[type="application/ld+json"]')[0]!.text) as {
      image: string[];
      subjectOf: unknown[];
    };
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      // A national park is a schema.org Park.
      '@type': 'Park',
      name: 'Yosemite National Park',
      url,
      description,
      geo: { '@type': 'GeoCoordinates', latitude: 37.8651, longitude: -119.5383 },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Yosemite Valley, CA 95389',
        addressRegion: 'California',
        addressCountry: 'United States',
      },
    });
    expect(jsonLd.image).toEqual([image, 'https://images.example/yosemite.jpg']);
    expect(jsonLd.subjectOf).toHaveLength(2);
    expect(jsonLd.subjectOf[0]).toMatchObject({
      '@type': 'VideoObject',
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: `${SITE}/thumbnails/dQw4w9WgXcQ/hqdefault.jpg`,
    });

    // oEmbed discovery: a blog platform finds the embed by itself.
    const discovery = head.all('link[type="application/json+oembed"]')[0]!.getAttribute('href')!;
    expect(discovery).toBe(`${SITE}/oembed?url=${encodeURIComponent(url)}&format=json`);
    const oembed = await get(discovery.slice(SITE.length));
    expect(oembed.statusCode).toBe(200);
    expect(oembed.json()).toMatchObject({ type: 'rich', title: 'Yosemite National Park | Fru World' });
  });

  it('give each video the upload date the channel’s feed said, long after the feed has moved on', async () => {
    const youtube = await startYouTubeStandIn();
    const site = await createTestApp(engine, { SITE_URL: SITE, ...youtube.env }, { clientDir: client.dir });
    try {
      await saveSiteSettings(site.database.db, { channelId: CHANNEL_ID });
      const now = Date.parse('2026-11-29T06:00:00.000Z');
      expect(await site.app.channel.refresh(now)).toEqual({ kind: 'refreshed' });
      // The feed's oldest video (older than the card's six), its newest, and one it never listed.
      const [oldest, newest] = [FEED_VIDEOS[0]!, FEED_VIDEOS[7]!];
      const place = await owner(site, await site.login()).create({
        ...YOSEMITE,
        youtubeUrls: [oldest, newest]
          .map((video) => `https://youtu.be/${video.videoId}`)
          .concat('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      });
      const uploadDates = async () => {
        const response = await site.request({ method: 'GET', url: placePath(place) });
        expect(response.statusCode).toBe(200);
        const jsonLd = JSON.parse(
          headOf(response.body).all('script[type="application/ld+json"]')[0]!.text,
        ) as {
          subjectOf: { uploadDate?: string }[];
        };
        return jsonLd.subjectOf.map((video) => video.uploadDate);
      };
      const dates = [oldest, newest].map((video) => new Date(video.published).toISOString());
      expect(await uploadDates()).toEqual([...dates, undefined]);

      // Weeks later the feed lists other videos only: the dates it gave stay.
      youtube.videos = [
        { videoId: 'newvid_abcd', title: 'A new trip', published: '2026-12-20T12:00:00+00:00' },
      ];
      expect(await site.app.channel.refresh(now + REFRESH_MS)).toEqual({ kind: 'refreshed' });
      expect(await uploadDates()).toEqual([...dates, undefined]);
    } finally {
      await site.close();
      await youtube.close();
    }
  });

  it('show names and notes with markup, RTL text and emoji as text, in the head and the JSON-LD', async () => {
    const name = '</script><script>alert(1)</script> "Café" & <b>בית</b> 🏔️';
    const place = await o.create({ ...YOSEMITE, name, notes: 'مرحبا <img src=x onerror=alert(1)>' });
    const response = await get(placePath(place));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    const head = headOf(response.body);
    expect(head.title()).toBe(`${name} | Fru World`);
    expect(head.meta('og:title')).toBe(`${name} | Fru World`);
    expect(head.meta('description')).toBe('مرحبا <img src=x onerror=alert(1)>');
    const scripts = head.all('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.text)).toMatchObject({ name });
  });

  it('redirect a stale or missing slug to the current one, keeping the query', async () => {
    const place = await o.create(YOSEMITE);
    for (const stale of [
      `/places/${place.id}`,
      `/places/${place.id}-yosemite`,
      `/places/${place.id}-x?ref=blog`,
    ]) {
      const response = await get(stale);
      expect(response.statusCode, stale).toBe(301);
      const query = stale.includes('?') ? '?ref=blog' : '';
      expect(response.headers.location, stale).toBe(`${placePath(place)}${query}`);
    }
    // Renamed: the old link keeps working through a 301 to the new name's page.
    const oldPath = placePath(place);
    expect((await o.patch(place.id, { name: 'Yosemite Valley' }, place.version)).statusCode).toBe(200);
    const moved = await get(oldPath);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/places/${place.id}-yosemite-valley`);
    expect((await get(`/places/${place.id}-yosemite-valley`)).statusCode).toBe(200);
  });

  it('answer 404 for unknown, malformed and private places and 410 for a deleted one, with the site’s page', async () => {
    const secret = await o.create({ ...YOSEMITE, name: 'Secret Cabin', isPrivate: true });
    const trashed = await o.create({ ...YOSEMITE, name: 'Old Diner' });
    expect((await o.remove(trashed.id, trashed.version)).statusCode).toBe(204);
    const cases: [string, number][] = [
      ['/places/999999-nowhere', 404],
      ['/places/abc', 404],
      ['/places/0', 404],
      ['/places/-5', 404],
      ['/places/92x', 404],
      [`/places/1${'0'.repeat(30)}`, 404],
      [`/places/${'9'.repeat(2000)}`, 404],
      [placePath(secret), 404],
      [placePath(trashed), 410],
    ];
    for (const [path, status] of cases) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(status);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      const head = headOf(response.body);
      expect(head.title(), path).toBe('Place not found | Fru World');
      expect(head.meta('robots'), path).toBe('noindex');
      expect(response.body, path).not.toContain('Secret Cabin');
      expect(response.body, path).not.toContain('Loading place');
    }
  });

  it('make an older shared link (/?place=N) preview as the place, its canonical URL the place’s page', async () => {
    const place = await o.create(YOSEMITE);
    const secret = await o.create({ ...YOSEMITE, name: 'Secret Cabin', isPrivate: true });
    const shared = headOf((await get(`/?place=${place.id}`)).body);
    expect(shared.title()).toBe('Yosemite National Park | Fru World');
    expect(shared.link('canonical')).toBe(`${SITE}${placePath(place)}`);
    expect(shared.meta('og:image')).toMatch(`/og/places/${place.id}-`);
    for (const query of [`?place=${secret.id}`, '?place=999999', '?place=abc', '']) {
      const home = headOf((await get(`/${query}`)).body);
      expect(home.title(), query).toBe('Interactive Travel Map | Fru World');
      expect(home.link('canonical'), query).toBe(`${SITE}/`);
    }
  });

  it('keep their links working after a restore from the trash', async () => {
    const place: Location = await o.create(YOSEMITE);
    await o.remove(place.id, place.version);
    expect((await get(placePath(place))).statusCode).toBe(410);
    expect((await o.restore(place.id)).statusCode).toBe(200);
    expect((await get(placePath(place))).statusCode).toBe(200);
  });

  it('serve the page in each language with its lang, its own canonical URL and every alternate', async () => {
    const place = await o.create(SHORT_YOSEMITE);
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

  it('leave the English page in English with lang en, naming its languages as the others do', async () => {
    const place = await o.create(SHORT_YOSEMITE);
    const path = placePath(place);
    const response = await get(path);
    const root = parse(response.body);
    expect(root.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${path}`);
    expect(
      root
        .querySelectorAll('link[rel="alternate"][hreflang]')
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    ).toEqual([
      ...LOCALES.map((lang) => `${lang} ${SITE}${localisedPath(lang, path)}`),
      `x-default ${SITE}${path}`,
    ]);
    expect(root.querySelector('#root')?.innerHTML).toContain(
      '<p>Visited · National Park · Yosemite Valley, CA 95389</p><p>Every waterfall is roaring.</p><p><a href="/">Back to Map</a></p>',
    );
  });

  it('redirect a stale slug to the current one in the same language, keeping the query', async () => {
    const place = await o.create(SHORT_YOSEMITE);
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
    const secret = await o.create({ ...SHORT_YOSEMITE, name: 'Secret Cabin', isPrivate: true });
    const trashed = await o.create({ ...SHORT_YOSEMITE, name: 'Old Diner' });
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
