import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BeaconSchema } from '../../src/shared/analytics/analytics';
import { AnalyticsCounter } from '../../src/server/analytics/counter';
import { BAD_RUNS, BAD_TIMEOUT } from '../helpers/form-property';
import { aggregateAll } from '../../src/server/analytics/aggregate';
import { rollUpAnalytics } from '../../src/server/analytics/rollup';
import { BEACON_RATE_LIMIT } from '../../src/server/routes/analytics';
import { beacon, CHROME, flushed, storedEvents, visit } from '../helpers/analytics';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 39: what is stored never names anyone. Salts are per UTC day, shared by the instances and
// deleted after yesterday, by the hourly clean-up too; no raw address or user agent reaches any table
// (the rate limits' included); bad beacons store nothing.

/** Every table of the database, the migrations' and the rate limits' included. */
async function tableNames(t: TestApp): Promise<string[]> {
  const { rows } = t.database.sqlite
    ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.database.db)
    : await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.database.db);
  return rows.map((row) => row.name);
}

/** A stored value as text: strings as they are, bytes decoded, JSON and numbers written out. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return JSON.stringify(value) ?? '';
}

/** Every value of every column of every table, as one text to search. */
async function databaseText(t: TestApp): Promise<string> {
  const parts: string[] = [];
  for (const table of await tableNames(t)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      t.database.db,
    );
    for (const row of rows) parts.push(...Object.values(row).map(textOf));
  }
  return parts.join('\n');
}

function parses(text: string): boolean {
  try {
    return BeaconSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Bodies that are not a beacon: any text, any JSON, and near misses of a beacon's shape. */
const badBody = fc
  .oneof(
    fc.string({ maxLength: 300 }),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc
      .record(
        {
          type: fc.oneof(
            fc.constantFrom('pageview', 'place_opened'),
            fc.string({ maxLength: 20 }),
            fc.integer(),
          ),
          path: fc.oneof(
            fc.string({ maxLength: 40 }),
            fc.constant(`/${'p'.repeat(1001)}`),
            fc.constant(null),
          ),
          referrer: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
          target: fc.oneof(fc.constant(''), fc.string({ maxLength: 300 })),
          extra: fc.string({ maxLength: 10 }),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  )
  .filter((text) => !parses(text));

describe.each(ENGINES)('analytics privacy on $name', ({ name: engine }) => {
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  beforeAll(() => {
    client = clientWithPages();
  });
  afterAll(() => client.remove());
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { clientDir: client.dir });
  });
  afterEach(() => t.close());

  it('stores no raw address or user agent after 1,000 requests from varied visitors', async () => {
    const addresses: string[] = [];
    const agents: string[] = [];
    for (let i = 0; i < 1000; i += 1) {
      // Each IPv6 address in a /64 of its own: the beacon's limit counts a /64 as one address.
      const address =
        i % 2 === 0
          ? `198.51.${Math.floor(i / 250)}.${i % 250}`
          : `2001:db8:${i.toString(16)}::${(i * 7).toString(16)}`;
      const userAgent = `${CHROME} Probe${i}x`;
      addresses.push(address);
      agents.push(userAgent);
      const response =
        i % 4 === 3
          ? await beacon(
              t.app,
              { type: 'place_opened', path: '/places/1-x', target: '1' },
              { address, userAgent },
            )
          : await visit(t.app, { url: i % 5 === 0 ? '/stats?utm_source=x' : '/about', address, userAgent });
      expect(response.statusCode).toBeLessThan(300);
      // A route with a limit per address of its own (route-limits.ts) counts them too.
      if (i % 10 === 1) {
        const search = await visit(t.app, { url: '/api/locations/search?q=lake', address, userAgent });
        expect(search.statusCode).toBe(200);
      }
    }
    await flushed(t.app);
    expect(await storedEvents(t.database)).toHaveLength(1000);
    // Counted into the aggregates as well, so that every table holding their traces is searched.
    await aggregateAll(t.database);
    const stored = await databaseText(t);
    const found = [...addresses, ...agents, 'Probe'].filter((raw) => stored.includes(raw));
    expect(found).toEqual([]);
  }, 120_000);

  it('rotates the salt at UTC midnight, shared by counters, and deletes salts older than yesterday', async () => {
    await t.database.db
      .insertInto('analyticsSalts')
      .values({ day: '2030-01-01', salt: 'an-old-salt', createdAt: '2030-01-01T00:00:00.000Z' })
      .execute();
    let now = new Date('2030-03-10T23:59:58Z');
    // Two counters, as two instances have (analytics-counting.test.ts races three real ones).
    const counters = [1, 2].map(
      () =>
        new AnalyticsCounter({
          db: t.database.db,
          site: t.config.siteUrl,
          enabled: true,
          log: t.app.log,
          now: () => now,
        }),
    );
    const sighting = {
      type: 'pageview' as const,
      url: '/stats',
      referrer: undefined,
      target: null,
      address: '203.0.113.5',
      userAgent: CHROME,
      host: 'localhost',
      sessionToken: undefined,
    };
    // Two instances racing for the day's salt get the same one: the same visitor, the same hash.
    counters[0]!.record(sighting);
    counters[1]!.record(sighting);
    await Promise.all(counters.map((counter) => counter.flush()));
    now = new Date('2030-03-11T00:00:01Z');
    counters[0]!.record(sighting);
    await counters[0]!.flush();
    now = new Date('2030-03-12T08:00:00Z');
    counters[1]!.record(sighting);
    await counters[1]!.flush();

    const rows = await storedEvents(t.database);
    expect(rows.map((row) => row.day)).toEqual(['2030-03-10', '2030-03-10', '2030-03-11', '2030-03-12']);
    const [first, second, nextDay, dayAfter] = rows.map((row) => row.visitor);
    expect(second).toBe(first);
    expect(nextDay).not.toBe(first);
    expect(dayAfter).not.toBe(nextDay);
    const salts = await t.database.db.selectFrom('analyticsSalts').select('day').orderBy('day').execute();
    expect(salts.map((salt) => salt.day)).toEqual(['2030-03-11', '2030-03-12']);
    await Promise.all(counters.map((counter) => counter.close()));
  });

  it('deletes salts older than yesterday in the hourly clean-up, even on a day nobody visits', async () => {
    const now = new Date('2030-03-12T08:00:00Z');
    await t.database.db
      .insertInto('analyticsSalts')
      .values(
        ['2030-03-09', '2030-03-11', '2030-03-12'].map((day) => ({
          day,
          salt: `salt-of-${day}`,
          createdAt: `${day}T00:00:00.000Z`,
        })),
      )
      .execute();
    await rollUpAnalytics(t.database, t.config.analytics.rawDays, now);
    const salts = await t.database.db.selectFrom('analyticsSalts').select('day').orderBy('day').execute();
    expect(salts.map((salt) => salt.day)).toEqual(['2030-03-11', '2030-03-12']);
  });

  it(
    'answers 204 to 1,000 bad beacon bodies and stores nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(badBody, async (body) => {
          const response = await beacon(t.app, body, { address: '203.0.113.77' });
          expect(response.statusCode).toBe(204);
          expect(response.body).toBe('');
        }),
        { numRuns: BAD_RUNS },
      );
      await flushed(t.app);
      expect(await storedEvents(t.database)).toEqual([]);
    },
    BAD_TIMEOUT,
  );
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits in Redis (REDIS_URL)', () => {
  it('keep no raw address in Redis, and still hold across instances that share only Redis', async () => {
    // A prefix of this test's own: its keys are all the scan below finds.
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: `fru:test-${randomBytes(4).toString('hex')}:`,
    };
    const [one, two] = [await createTestApp('sqlite', env), await createTestApp('sqlite', env)];
    const redis = new Redis(env.REDIS_URL);
    const suffix = randomBytes(2).readUInt16BE();
    const addresses = [`192.0.2.${(suffix % 250) + 1}`, `2001:db8:${suffix.toString(16)}::7`];
    try {
      for (const address of addresses) {
        for (let i = 0; i < BEACON_RATE_LIMIT.points + 5; i += 1)
          await beacon(i % 2 === 0 ? one.app : two.app, { type: 'video_clicked', path: '/' }, { address });
        const search = await visit(one.app, { url: '/api/locations/search?q=lake', address });
        expect(search.statusCode).toBe(200);
      }
      await flushed(one.app, two.app);
      // One database each: the rows are split between them, the limit held across both.
      const stored = (await storedEvents(one.database)).length + (await storedEvents(two.database)).length;
      expect(stored).toBe(BEACON_RATE_LIMIT.points * addresses.length);
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${env.REDIS_KEY_PREFIX}*`, count: 1000 }))
        keys.push(...(batch as string[]));
      expect(keys.filter((key) => addresses.some((address) => key.includes(address)))).toEqual([]);
      expect(keys.filter((key) => key.includes('analytics:beacon'))).toHaveLength(addresses.length);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
      await one.close();
      await two.close();
    }
  });
});
