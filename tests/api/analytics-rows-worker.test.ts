import { afterEach, describe, expect, it } from 'vitest';
import { eventRowsJson, EVENT_COLUMNS, type RowsJob } from '../../src/server/analytics/event-rows';
import { RowsOffThread } from '../../src/server/analytics/rows-off-thread';
import { siteAddress } from '../../src/server/analytics/sighting';
import { CHROME, IPHONE } from '../helpers/analytics';

// Issue 39: the counter's rows (hashes, user agents, countries) are built in a worker thread, so
// that a busy second's views never hold up the page requests; a view is never lost to it.

const job: RowsJob = {
  sightings: [
    {
      at: new Date('2026-03-01T23:59:59.000Z'),
      type: 'pageview',
      url: '/stats?utm_source=news&utm_medium=email&utm_campaign=spring',
      referrer: 'https://news.example/article',
      target: null,
      address: '8.8.8.8',
      userAgent: CHROME,
      host: 'localhost',
    },
    {
      at: new Date('2026-03-02T00:00:01.000Z'),
      type: 'place_opened',
      url: '/',
      referrer: 'http://localhost:3000/stats',
      target: '42',
      address: '::ffff:10.1.2.3',
      userAgent: IPHONE,
      host: 'localhost',
    },
  ],
  salts: { '2026-03-01': 'salt of the first', '2026-03-02': 'salt of the second' },
  site: siteAddress('http://localhost:3000'),
};

const rowsOf = (text: string) =>
  (JSON.parse(text) as unknown[][]).map((row) =>
    Object.fromEntries(EVENT_COLUMNS.map((c, i) => [c, row[i]])),
  );

describe('the analytics rows worker', () => {
  let rows: RowsOffThread | undefined;
  afterEach(() => rows?.close());

  it('builds the rows the main thread would, with nothing that names the visitor', async () => {
    const warnings: string[] = [];
    rows = new RowsOffThread((message) => warnings.push(message), 1);
    const text = await rows.build(job, true);
    expect(text).toBe(await eventRowsJson(job));
    expect(rowsOf(text)).toMatchObject([
      {
        day: '2026-03-01',
        path: '/stats',
        referrerHost: 'news.example',
        utmCampaign: 'spring',
        country: 'US',
        device: 'desktop',
        browser: 'Chrome',
      },
      {
        day: '2026-03-02',
        type: 'place_opened',
        referrerHost: null,
        country: null,
        device: 'mobile',
        target: '42',
      },
    ]);
    for (const raw of ['8.8.8.8', '10.1.2.3', CHROME, IPHONE]) expect(text).not.toContain(raw);
    expect(warnings).toEqual([]);
  });

  it('builds on the main thread what the worker was building when it stopped', async () => {
    rows = new RowsOffThread(() => {}, 1);
    const building = rows.build(job, true);
    await rows.close();
    expect(await building).toBe(await eventRowsJson(job));
    // Closed: the next piece is built here at once.
    expect(await rows.build(job, true)).toBe(await eventRowsJson(job));
  });
});
