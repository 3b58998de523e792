import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/index';
import { pruneSeen } from '../../src/server/analytics/aggregate';
import { addDays, deleteRolledUpRaw, rollUpAnalytics, utcDay } from '../../src/server/analytics/rollup';
import { insertEvents, secondHandle, type Fixture } from '../helpers/analytics';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const TODAY = utcDay(new Date());
const day = (offset: number) => addDays(TODAY, offset);

const dailyRows = (database: Database) =>
  database.db
    .selectFrom('analyticsDaily')
    .selectAll()
    .orderBy('day')
    .orderBy('type')
    .orderBy('dimension')
    .orderBy('value')
    .execute();

describe.each(ENGINES)('analytics rollup and dashboard ($name)', ({ name }) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(name);
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const summary = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/analytics/summary${query}`, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  // Two days ago: 3 visitors (a viewed /stats twice, b came from a newsletter); yesterday: 2; today: 1.
  const WEEK: Fixture[] = [
    { day: day(-2), visitor: 'a', path: '/stats', country: 'FR', referrerHost: 'news.example' },
    { day: day(-2), visitor: 'a', path: '/stats', country: 'FR' },
    { day: day(-2), visitor: 'b', path: '/', country: 'DE', utmCampaign: 'spring', device: 'mobile' },
    { day: day(-2), visitor: 'c', path: '/', country: 'FR', browser: 'Safari' },
    { day: day(-2), visitor: 'a', type: 'place_opened', target: '7' },
    { day: day(-2), visitor: 'a', type: 'video_clicked', target: '7' },
    { day: day(-1), visitor: 'd', path: '/stats', country: 'FR' },
    { day: day(-1), visitor: 'e', path: '/', country: 'DE', referrerHost: 'news.example' },
    { day: day(-1), visitor: 'e', type: 'place_opened', target: '7' },
    { day: day(-1), visitor: 'e', type: 'embed_shown', target: 'blog.example' },
    { day: day(0), visitor: 'f', path: '/', country: 'FR' },
  ];

  it('counts every day once, today included, whatever how often and by how many instances', async () => {
    await insertEvents(t.database, WEEK);
    await rollUpAnalytics(t.database, 30);
    const once = await dailyRows(t.database);
    // Today is counted as well, as its events arrive.
    expect(new Set(once.map((row) => row.day))).toEqual(new Set([day(-2), day(-1), day(0)]));
    expect(once).toContainEqual({
      day: day(-2),
      type: 'pageview',
      dimension: 'total',
      value: '',
      count: 4,
      visitors: 3,
    });
    expect(once).toContainEqual({
      day: day(-2),
      type: 'pageview',
      dimension: 'country',
      value: 'FR',
      count: 3,
      visitors: 2,
    });

    // The same events on another database, counted by two instances at once, twice.
    const twice = await createTestApp(name);
    const other = await secondHandle(twice);
    try {
      await insertEvents(twice.database, WEEK);
      await Promise.all([rollUpAnalytics(twice.database, 30), rollUpAnalytics(other, 30)]);
      await Promise.all([rollUpAnalytics(twice.database, 30), rollUpAnalytics(other, 30)]);
      expect(await dailyRows(twice.database)).toEqual(once);
    } finally {
      await other.close();
      await twice.close();
    }
  });

  it('deletes raw rows past ANALYTICS_RAW_DAYS only once their day is rolled up', async () => {
    await insertEvents(t.database, [
      { day: day(-40), visitor: 'old', path: '/' },
      { day: day(-40), visitor: 'old2', path: '/about' },
      { day: day(-5), visitor: 'recent', path: '/' },
    ]);
    // Not rolled up yet: the old day's raw rows are all it has, and stay.
    expect(await deleteRolledUpRaw(t.database.db, day(-30))).toBe(0);

    expect(await rollUpAnalytics(t.database, 30)).toEqual({ days: 2, deleted: 2 });
    const left = await t.database.db.selectFrom('analyticsEvents').select('day').execute();
    expect(left).toEqual([{ day: day(-5) }]);
    // The old day's figures live on in the aggregates.
    const old = await summary(`?from=${day(-40)}&to=${day(-40)}`);
    expect(old.totals).toEqual({ visitors: 2, views: 2 });
    expect(old.tops.pages.map((row: { value: string }) => row.value).sort()).toEqual(['/', '/about']);
  });

  it('answers the numbers the counted rows make, rolled up or not, with the previous range', async () => {
    const place = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie,
      payload: {
        name: 'Zion National Park',
        type: 'national-park',
        status: 'visited',
        country: 'United States',
        latitude: 37.3,
        longitude: -113,
      },
    });
    expect(place.statusCode, place.body).toBe(201);
    const id = String(place.json().id);
    const withPlace = WEEK.map((f) => (f.target === '7' ? { ...f, target: id } : f));
    await insertEvents(t.database, [
      ...withPlace,
      { day: day(-2), visitor: 'c', path: `/places/${id}-zion-national-park`, country: 'FR' },
      // The previous range of a 3-day range ending today: days -5 to -3.
      { day: day(-4), visitor: 'p', path: '/' },
      { day: day(-3), visitor: 'p', path: '/' },
    ]);
    await rollUpAnalytics(t.database, 30);

    const body = await summary(`?from=${day(-2)}&to=${day(0)}`);
    expect(body.range).toEqual({ from: day(-2), to: day(0) });
    expect(body.previousRange).toEqual({ from: day(-5), to: day(-3) });
    expect(body.series).toEqual([
      { day: day(-2), visitors: 3, views: 5 },
      { day: day(-1), visitors: 2, views: 2 },
      // Today is read from the raw rows.
      { day: day(0), visitors: 1, views: 1 },
    ]);
    expect(body.totals).toEqual({ visitors: 6, views: 8 });
    expect(body.previousTotals).toEqual({ visitors: 2, views: 2 });
    expect(body.tops.pages[0]).toEqual({ value: '/', label: '/', views: 4, visitors: 4 });
    // Its page viewed by c, opened on the map by a and e.
    expect(body.tops.places).toEqual([{ value: id, label: 'Zion National Park', views: 3, visitors: 3 }]);
    expect(body.tops.countries[0]).toEqual({ value: 'FR', label: 'France', views: 6, visitors: 4 });
    expect(body.tops.referrers).toEqual([
      { value: 'news.example', label: 'news.example', views: 2, visitors: 2 },
    ]);
    expect(body.tops.campaigns).toEqual([{ value: 'spring', label: 'spring', views: 1, visitors: 1 }]);
    expect(body.tops.embeds).toEqual([
      { value: 'blog.example', label: 'blog.example', views: 1, visitors: 1 },
    ]);
    expect(body.tops.devices).toContainEqual({ value: 'mobile', label: 'mobile', views: 1, visitors: 1 });
    expect(body.funnel).toEqual({ placeOpened: 2, videoClicked: 1 });

    const csv = await t.request({
      method: 'GET',
      url: `/api/analytics/export.csv?from=${day(-2)}&to=${day(0)}`,
      cookie,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`${day(-2)},3,5\r\n`);
    expect(csv.body).toContain('places,' + id + ',Zion National Park,3,3');
  });

  it('defaults to the last 30 days and refuses a range it cannot read, changing nothing', async () => {
    const body = await summary('');
    expect(body.range).toEqual({ from: day(-29), to: day(0) });
    expect(body.series).toHaveLength(30);
    expect(body.totals).toEqual({ visitors: 0, views: 0 });

    const refused = async (query: string, field: string, message: RegExp) => {
      const response = await t.request({ method: 'GET', url: `/api/analytics/summary${query}`, cookie });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(/YYYY-MM-DD/);
      expect(error.fields[field]).toMatch(message);
    };
    await refused('?from=2026-13-01', 'from', /YYYY-MM-DD/);
    await refused('?from=2026-02-30&to=2026-03-01', 'from', /YYYY-MM-DD/);
    await refused('?from=2026-03-02&to=2026-03-01', 'from', /on or before/);
    await refused('?from=2024-01-01&to=2025-01-02', 'to', /366 days/);
    await refused(`?from=${day(-400)}&to=${day(0)}`, 'to', /366 days/);
    expect(await t.database.db.selectFrom('analyticsDaily').select('day').execute()).toEqual([]);
  });

  it('answers a visitor 401, the summary and the CSV alike', async () => {
    for (const url of ['/api/analytics/summary', '/api/analytics/export.csv']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('forgets the visitors seen before yesterday, range after range, and keeps the recent ones', async () => {
    const { db } = t.database;
    // The app's own rollup at start would forget some of them first (it failed once on a slow machine).
    await t.app.analyticsRollupDone();
    const seen = (offset: number, visitors: number) =>
      Array.from({ length: visitors }, (_, i) => [
        {
          day: day(offset),
          visitor: `v${String(i).padStart(3, '0')}`,
          type: 'view',
          dimension: 'path',
          value: '/',
        },
        {
          day: day(offset),
          visitor: `v${String(i).padStart(3, '0')}`,
          type: 'view',
          dimension: 'country',
          value: 'FR',
        },
      ]).flat();
    await db
      .insertInto('analyticsSeen')
      .values([...seen(-3, 23), ...seen(-2, 11), ...seen(-1, 7), ...seen(0, 5)] as never)
      .execute();
    // Ranges of 4 visitors: each day's visitors take several, the last one shorter.
    expect(await pruneSeen(db, day(-1), 4)).toBe(2 * (23 + 11));
    const left = await db.selectFrom('analyticsSeen').select(['day', 'visitor']).execute();
    expect(new Set(left.map((row) => row.day))).toEqual(new Set([day(-1), day(0)]));
    expect(left).toHaveLength(2 * (7 + 5));
    expect(await pruneSeen(db, day(-1), 4)).toBe(0);
  });
});
