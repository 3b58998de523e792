import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aggregateStep, DIMENSION_COLUMNS } from '../../src/server/analytics/aggregate';
import { addDays, rollUpAnalytics, utcDay } from '../../src/server/analytics/rollup';
import type { Database } from '../../src/server/db/index';
import {
  CHROME,
  flushed,
  insertEvents,
  IPHONE,
  secondHandle,
  visit,
  type Fixture,
} from '../helpers/analytics';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const TODAY = utcDay(new Date());

type Keyed = { day: string; type: string; dimension: string; value: string };
const byKey = (a: Keyed, b: Keyed) =>
  [a.day, a.type, a.dimension, a.value]
    .join(' ')
    .localeCompare([b.day, b.type, b.dimension, b.value].join(' '));

/** What the raw rows say, per day, type, dimension and value: the aggregates must say the same. */
async function countedFromRaw(database: Database) {
  const columns: [string, string][] = [['total', "''"], ...Object.entries(DIMENSION_COLUMNS)];
  const rows = [];
  for (const [dimension, column] of columns) {
    const { rows: found } = await sql<{
      day: string;
      type: string;
      value: string;
      count: number;
      visitors: number;
    }>`
      select day, type, ${sql.raw(column)} as value, count(*) as count, count(distinct visitor) as visitors
      from analytics_events where ${sql.raw(column)} is not null
      group by day, type${sql.raw(dimension === 'total' ? '' : `, ${column}`)}`.execute(database.db);
    rows.push(
      ...found.map((row) => ({
        ...row,
        dimension,
        count: Number(row.count),
        visitors: Number(row.visitors),
      })),
    );
  }
  return rows.sort(byKey);
}

async function aggregates(database: Database) {
  const rows = await database.db.selectFrom('analyticsDaily').selectAll().execute();
  return rows
    .map((row) => ({ ...row, count: Number(row.count), visitors: Number(row.visitors) }))
    .sort(byKey);
}

/** Steps of a few events each, on both handles at once, until neither finds anything new. */
async function countInSmallSteps(...databases: Database[]): Promise<void> {
  for (;;) {
    const steps = await Promise.all(databases.map((database) => aggregateStep(database, 7)));
    if (steps.every((step) => step.events === 0)) return;
  }
}

describe.each(ENGINES)('analytics counted as the events arrive ($name)', ({ name }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let cookie: string;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(name, {}, { clientDir: client.dir });
    cookie = await t.login();
  });
  afterEach(() => t.close());

  const summary = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/analytics/summary${query}`, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("counts today's visits into the aggregates, exact, whichever of two instances counts them", async () => {
    const other = await t.anotherInstance({}, { clientDir: client.dir });
    const pages = ['/', '/stats', '/about', '/faqs'];
    // 48 visits by 8 visitors (4 addresses × 2 browsers), on both instances in turn.
    for (let i = 0; i < 48; i += 1) {
      const response = await visit(i % 2 ? other : t.app, {
        url: `${pages[i % pages.length]}${i % 3 ? '' : '?utm_campaign=spring'}`,
        address: `198.51.100.${i % 4}`,
        userAgent: Math.floor(i / 4) % 2 ? IPHONE : CHROME,
      });
      expect(response.statusCode).toBe(200);
    }
    await flushed(t.app, other);
    const handle = await secondHandle(t);
    try {
      await countInSmallSteps(t.database, handle);
    } finally {
      await handle.close();
    }
    const counted = await aggregates(t.database);
    expect(counted).toEqual(await countedFromRaw(t.database));
    expect(counted).toContainEqual({
      day: TODAY,
      type: 'pageview',
      dimension: 'total',
      value: '',
      count: 48,
      visitors: 8,
    });
    const body = await summary(`?from=${TODAY}&to=${TODAY}`);
    expect(body.totals).toEqual({ visitors: 8, views: 48 });
    expect(body.tops.campaigns).toEqual([{ value: 'spring', label: 'spring', views: 16, visitors: 8 }]);
  });

  it('shows the visits written since the last count on the next dashboard answer', async () => {
    await visit(t.app, { url: '/stats', address: '198.51.100.7' });
    await flushed(t.app);
    const body = await summary(`?from=${TODAY}&to=${TODAY}`);
    expect(body.totals).toEqual({ visitors: 1, views: 1 });
    expect(body.tops.pages).toEqual([{ value: '/stats', label: '/stats', views: 1, visitors: 1 }]);
  });

  it('answers a long range from blocks of days what the raw rows say, day by day', async () => {
    // 150 days of visits: on day n, visitors v0…v(n mod 7), each viewing one page or two.
    const fixtures: Fixture[] = [];
    for (let back = 0; back < 150; back += 1) {
      const day = addDays(TODAY, -back);
      for (let v = 0; v <= back % 7; v += 1) {
        const country = ['FR', 'DE', 'JP'][(back + v) % 3];
        fixtures.push({ day, visitor: `v${v}`, path: `/p${(back * v) % 5}`, country });
        if ((back + v) % 2) fixtures.push({ day, visitor: `v${v}`, path: '/stats', country });
      }
    }
    await insertEvents(t.database, fixtures);
    await rollUpAnalytics(t.database, 400);

    for (const [from, to] of [
      [addDays(TODAY, -89), TODAY],
      [addDays(TODAY, -29), TODAY],
      [addDays(TODAY, -140), addDays(TODAY, -77)],
      [addDays(TODAY, -3), addDays(TODAY, -3)],
    ] as const) {
      const inRange = fixtures.filter((f) => f.day >= from && f.day <= to);
      const top = (valueOf: (f: Fixture) => string) => {
        const byValue = new Map<string, { views: number; visitors: Set<string> }>();
        for (const f of inRange) {
          const seen = byValue.get(valueOf(f)) ?? { views: 0, visitors: new Set<string>() };
          seen.views += 1;
          seen.visitors.add(`${f.day} ${f.visitor}`);
          byValue.set(valueOf(f), seen);
        }
        return [...byValue]
          .map(([value, { views, visitors }]) => ({ value, views, visitors: visitors.size }))
          .sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value));
      };
      const body = await summary(`?from=${from}&to=${to}`);
      expect(body.totals).toEqual({
        views: inRange.length,
        visitors: new Set(inRange.map((f) => `${f.day} ${f.visitor}`)).size,
      });
      const unlabelled = (rows: { label: string }[]) => rows.map(({ label: _, ...row }) => row);
      expect(unlabelled(body.tops.pages)).toEqual(top((f) => f.path!));
      expect(unlabelled(body.tops.countries)).toEqual(top((f) => f.country!));
    }
  });
});
