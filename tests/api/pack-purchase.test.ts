import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import ICAL from 'ical.js';
import { LIBRARY_LINKS_KEPT } from '../../src/server/db/pack-orders';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Library } from '../../src/shared/packs/library-schema';
import type { OrderList } from '../../src/shared/packs/order-schema';
import type { Pack } from '../../src/shared/packs/pack-schema';
import { packCalls, purchaseCounts, SECRET } from '../helpers/pack-world';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createTestApp, ENGINES, type TestApp } from '../helpers/test-app';

const xml = (text: string) => new DOMParser().parseFromString(text, 'text/xml');

describe.each(ENGINES)('buying a trip pack on $name', ({ name: engine }) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let calls: ReturnType<typeof packCalls>;
  let pack: Pack;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    t = await createTestApp(engine, { ...stripe.env, SITE_URL: 'https://fru.example' });
    calls = packCalls(t, await t.login());
    pack = await calls.onSale();
  });
  afterEach(() => t.close());

  it('the whole purchase: checkout, a signed webhook, an order, the library and every file', async () => {
    const { url, session } = await calls.checkout(stripe, pack.id);
    expect(session.amount).toBe(3900);
    expect(session.currency).toBe('usd');
    expect(session.productName).toBe('Japan by rail (v1)');
    // The stand-in's payment page sends the buyer back to the site, as Stripe's does.
    const paid = await fetch(url, { redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://fru.example/trip-packs/thanks?session=${session.id}`);

    const event = stripe.completedEvent(session.id, { email: 'Buyer@Example.com' });
    const delivered = await calls.deliver(event, stripe.webhookSecret);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });

    const { orders } = await calls.owner<OrderList>('GET', '/api/packs/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      packId: pack.id,
      releaseNumber: 1,
      buyerEmail: 'buyer@example.com',
      amount: 3900,
      currency: 'usd',
      amountLabel: '$39.00',
      status: 'paid',
      stripeSessionId: session.id,
      linkState: 'awaiting_send',
      activeLinks: 1,
    });
    // The hook recorded that the link awaits sending (no mail yet).
    expect((await purchaseCounts(t)).requests).toBe(1);

    const link = await calls.owner<{ url: string; path: string }>(
      'POST',
      `/api/packs/orders/${orders[0]!.id}/library-link`,
    );
    expect(link.url).toMatch(/^https:\/\/fru\.example\/library\/[A-Za-z0-9_-]{43}$/);
    const token = link.path.split('/').at(-1)!;
    // Only the token's hash is stored.
    const stored = await t.database.db.selectFrom('libraryTokens').select('tokenHash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await t.request({ method: 'GET', url: `/api/library/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const library = opened.json<Library>();
    expect(library.pack.title).toBe('Japan by rail');
    expect(library.order).toMatchObject({ releaseNumber: 1, email: 'b•••@example.com' });
    expect(library.newerRelease).toBe(false);
    // The full trip: everything the preview kept back.
    for (const secret of Object.values(SECRET)) expect(opened.body).toContain(secret);
    expect(library.trip.days.map((day) => day.stops.length)).toEqual([3, 2]);

    const files = new Map<string, string>();
    for (const download of library.downloads.filter((each) => each.format !== 'pdf')) {
      const response = await t.request({ method: 'GET', url: download.url });
      expect(response.statusCode, `${download.format}: ${response.body}`).toBe(200);
      expect(response.headers['content-disposition']).toContain(`japan-by-rail-v1.${download.format}`);
      files.set(download.format, response.body);
    }
    const fromGpx = gpx(xml(files.get('gpx')!));
    expect(fromGpx.features.filter((f) => f.geometry?.type === 'Point')).toHaveLength(5);
    expect(JSON.stringify(fromGpx)).toContain(SECRET.placeName);
    const fromKml = kml(xml(files.get('kml')!));
    expect(fromKml.features.filter((f) => f.geometry?.type === 'Point')).toHaveLength(5);
    const calendar = new ICAL.Component(ICAL.parse(files.get('ics')!) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((each) => String(each.getFirstPropertyValue('dtstart')))).toEqual([
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(files.get('csv')!.trim().split(/\r?\n/)).toHaveLength(6);
    expect(JSON.parse(files.get('geojson')!).features.length).toBeGreaterThanOrEqual(5);
  });

  it('a redelivered event makes one order', async () => {
    const { session } = await calls.checkout(stripe, pack.id);
    const event = stripe.completedEvent(session.id);
    const first = await calls.deliver(event, stripe.webhookSecret);
    const again = await calls.deliver(event, stripe.webhookSecret);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // Another event id for the same session (Stripe may send one) makes no second order either.
    const other = await calls.deliver(stripe.completedEvent(session.id), stripe.webhookSecret);
    expect(other.json()).toEqual({ received: true, duplicate: true });
    expect(await purchaseCounts(t)).toMatchObject({ orders: 1, tokens: 1, requests: 1 });
  });

  it('the same event delivered at once to three instances makes one order', async () => {
    const others = [await t.anotherInstance(stripe.env), await t.anotherInstance(stripe.env)];
    const { session } = await calls.checkout(stripe, pack.id);
    const event = stripe.completedEvent(session.id);
    const answers = await Promise.all(
      [t.app, ...others, t.app, ...others].map((app) => calls.deliver(event, stripe.webhookSecret, app)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(
      answers.filter((answer) => answer.json<{ duplicate: boolean }>().duplicate === false),
    ).toHaveLength(1);
    expect(await purchaseCounts(t)).toEqual({ orders: 1, events: 1, tokens: 1, requests: 1 });
  });

  it('a forged or missing signature answers 400 and changes nothing', async () => {
    const { session } = await calls.checkout(stripe, pack.id);
    const event = stripe.completedEvent(session.id);
    const forged = await calls.deliver(event, 'whsec_not_the_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toHaveProperty('Stripe-Signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.message).toBe('The Stripe-Signature header is missing.');
    // A body changed after signing (a higher amount) is refused too.
    const { signedDelivery } = await import('../helpers/stripe-stand-in');
    const signed = signedDelivery(event, stripe.webhookSecret);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: signed.payload.replace('"amount_total":3900', '"amount_total":1'),
      headers: signed.headers,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await purchaseCounts(t)).toEqual({ orders: 0, events: 0, tokens: 0, requests: 0 });
  });

  it('a refund revokes the library: it answers as a link that never was', async () => {
    const { session, order } = await calls.buy(stripe, pack.id);
    const token = await calls.libraryToken(order.id);
    expect((await t.request({ method: 'GET', url: `/api/library/${token}` })).statusCode).toBe(200);
    const refund = await calls.deliver(stripe.refundedEvent(session.id), stripe.webhookSecret);
    expect(refund.statusCode, refund.body).toBe(200);
    const { orders } = await calls.owner<OrderList>('GET', '/api/packs/orders?status=refunded');
    expect(orders).toMatchObject([{ id: order.id, status: 'refunded', activeLinks: 0 }]);
    const revoked = await t.request({ method: 'GET', url: `/api/library/${token}` });
    const unknown = await t.request({ method: 'GET', url: `/api/library/${'x'.repeat(43)}` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown.body);
    // No new link for a refunded order.
    const again = await t.request({
      method: 'POST',
      url: `/api/packs/orders/${order.id}/library-link`,
      cookie: (await t.login()) as string,
    });
    expect(again.statusCode).toBe(409);
  });

  it('unknown and revoked tokens answer alike; revoking one order leaves the others', async () => {
    const first = await calls.buy(stripe, pack.id, 'one@example.com');
    const second = await calls.buy(stripe, pack.id, 'two@example.com');
    const revokedToken = await calls.libraryToken(first.order.id);
    const keptToken = await calls.libraryToken(second.order.id);
    await calls.owner('DELETE', `/api/packs/orders/${first.order.id}/library-links`);
    const revoked = await t.request({ method: 'GET', url: `/api/library/${revokedToken}` });
    const unknown = await t.request({ method: 'GET', url: `/api/library/${'Q'.repeat(43)}` });
    expect([revoked.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(revoked.body).toBe(unknown.body);
    expect(revoked.headers['content-type']).toBe(unknown.headers['content-type']);
    expect((await t.request({ method: 'GET', url: `/api/library/${keptToken}` })).statusCode).toBe(200);
  });
  it('without email, Email link again says so and makes no link: the owner copies one instead', async () => {
    const { order } = await calls.buy(stripe, pack.id, 'no-mail@example.com');
    const before = await calls.owner<OrderList>('GET', `/api/packs/orders?packId=${pack.id}`);
    const refused = await t.request({
      method: 'POST',
      url: `/api/packs/orders/${order.id}/email-link`,
      cookie: await t.login(),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({ code: 'mail_not_configured' });
    expect(refused.json().error.message).toMatch(/copy the library link/);
    expect(await calls.owner<OrderList>('GET', `/api/packs/orders?packId=${pack.id}`)).toEqual(before);
  });

  it('an order keeps its newest ten links: asking again and again never grows the table', async () => {
    const { order } = await calls.buy(stripe, pack.id, 'often@example.com');
    const tokens: string[] = [];
    for (let i = 0; i < LIBRARY_LINKS_KEPT + 2; i++) tokens.push(await calls.libraryToken(order.id));
    const opened = async (token: string) =>
      (await t.request({ method: 'GET', url: `/api/library/${token}` })).statusCode;
    // The webhook's own link and the two oldest copies are gone; the newest ten open.
    expect(await Promise.all(tokens.slice(0, 2).map(opened))).toEqual([404, 404]);
    expect(new Set(await Promise.all(tokens.slice(2).map(opened)))).toEqual(new Set([200]));
    const stored = await t.database.db
      .selectFrom('libraryTokens')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(LIBRARY_LINKS_KEPT);
  });
});
