import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '../../src/server/auth/sessions';
import { dumpDatabase } from '../helpers/db-dump';
import { listRoutes } from '../helpers/routes';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

/** What visitors may call. Every other route must refuse them. */
const PUBLIC = new Set([
  'POST /api/auth/login',
  'POST /api/auth/passkey-login/options', // signing in with a passkey (tests/api/passkeys.test.ts)
  'POST /api/auth/passkey-login',
  'POST /api/messages',
  'POST /api/suggestions',
  'POST /api/waitlist',
  'POST /api/waitlist/leave',
  'GET /api/auth/me', // answers 401 itself for visitors
  'GET /api/openapi.json', // the API's own description, generated from its contract
  'GET /metrics', // for the operator's monitoring: METRICS_TOKEN guards it (tests/api/metrics.test.ts)
  'GET /healthz', // for load balancers: alive (tests/api/health.test.ts)
  'GET /readyz', // for load balancers: database reachable and migrated
  'GET /media/:file', // the public copies of uploaded photos (tests/api/media.test.ts)
  // What search engines, feed readers, link previews and blog platforms read (issue 16: place-pages,
  // sitemap-feed, oembed, sharing-images tests): built from the visitors' read of the places.
  'GET /sitemap.xml',
  'GET /sitemaps/:part',
  'GET /robots.txt',
  'GET /feed.xml',
  'GET /oembed',
  'GET /og/places/:file',
  'GET /og/stats.png',
  'GET /og/trips/:file', // a public trip's sharing image (tests/api/trip-pages.test.ts)
  'GET /og/packs/:file', // a pack on sale's sharing image (tests/api/pack-pages.test.ts)
  'GET /og/home.png', // the site's sharing image with the copy's figures (tests/e2e/figures.spec.ts)
  'GET /site.webmanifest', // the installable site's manifest, with the copy's figures (tests/e2e/figures.spec.ts)
  // Trip packs (tests/api/packs.test.ts, pack-purchase.test.ts, pack-library.test.ts): the packs on
  // sale and their previews, Buy, a buyer's library by its token, asking for the link again, and
  // Stripe's webhook (its signature checked instead of a session).
  'GET /api/packs',
  'GET /api/packs/:id',
  'GET /api/packs/:id/route',
  'POST /api/packs/:id/checkout',
  'GET /api/library/:token',
  'GET /api/library/:token/files/:format',
  'GET /api/library/:token/route',
  'POST /api/library/resend',
  'POST /api/library/:token/updates-off',
  'POST /api/stripe/webhook',
  // The browser's analytics beacon: always 204, counts nothing for the owner (analytics-counting.test.ts).
  'POST /api/beacon',
  // The media kit's figures: 404 for visitors while the owner keeps it off (tests/api/media-kit.test.ts).
  'GET /api/media-kit',
  'GET /media-kit.pdf',
  // Video thumbnails through the server, so browsers ask YouTube nothing (tests/api/third-party-proxy.test.ts).
  'GET /thumbnails/:id/:file',
  // Places' photos linked from other sites, through the server (tests/api/photo-links.test.ts).
  'GET /photo-link',
  // The filtered view as KML or GPX, public places only (tests/api/places-download.test.ts).
  'GET /api/places/download',
]);

/** Called by another site's servers: refused by its signature, not by the same-origin check. */
const CROSS_SITE = new Set(['POST /api/stripe/webhook']);
const PUBLIC_READ_PREFIXES = [
  '/api/locations',
  '/api/location-types',
  '/api/site',
  '/api/channel', // the channel card's figures and latest videos (tests/api/channel.test.ts)
  '/api/stats',
  '/api/world-progress',
  '/api/geo/',
  '/api/tags', // a visitor's list holds only the tags of visible places (tests/api/tags.test.ts)
  '/api/pages', // the site's own pages (tests/api/pages.test.ts)
  '/api/trips', // public trips (tests/api/trips.test.ts, trip-files.test.ts)
  '/api/shared-trips/', // a share link's trip, for whoever holds the link (tests/api/trip-links.test.ts)
];

/** Reads under a public prefix that are the owner's alone. */
const OWNER_READS = new Set([
  'GET /api/locations/:id/history',
  'GET /api/pages/:slug/history',
  'GET /api/trips/trash',
  'GET /api/trips/:id/history',
  'GET /api/trips/:id/links',
]);

const isPublic = (method: string, path: string) =>
  !OWNER_READS.has(`${method} ${path}`) &&
  (PUBLIC.has(`${method} ${path}`) ||
    (method === 'GET' && PUBLIC_READ_PREFIXES.some((prefix) => path.startsWith(prefix))));

describe.each(ENGINES)('authorisation matrix on $name', ({ name: engine }) => {
  let t: TestApp;
  let owner: string;
  const ids: Record<string, string> = {};
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.login();
    const place = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie: owner,
      payload: { name: 'Banff', latitude: 51.18, longitude: -115.57 },
    });
    ids['/api/locations'] = String(place.json().id);
    const visitor = { 'x-forwarded-for': '203.0.113.9' };
    await t.request({
      method: 'POST',
      url: '/api/messages',
      headers: visitor,
      payload: {
        name: 'Ann',
        email: 'ann@example.com',
        type: 'general',
        subject: 'Hi',
        message: 'Hello',
        website: '',
      },
    });
    await t.request({
      method: 'POST',
      url: '/api/suggestions',
      headers: visitor,
      payload: { placeName: 'Jasper', location: '', reason: '', name: '', website: '' },
    });
    await t.request({
      method: 'POST',
      url: '/api/waitlist',
      headers: visitor,
      payload: { email: 'ann@example.com', website: '' },
    });
    for (const resource of ['messages', 'suggestions', 'waitlist']) {
      const list = (await t.request({ method: 'GET', url: `/api/${resource}`, cookie: owner })).json() as {
        id: string;
      }[];
      expect(list.length, resource).toBe(1);
      ids[`/api/${resource}`] = list[0]!.id;
    }
    // HEAD mirrors GET; GET is checked.
    routes = listRoutes(t.app).filter((r) => r.method !== 'HEAD');
  });
  afterAll(() => t.close());

  const url = (path: string) =>
    path.replace(/^(.*)\/:id$/, (_m, base: string) => `${base}/${ids[base] ?? '1'}`);
  const ownerOnly = () => routes.filter((r) => !isPublic(r.method, r.path));

  it('covers every route the app serves', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(ownerOnly().map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/locations',
        'PATCH /api/locations/:id',
        'DELETE /api/locations/:id',
        'GET /api/messages',
        'GET /api/waitlist.csv',
        'PATCH /api/site',
        'GET /api/locations/:id/history',
        'POST /api/locations/:id/restore',
        'GET /api/trash',
        'DELETE /api/trash',
        'DELETE /api/trash/:id',
        'GET /api/imports',
        'POST /api/imports/:id/undo',
        'POST /api/tags',
        'PATCH /api/tags/:id',
        'POST /api/tags/:id/merge',
        'DELETE /api/tags/:id',
        'PUT /api/pages/:slug',
        'GET /api/pages/:slug/history',
      ]),
    );
  });

  it('refuses every owner-only route without a session, with a logged-out one and with an expired one, changing nothing', async () => {
    const loggedOut = await t.login();
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', cookie: loggedOut })).statusCode).toBe(
      204,
    );
    const expired = await t.login();
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .execute();
    await t.database.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString() })
      .where('id', '=', sessions[0]!.id)
      .execute();

    const before = await dumpDatabase(t.database);
    for (const [label, cookie] of [
      ['no session', undefined],
      ['logged-out session', loggedOut],
      ['expired session', expired],
    ] as const) {
      for (const { method, path } of ownerOnly()) {
        const response = await t.request({
          method: method as 'GET',
          url: url(path),
          cookie,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { name: 'Mallory' } }),
        });
        expect(response.statusCode, `${label}: ${method} ${path}`).toBe(401);
        expect(response.json().error.code).toBe('unauthorized');
      }
    }
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('refuses every unsafe route from another site, even with the owner session, changing nothing', async () => {
    const before = await dumpDatabase(t.database);
    for (const { method, path } of routes.filter(
      (r) => r.method !== 'GET' && !CROSS_SITE.has(`${r.method} ${r.path}`),
    )) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        {},
      ]) {
        // app.inject directly: the `request` helper would add this site's Origin.
        const response = await t.app.inject({
          method: method as 'POST',
          url: url(path),
          headers: { host: 'localhost:3000', cookie: owner, ...headers },
          payload: { name: 'Mallory', password: 'x' },
        });
        expect(response.statusCode, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(await dumpDatabase(t.database)).toBe(before);
  });

  it('no GET changes anything', async () => {
    const before = await dumpDatabase(t.database);
    for (const { path } of routes.filter((r) => r.method === 'GET'))
      await t.request({ method: 'GET', url: url(path), cookie: owner });
    expect(await dumpDatabase(t.database)).toBe(before);
  });
});
