import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../src/shared/packs/library-schema';
import type { OrderList } from '../../src/shared/packs/order-schema';
import { packCalls } from '../helpers/pack-world';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

// Issue 43 in the portable archive: packs, releases, orders, the events handled and the library
// tokens' hashes move to the other engine; a buyer's link still opens there, and a redelivered
// event still makes no second order.

type Engine = (typeof ENGINES)[number]['name'];
const MOVES: { from: Engine; to: Engine }[] =
  ENGINES.length > 1
    ? [
        { from: 'sqlite', to: 'postgres' },
        { from: 'postgres', to: 'sqlite' },
      ]
    : [{ from: 'sqlite', to: 'sqlite' }];

const PACK_TABLES = {
  packs: 'id',
  pack_releases: 'id',
  pack_orders: 'id',
  pack_events: 'event_id',
  library_tokens: 'id',
  library_requests: 'id',
};

let stripe: StripeStandIn;
const apps: TestApp[] = [];
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function site(engine: Engine) {
  const t = await createTestApp(engine, stripe.env);
  apps.push(t);
  const cookie = await t.login();
  return { t, cookie, calls: packCalls(t, cookie) };
}

async function dumpPacks(t: TestApp) {
  const dump: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(PACK_TABLES)) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(t.database.db);
    dump[table] = rows;
  }
  return dump;
}

describe.each(MOVES)('the archive moves trip packs from $from to $to', ({ from, to }) => {
  it('keeps every order, release and library link, and each event handled once', async () => {
    const source = await site(from);
    const pack = await source.calls.onSale();
    const { order, event } = await source.calls.buy(stripe, pack.id);
    const token = await source.calls.libraryToken(order.id);
    const refunded = await source.calls.buy(stripe, pack.id, 'refunded@example.com');
    await source.calls.deliver(stripe.refundedEvent(refunded.session.id), stripe.webhookSecret);
    const rowsBefore = await dumpPacks(source.t);
    const libraryBefore = (
      await source.t.request({ method: 'GET', url: `/api/library/${token}` })
    ).json<Library>();

    const archive = (await source.t.request({ method: 'GET', url: '/api/archive', cookie: source.cookie }))
      .rawPayload;
    const target = await site(to);
    const restored = await target.t.request({
      method: 'POST',
      url: '/api/archive/restore',
      cookie: target.cookie,
      headers: { 'content-type': 'application/zip' },
      payload: archive,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().restored).toMatchObject({
      packs: 1,
      'pack-releases': 1,
      'pack-orders': 2,
      'pack-events': 3,
      'library-tokens': 3,
    });
    expect(await dumpPacks(target.t)).toEqual(rowsBefore);

    const opened = await target.t.request({ method: 'GET', url: `/api/library/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const { downloads: _moved, ...library } = opened.json<Library>();
    const { downloads: _before, ...expected } = libraryBefore;
    expect(library).toEqual(expected);
    // The refunded buyer's library stays closed; the paid event sent again makes no second order.
    expect((await target.calls.deliver(event, stripe.webhookSecret)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const { orders } = await target.calls.owner<OrderList>('GET', '/api/packs/orders');
    expect(orders.map((each) => each.status)).toEqual(['refunded', 'paid']);
    // A new order after the move takes a new id.
    const after = await target.calls.buy(stripe, pack.id, 'after@example.com');
    expect(after.order.id).toBeGreaterThan(refunded.order.id);
  });
});
