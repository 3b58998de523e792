import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aggregateAll } from '../../src/server/analytics/aggregate';
import { addDays, utcDay } from '../../src/server/analytics/rollup';
import type { PackFunnel } from '../../src/shared/packs/funnel';
import type { Pack } from '../../src/shared/packs/pack-schema';
import { beacon, flushed, visit } from '../helpers/analytics';
import { packCalls } from '../helpers/pack-world';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { clientWithPages, createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 43: the funnel from a pack's page views to its Buy clicks to its paid orders, counted from
// the real page requests, the real beacon and real purchases through the Stripe stand-in.

describe.each(ENGINES)('the packs funnel on $name', ({ name: engine }) => {
  let stripe: StripeStandIn;
  let client: ReturnType<typeof clientWithPages>;
  let t: TestApp;
  let calls: ReturnType<typeof packCalls>;
  let cookie: string;
  const today = utcDay(new Date());

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    client = clientWithPages();
  });
  afterAll(async () => {
    client.remove();
    await stripe.close();
  });
  beforeEach(async () => {
    t = await createTestApp(engine, stripe.env, { clientDir: client.dir });
    cookie = await t.login();
    calls = packCalls(t, cookie);
  });
  afterEach(() => t.close());

  const funnel = (from: string, to = from) =>
    calls.owner<PackFunnel>('GET', `/api/packs/funnel?from=${from}&to=${to}`);
  const view = (pack: Pack, address = '8.8.8.8') => visit(t.app, { url: pack.path, address });
  const buyClick = (pack: Pack) =>
    beacon(t.app, { type: 'buy_clicked', path: pack.path, target: String(pack.id) });

  it('counts page views, Buy clicks and paid orders per pack, counted and not yet counted', async () => {
    const alps = await calls.onSale({ title: 'Alps by train' });
    const coast = await calls.onSale({ title: 'Coast walk' });
    await calls.pack({ title: 'Draft only' });
    for (const address of ['8.8.8.8', '8.8.4.4', '8.8.8.8'])
      expect((await view(alps, address)).statusCode).toBe(200);
    expect((await view(coast)).statusCode).toBe(200);
    // Neither the list, the thanks page, a stale slug (301) nor another event is a pack's view.
    await visit(t.app, { url: '/trip-packs' });
    await visit(t.app, { url: '/trip-packs/thanks' });
    expect((await visit(t.app, { url: `/trip-packs/${alps.id}-old-name` })).statusCode).toBe(301);
    await beacon(t.app, { type: 'trip_opened', path: alps.path, target: String(alps.id) });
    await flushed(t.app);
    expect((await aggregateAll(t.database)).events).toBeGreaterThan(0);

    // Written after the last count: the answer reads these raw rows too.
    await view(alps);
    await buyClick(alps);
    await buyClick(alps);
    await buyClick(coast);
    await flushed(t.app);
    await calls.buy(stripe, alps.id, 'ana@example.com');
    const { session } = await calls.buy(stripe, alps.id, 'bo@example.com');
    await calls.deliver(stripe.refundedEvent(session.id), stripe.webhookSecret);
    await calls.buy(stripe, coast.id, 'cy@example.com');

    const expected: PackFunnel = {
      range: { from: today, to: today },
      packs: [
        {
          packId: alps.id,
          title: 'Alps by train',
          views: 4,
          clicks: 2,
          orders: 1,
          clickRate: 0.5,
          orderRate: 0.5,
        },
        { packId: coast.id, title: 'Coast walk', views: 1, clicks: 1, orders: 1, clickRate: 1, orderRate: 1 },
      ],
      totals: { views: 5, clicks: 3, orders: 2, clickRate: 0.6, orderRate: 0.6667 },
    };
    expect(await funnel(today)).toEqual(expected);
    // Counted now into the aggregates: the same figures, nothing counted twice.
    await aggregateAll(t.database);
    expect(await funnel(addDays(today, -6), today)).toEqual({
      ...expected,
      range: { from: addDays(today, -6), to: today },
    });

    // Another range: the packs on sale, with nothing counted.
    const yesterday = addDays(today, -1);
    const before = await funnel(yesterday);
    expect(before.packs.map((row) => [row.title, row.views, row.clicks, row.orders])).toEqual([
      ['Alps by train', 0, 0, 0],
      ['Coast walk', 0, 0, 0],
    ]);
    expect(before.totals).toEqual({ views: 0, clicks: 0, orders: 0, clickRate: null, orderRate: null });
  });

  it('is the owner’s only, and a bad range is refused with its field named', async () => {
    const visitor = await t.request({ method: 'GET', url: `/api/packs/funnel?from=${today}&to=${today}` });
    expect(visitor.statusCode).toBe(401);
    const refused = async (query: string, field: string) => {
      const response = await t.request({ method: 'GET', url: `/api/packs/funnel?${query}`, cookie });
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json<{ error: { code: string; fields: Record<string, string> } }>();
      expect(error.code).toBe('invalid_input');
      expect(Object.keys(error.fields), query).toEqual([field]);
    };
    await refused('from=2026-13-01', 'from');
    await refused('from=2026-02-30&to=2026-03-01', 'from');
    await refused('from=2026-03-02&to=2026-03-01', 'from');
    await refused('from=2025-01-01&to=2026-03-01', 'to');
    await refused(`to=yesterday`, 'to');
  });
});
