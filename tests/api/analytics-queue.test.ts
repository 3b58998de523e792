import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsCounter, QUEUE_MAX } from '../../src/server/analytics/counter';
import { beacon, CHROME, flushed, storedEvents, visit } from '../helpers/analytics';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 39: writes are batched in memory per instance; the queue is capped and closing writes it.

describe.each(ENGINES)('the analytics queue on $name', ({ name: engine }) => {
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

  it('counts nothing with ANALYTICS=off, and the beacon still answers 204', async () => {
    const off = await t.anotherInstance({ ANALYTICS: 'off' }, { clientDir: client.dir });
    expect((await visit(off, { url: '/stats' })).statusCode).toBe(200);
    expect((await beacon(off, { type: 'buy_clicked', path: '/trip-packs' })).statusCode).toBe(204);
    await flushed(off);
    expect(await storedEvents(t.database)).toEqual([]);
  });

  it('writes what is queued when the instance closes', async () => {
    const other = await t.anotherInstance({}, { clientDir: client.dir });
    // Just written: the next write is a second away, so what follows waits in the queue.
    await other.analytics.flush();
    await visit(other, { url: '/stats' });
    await beacon(other, { type: 'contact_sent', path: '/contact' });
    await new Promise((resolve) => setImmediate(resolve));
    await other.close();
    expect((await storedEvents(t.database)).map((row) => row.type)).toEqual(['pageview', 'contact_sent']);
  });

  it('drops the oldest beyond the cap and says how many in one warning', async () => {
    const warnings: string[] = [];
    const counter = new AnalyticsCounter({
      db: t.database.db,
      site: t.config.siteUrl,
      enabled: true,
      log: { warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))) },
    });
    for (let i = 0; i < QUEUE_MAX + 5; i += 1) {
      counter.record({
        type: 'pageview',
        url: `/p${i}`,
        referrer: undefined,
        target: null,
        address: '203.0.113.1',
        userAgent: CHROME,
        host: 'localhost',
        sessionToken: undefined,
      });
    }
    await counter.close();
    const rows = await storedEvents(t.database);
    expect(rows).toHaveLength(QUEUE_MAX);
    expect(rows[0]!.path).toBe('/p5');
    expect(warnings).toEqual([
      `Analytics: 5 page views or events were dropped (more than ${QUEUE_MAX} waiting to be written).`,
    ]);
  }, 60_000);
});
