import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BEACON_RATE_LIMIT } from '../../src/server/routes/analytics';
import { beacon, CHROME, flushed, GOOGLEBOT, IPHONE, storedEvents, visit } from '../helpers/analytics';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 39: the server counts every HTML page it answers, and the browser's beacon what it cannot
// see; the owner, bots, Sec-GPC: 1, errors, HEAD and the API are not counted.

describe.each(ENGINES)('analytics counting on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  beforeAll(() => {
    client = clientWithPages();
    copyFileSync(join(import.meta.dirname, '..', '..', 'embed.html'), join(client.dir, 'embed.html'));
    mkdirSync(join(client.dir, 'assets'));
    writeFileSync(join(client.dir, 'assets', 'app.js'), 'console.log(1);');
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { clientDir: client.dir });
  });
  afterEach(() => t.close());

  it('counts page views with their path, referrer host, campaign, device, browser and country', async () => {
    const first = await visit(t.app, {
      url: '/stats?utm_source=news&utm_medium=email&utm_campaign=spring&id=7',
      headers: { referer: 'https://www.example.org/blog/post?q=1' },
    });
    expect(first.statusCode).toBe(200);
    // A link from the site itself has no referrer host; a phone is a phone.
    await visit(t.app, {
      url: '/about',
      userAgent: IPHONE,
      address: '127.0.0.1',
      headers: { referer: 'http://localhost:3000/stats' },
    });
    const embed = await visit(t.app, { url: '/embed' });
    expect(embed.statusCode).toBe(200);
    await flushed(t.app);

    const rows = await storedEvents(t.database);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      type: 'pageview',
      path: '/stats',
      referrerHost: 'www.example.org',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'spring',
      device: 'desktop',
      browser: 'Chrome',
      country: 'US',
      target: null,
    });
    expect(rows[0]!.visitor).toMatch(/^[\w-]{43}$/);
    expect(rows[1]).toMatchObject({
      path: '/about',
      referrerHost: null,
      utmSource: null,
      device: 'mobile',
      browser: 'Safari',
      country: null,
    });
    expect(rows[2]).toMatchObject({ path: '/embed', browser: 'Chrome' });
    // Two visits from one address and browser are one visitor.
    await visit(t.app, { url: '/faqs' });
    await flushed(t.app);
    const again = await storedEvents(t.database);
    expect(again[3]!.visitor).toBe(rows[0]!.visitor);
  });

  it('does not count the owner, bots, Sec-GPC: 1, prefetches, errors, HEAD, the API or assets', async () => {
    const owner = await t.login();
    const notCounted = [
      await visit(t.app, { url: '/stats', headers: { cookie: owner } }),
      await visit(t.app, { url: '/stats', userAgent: GOOGLEBOT }),
      await visit(t.app, { url: '/stats', userAgent: '' }),
      await visit(t.app, { url: '/stats', headers: { 'sec-gpc': '1' } }),
      await visit(t.app, { url: '/stats', headers: { 'sec-purpose': 'prefetch;prerender' } }),
      await visit(t.app, { url: '/no-such-page' }),
      await visit(t.app, { url: '/stats', method: 'HEAD' }),
      await visit(t.app, { url: '/api/site' }),
      await visit(t.app, { url: '/index.html' }),
      await visit(t.app, { url: '/embed.html' }),
      await visit(t.app, { url: '/assets/app.js' }),
      await beacon(t.app, { type: 'pageview', path: '/trips' }, { headers: { cookie: owner } }),
      await beacon(t.app, { type: 'pageview', path: '/trips' }, { userAgent: GOOGLEBOT }),
      await beacon(t.app, { type: 'pageview', path: '/trips' }, { headers: { 'sec-gpc': '1' } }),
    ];
    expect(notCounted.map((r) => r.statusCode)).toEqual([
      200, 200, 200, 200, 200, 404, 200, 200, 200, 200, 200, 204, 204, 204,
    ]);
    // A session cookie that is no longer (or never was) the owner's is a visitor like any other.
    await visit(t.app, { url: '/contact', headers: { cookie: 'fru_session=not-a-session' } });
    await flushed(t.app);
    expect((await storedEvents(t.database)).map((row) => row.path)).toEqual(['/contact']);
  });

  it("stores the beacon's events, text/plain or JSON, with their target and campaign", async () => {
    const sent = await beacon(t.app, {
      type: 'place_opened',
      path: '/places/12-lisbon?utm_source=youtube&utm_campaign=lisbon',
      referrer: 'https://m.youtube.com/watch?v=x',
      target: '12',
    });
    expect(sent.statusCode).toBe(204);
    expect(sent.body).toBe('');
    const json = await beacon(
      t.app,
      { type: 'embed_shown', path: '/embed', target: 'blog.example.net' },
      { headers: { 'content-type': 'application/json' }, userAgent: IPHONE },
    );
    expect(json.statusCode).toBe(204);
    await flushed(t.app);
    const rows = await storedEvents(t.database);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 'place_opened',
      path: '/places/12-lisbon',
      referrerHost: 'm.youtube.com',
      utmSource: 'youtube',
      utmCampaign: 'lisbon',
      target: '12',
      device: 'desktop',
    });
    expect(rows[1]).toMatchObject({ type: 'embed_shown', target: 'blog.example.net', device: 'mobile' });
  });

  it('refuses a beacon over 4 KB with 413 and stores nothing', async () => {
    const huge = await beacon(t.app, { type: 'pageview', path: `/${'x'.repeat(5000)}` });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'too_large' } });
    await flushed(t.app);
    expect(await storedEvents(t.database)).toEqual([]);
  });

  it('stores no more than the rate limit from one address, across three instances', async () => {
    const others = [await t.anotherInstance(), await t.anotherInstance()];
    const apps = [t.app, ...others];
    const over = BEACON_RATE_LIMIT.points + 15;
    for (let i = 0; i < over; i += 1) {
      const sent = await beacon(
        apps[i % 3]!,
        { type: 'video_clicked', path: '/', target: `${i}` },
        {
          address: '203.0.113.9',
        },
      );
      expect(sent.statusCode).toBe(204);
    }
    // Another address still counts.
    await beacon(t.app, { type: 'video_clicked', path: '/' }, { address: '203.0.113.10' });
    await flushed(...apps);
    expect(await storedEvents(t.database)).toHaveLength(BEACON_RATE_LIMIT.points + 1);
  });

  it('limits an IPv6 host by its /64, whatever interface ids it rotates through', async () => {
    const over = BEACON_RATE_LIMIT.points + 15;
    for (let i = 0; i < over; i += 1) {
      // One /64, written compressed and in full: the same network.
      const address =
        i % 2 === 0 ? `2001:db8:1:2::${(i + 1).toString(16)}` : `2001:0db8:0001:0002:0:0:9:${i}`;
      const sent = await beacon(t.app, { type: 'video_clicked', path: '/', target: `${i}` }, { address });
      expect(sent.statusCode).toBe(204);
    }
    // The next /64 is another network, and counts.
    await beacon(t.app, { type: 'video_clicked', path: '/' }, { address: '2001:db8:1:3::1' });
    await flushed(t.app);
    expect(await storedEvents(t.database)).toHaveLength(BEACON_RATE_LIMIT.points + 1);
  });

  it('three instances counting one stream give the same totals as one', async () => {
    const others = [
      await t.anotherInstance({}, { clientDir: client.dir }),
      await t.anotherInstance({}, { clientDir: client.dir }),
    ];
    const apps = [t.app, ...others];
    const pages = ['/', '/stats', '/about', '/trips', '/faqs'];
    // 60 visits by 12 visitors (4 addresses × 3 browsers), spread over the instances in turn.
    for (let i = 0; i < 60; i += 1) {
      const response = await visit(apps[i % 3]!, {
        url: pages[i % pages.length]!,
        address: `198.51.100.${i % 4}`,
        userAgent: [CHROME, IPHONE, `${CHROME} Variant/${i % 3}`][Math.floor(i / 4) % 3]!,
      });
      expect(response.statusCode).toBe(200);
    }
    await flushed(...apps);
    const totals = (database: TestApp['database']) =>
      database.db
        .selectFrom('analyticsEvents')
        .select(({ fn }) => [
          fn.countAll<number>().as('views'),
          fn.count<number>('visitor').distinct().as('visitors'),
        ])
        .executeTakeFirstOrThrow();
    expect(await totals(t.database)).toEqual({ views: 60, visitors: 12 });
    // One salt for the day, whichever instance needed it first.
    expect(await t.database.db.selectFrom('analyticsSalts').selectAll().execute()).toHaveLength(1);
  });
});
