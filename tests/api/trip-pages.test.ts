import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import type { Trip, TripLink } from '../../src/shared/trips/trip-schema';
import { owner, type Owner } from '../helpers/archive';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 38, "Sharing and reach": a public trip's page arrives with its own head, sharing image and
// JSON-LD; unlisted trips are read through share links only, never indexed, never listed; a
// revoked link answers 410 with a friendly page.

const SITE = 'https://fru.example';
const KYOTO = {
  name: 'Kyoto',
  type: 'city',
  latitude: 35.0116,
  longitude: 135.7681,
  country: 'Japan',
  status: 'visited',
};
const NARA = {
  name: 'Nara',
  type: 'city',
  latitude: 34.6851,
  longitude: 135.8048,
  country: 'Japan',
  status: 'visited',
};

describe.each(ENGINES)('trip pages on $name', ({ name: engine }) => {
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

  const get = (url: string) => t.request({ method: 'GET', url, headers: { origin: SITE } });

  async function makeTrip(title: string, visibility: 'public' | 'unlisted' | 'private'): Promise<Trip> {
    const [kyoto, nara] = [await o.create(KYOTO), await o.create(NARA)];
    const response = await t.request({
      method: 'POST',
      url: '/api/trips',
      cookie,
      payload: {
        title,
        summary: 'Temples at dawn.\n\nDeer in the park <b>not bold</b>.',
        startDate: '2026-04-01',
        endDate: '2026-04-02',
        state: 'done',
        visibility,
        days: [
          { title: 'Kyoto', stops: [{ placeId: kyoto.id, modeToNext: 'train' }] },
          { title: 'Nara', stops: [{ placeId: nara.id, note: 'Deer everywhere' }] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Trip>();
  }

  async function makeLink(trip: Trip): Promise<TripLink> {
    const response = await t.request({
      method: 'POST',
      url: `/api/trips/${trip.id}/links`,
      cookie,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TripLink>();
  }

  it('arrive with the trip’s title, canonical, sharing tags and JSON-LD TouristTrip in the HTML', async () => {
    const trip = await makeTrip('Kansai in Spring', 'public');
    const response = await get(trip.path);
    expect(response.statusCode).toBe(200);
    const root = parse(response.body);
    const meta = (key: string) =>
      root.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
    expect(root.querySelector('title')?.text).toBe('Kansai in Spring | Fru World');
    expect(meta('description')).toBe('Temples at dawn. Deer in the park <b>not bold</b>.');
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${trip.path}`);
    expect(meta('og:title')).toBe('Kansai in Spring | Fru World');
    expect(meta('og:url')).toBe(`${SITE}${trip.path}`);
    expect(meta('og:image')).toMatch(new RegExp(`^${SITE}/og/trips/${trip.id}-[0-9a-z]+\\.png$`));
    expect(meta('robots')).toBeUndefined();
    // The summary is text in the body too: its markup is escaped, never an element.
    expect(root.querySelector('#root b')).toBeNull();
    expect(root.querySelector('#root')?.text).toContain('Deer in the park <b>not bold</b>.');

    const ld = JSON.parse(root.querySelector('script[type="application/ld+json"]')!.text) as unknown;
    expect(ld).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Kansai in Spring',
      itinerary: {
        '@type': 'ItemList',
        itemListElement: [
          { position: 1, item: { '@type': 'Place', name: 'Kyoto' } },
          { position: 2, item: { '@type': 'Place', name: 'Nara' } },
        ],
      },
    });

    // Blog platforms find the embed by themselves (oEmbed discovery), and it answers for this trip.
    const discovery = root.querySelector('link[type="application/json+oembed"]')?.getAttribute('href');
    expect(discovery).toBe(`${SITE}/oembed?url=${encodeURIComponent(`${SITE}${trip.path}`)}&format=json`);
    const oembed = await get(discovery!.slice(SITE.length));
    expect(oembed.statusCode).toBe(200);
    expect(oembed.json()).toMatchObject({ type: 'rich', title: 'Kansai in Spring | Fru World' });

    // A stale slug is sent on to the current one.
    const stale = await get(`/trips/${trip.id}-old-name`);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(trip.path);
  });

  it('answer 404 for an unlisted trip’s page, and noindex for its share link’s page', async () => {
    const trip = await makeTrip('Secret Kansai', 'unlisted');
    const page = await get(trip.path);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Secret Kansai');
    const link = await makeLink(trip);
    const shared = await get(link.path);
    expect(shared.statusCode).toBe(200);
    const root = parse(shared.body);
    expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(root.querySelector('link[rel="canonical"]')).toBeNull();
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    expect((await get('/t/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('answer a revoked link’s page with 410 and friendly words', async () => {
    const trip = await makeTrip('Kansai for a friend', 'unlisted');
    const link = await makeLink(trip);
    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/trips/${trip.id}/links/${link.id}`,
      cookie,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const gone = await get(link.path);
    expect(gone.statusCode).toBe(410);
    const root = parse(gone.body);
    expect(root.querySelector('h1')?.text).toBe('This link no longer works');
    expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(gone.body).not.toContain('Kansai for a friend');
  });

  it('list public trips only in the sitemap and the feed', async () => {
    const listed = await makeTrip('Public Kansai', 'public');
    const unlisted = await makeTrip('Unlisted Kansai', 'unlisted');
    const hidden = await makeTrip('Private Kansai', 'private');
    const link = await makeLink(unlisted);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${SITE}${listed.path}</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/trips</loc>`);
    for (const path of [unlisted.path, hidden.path, link.path]) expect(sitemap).not.toContain(path);
    const feed = (await get('/feed.xml')).body;
    expect(feed).toContain(`${SITE}${listed.path}`);
    expect(feed).toContain('Public Kansai');
    for (const text of ['Unlisted Kansai', 'Private Kansai', link.token]) expect(feed).not.toContain(text);
  });

  it('draw a public trip’s sharing image at 1200×630, and none for an unlisted one', async () => {
    const trip = await makeTrip('Kansai drawn', 'public');
    const url = parse((await get(trip.path)).body)
      .querySelector('meta[property="og:image"]')!
      .getAttribute('content')!
      .slice(SITE.length);
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(png|webp)$/);
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect([width, height]).toEqual([1200, 630]);
    const unlisted = await makeTrip('Kansai unseen', 'unlisted');
    expect((await get(url.replace(`/${trip.id}-`, `/${unlisted.id}-`))).statusCode).toBe(404);
  });
});
